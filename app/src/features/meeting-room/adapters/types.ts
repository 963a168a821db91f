/** What the room page hears from a video adapter, whichever service carries the call. */
export type RoomEvent =
  | { readonly type: 'remote-stream'; readonly stream: MediaStream }
  | { readonly type: 'participant-joined' }
  | { readonly type: 'participant-left' }
  | { readonly type: 'disconnected'; readonly reason?: string };

export interface RoomConnection {
  /** leaves the room; no 'disconnected' event follows */
  disconnect(): void;
  /** sends another video track from now on (a background effect turned on during the call) */
  replaceVideoTrack(track: MediaStreamTrack): void;
}

export interface ConnectOptions {
  readonly token: string;
  readonly roomName: string;
  readonly localStream: MediaStream;
  readonly onEvent: (event: RoomEvent) => void;
}
