import type { ConnectOptions, MediaState, RoomConnection } from './types';

export const VIDEO_SOCKET_PATH = '/ws/video';

type Signal =
  | { type: 'ready'; data: { side: 'member' | 'staff' } }
  | { type: 'join' | 'here' | 'leave'; data: null }
  | { type: 'offer' | 'answer'; data: RTCSessionDescriptionInit }
  | { type: 'ice'; data: RTCIceCandidateInit }
  | { type: 'media'; data: MediaState };

/**
 * The local adapter: WebRTC straight between the two browsers, negotiated over our /ws/video socket, which the
 * room token admits to. The member always makes the offer, so the two sides never offer at once; whoever
 * arrives second is announced ('join') and the member offers afresh, which also heals a reload on either side.
 */
export function connectLocalRoom({ token, localStream: givenStream, onEvent }: ConnectOptions): Promise<RoomConnection> {
  // a video track replaced during the call (a background effect) is what a renegotiated peer sends too
  let localStream = givenStream;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(
    `${scheme}://${window.location.host}${VIDEO_SOCKET_PATH}?token=${encodeURIComponent(token)}`,
  );
  let side: 'member' | 'staff' | null = null;
  let peer: RTCPeerConnection | null = null;
  let pending: RTCIceCandidateInit[] = [];
  let leaving = false;
  let media: MediaState = { audio: true, video: true };

  const send = (type: string, data: unknown) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type, data }));
  };

  /** The tracks go on (disabled, so silence and black frames) and the other side is told, with our own signal. */
  const applyMedia = () => {
    for (const track of localStream.getAudioTracks()) track.enabled = media.audio;
    for (const track of localStream.getVideoTracks()) track.enabled = media.video;
  };
  const sendMedia = () => send('media', media);

  const freshPeer = (): RTCPeerConnection => {
    peer?.close();
    pending = [];
    const next = new RTCPeerConnection({ iceServers: [] });
    for (const track of localStream.getTracks()) next.addTrack(track, localStream);
    next.ontrack = (event) => {
      const stream = event.streams[0] ?? new MediaStream([event.track]);
      onEvent({ type: 'remote-stream', stream });
    };
    next.onicecandidate = (event) => {
      if (event.candidate) send('ice', event.candidate.toJSON());
    };
    peer = next;
    return next;
  };

  const offer = async () => {
    const next = freshPeer();
    await next.setLocalDescription(await next.createOffer());
    send('offer', next.localDescription?.toJSON());
  };

  const flushCandidates = async (target: RTCPeerConnection) => {
    const queued = pending;
    pending = [];
    for (const candidate of queued) await target.addIceCandidate(candidate);
  };

  const onSignal = async (signal: Signal) => {
    switch (signal.type) {
      case 'ready':
        side = signal.data.side;
        // whoever is there already hears our state now; whoever comes later hears it on their 'join'
        sendMedia();
        return;
      case 'join':
        onEvent({ type: 'participant-joined' });
        sendMedia();
        if (side === 'member') await offer();
        else send('here', null);
        return;
      case 'here':
        onEvent({ type: 'participant-joined' });
        if (side === 'member') await offer();
        return;
      case 'offer': {
        const next = freshPeer();
        await next.setRemoteDescription(signal.data);
        await next.setLocalDescription(await next.createAnswer());
        send('answer', next.localDescription?.toJSON());
        await flushCandidates(next);
        return;
      }
      case 'answer':
        if (!peer) return;
        await peer.setRemoteDescription(signal.data);
        await flushCandidates(peer);
        return;
      case 'ice':
        if (peer?.remoteDescription) await peer.addIceCandidate(signal.data);
        else pending.push(signal.data);
        return;
      case 'leave':
        onEvent({ type: 'participant-left' });
        return;
      case 'media':
        onEvent({ type: 'remote-media', media: { audio: signal.data.audio !== false, video: signal.data.video !== false } });
        return;
    }
  };

  // signals are handled one after the other, so a candidate never overtakes its description
  let queue = Promise.resolve();
  socket.addEventListener('message', (event) => {
    let signal: Signal;
    try {
      signal = JSON.parse(String(event.data)) as Signal;
    } catch {
      return;
    }
    queue = queue
      .then(() => onSignal(signal))
      .catch((error: unknown) => console.warn('[video] signal failed', error));
  });

  const connection: RoomConnection = {
    disconnect() {
      leaving = true;
      peer?.close();
      peer = null;
      socket.close(1000);
    },
    replaceVideoTrack(track) {
      localStream = new MediaStream([track, ...localStream.getAudioTracks()]);
      track.enabled = media.video;
      for (const sender of peer?.getSenders() ?? []) {
        if (sender.track?.kind === 'video') void sender.replaceTrack(track);
      }
    },
    setMedia(next) {
      media = next;
      applyMedia();
      sendMedia();
    },
  };

  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve(connection), { once: true });
    socket.addEventListener('close', (event) => {
      peer?.close();
      peer = null;
      if (socket.readyState === WebSocket.CLOSED && !leaving)
        onEvent({ type: 'disconnected', reason: event.reason });
      reject(new Error('The video connection was refused.'));
    });
  });
}
