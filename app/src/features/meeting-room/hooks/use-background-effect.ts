import { useCallback, useEffect, useRef, useState } from 'react';
import type { BackgroundEffect, EffectPipeline } from '../utils/background-effect';

export interface BackgroundEffectState {
  readonly effect: BackgroundEffect;
  /** the stream to show and send: the camera's own until an effect is first turned on */
  readonly stream: MediaStream | null;
  /** the effect is being loaded (the library, its model) */
  readonly loading: boolean;
  readonly failed: boolean;
  readonly choose: (effect: BackgroundEffect) => void;
}

/**
 * The member's background effect over the camera. Nothing is loaded until an effect other than none is chosen;
 * from then on the camera goes through the effect pipeline (a choice of none draws it plain).
 */
export function useBackgroundEffect(camera: MediaStream | null, load = () => import('../utils/background-effect')): BackgroundEffectState {
  const [effect, setEffect] = useState<BackgroundEffect>('none');
  const [pipeline, setPipeline] = useState<EffectPipeline | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pipelineRef = useRef<EffectPipeline | null>(null);
  const loadRef = useRef(load);

  const choose = useCallback(
    (next: BackgroundEffect) => {
      setEffect(next);
      setFailed(false);
      const work = async () => {
        if (pipelineRef.current) {
          await pipelineRef.current.setEffect(next);
          return;
        }
        if (next === 'none' || !camera) return;
        const { startEffectPipeline } = await loadRef.current();
        const started = await startEffectPipeline(camera, next);
        pipelineRef.current = started;
        setPipeline(started);
      };
      setLoading(true);
      work()
        .catch((error: unknown) => {
          console.warn('[video] the background effect did not start', error);
          setFailed(true);
          setEffect('none');
          void pipelineRef.current?.setEffect('none');
        })
        .finally(() => setLoading(false));
    },
    [camera],
  );

  useEffect(
    () => () => {
      pipelineRef.current?.stop();
      pipelineRef.current = null;
    },
    [],
  );

  return { effect, stream: pipeline?.stream ?? camera, loading, failed, choose };
}
