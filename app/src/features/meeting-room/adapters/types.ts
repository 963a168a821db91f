/** What the room page hears from a video adapter, whichever service carries the call. */
export type RoomEvent =
  | { readonly type: 'remote-stream'; readonly stream: MediaStream }
  | { readonly type: 'participant-joined' }
  | { readonly type: 'participant-left' }
  /** the other side turned their microphone or camera off or on again */
  | { readonly type: 'remote-media'; readonly media: MediaState }
  | { readonly type: 'disconnected'; readonly reason?: string };

/** Whether a side sends sound and picture: false is muted, or camera off. */
export interface MediaState {
  readonly audio: boolean;
  readonly video: boolean;
}

export interface RoomConnection {
  /** leaves the room; no 'disconnected' event follows */
  disconnect(): void;
  /** sends another video track from now on (a background effect turned on during the call) */
  replaceVideoTrack(track: MediaStreamTrack): void;
  /** turns this side's microphone and camera off or on, and tells the other side */
  setMedia(media: MediaState): void;
}

export interface ConnectOptions {
  readonly token: string;
  readonly roomName: string;
  readonly localStream: MediaStream;
  readonly onEvent: (event: RoomEvent) => void;
}
