import { useCallback, useEffect, useRef, useState } from 'react';
import { combinedConstraints } from '../utils/capture';

export type DeviceState = 'asking' | 'granted' | 'denied';

export interface Devices {
  readonly state: DeviceState;
  readonly camera: boolean;
  readonly microphone: boolean;
  readonly stream: MediaStream | null;
  /** stops the camera and microphone (the light goes off) */
  readonly stop: () => void;
}

/** Asks for camera and microphone together, as the device test needs both before Join Meeting. */
export function useDevices(): Devices {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [state, setState] = useState<DeviceState>('asking');
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setState('denied');
      return undefined;
    }
    media.getUserMedia(combinedConstraints).then(
      (granted) => {
        if (cancelled) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        streamRef.current = granted;
        setStream(granted);
        setState('granted');
      },
      () => {
        if (!cancelled) setState('denied');
      },
    );
    return () => {
      cancelled = true;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    };
  }, []);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
  }, []);

  return {
    state,
    camera: Boolean(stream?.getVideoTracks().length),
    microphone: Boolean(stream?.getAudioTracks().length),
    stream,
    stop,
  };
}
