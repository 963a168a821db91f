import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BLUR_FILTER_RADIUS, MASK_BLUR_RADIUS, VIDEO_PROCESSORS_ASSETS, type EffectPipeline } from '../utils/background-effect';
import type * as BackgroundEffectModule from '../utils/background-effect';
import { useBackgroundEffect } from './use-background-effect';

const camera = { id: 'camera' } as unknown as MediaStream;
const processed = { id: 'processed' } as unknown as MediaStream;

function stubLoader() {
  const pipeline: EffectPipeline = { stream: processed, setEffect: vi.fn(async () => {}), stop: vi.fn() };
  const startEffectPipeline = vi.fn(async () => pipeline);
  const load = vi.fn(async () => ({ startEffectPipeline }) as unknown as typeof BackgroundEffectModule);
  return { pipeline, startEffectPipeline, load };
}

describe('the background effect toggle', () => {
  it('loads nothing until an effect is turned on, then sends the processed camera and switches effects in place', async () => {
    const { pipeline, startEffectPipeline, load } = stubLoader();
    const { result, unmount } = renderHook(() => useBackgroundEffect(camera, load));
    expect(result.current.effect).toBe('none');
    expect(result.current.stream).toBe(camera);
    act(() => result.current.choose('none'));
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.choose('blur'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.stream).toBe(processed));
    expect(load).toHaveBeenCalledTimes(1);
    expect(startEffectPipeline).toHaveBeenCalledWith(camera, 'blur');
    expect(result.current).toMatchObject({ effect: 'blur', loading: false, failed: false });

    act(() => result.current.choose('forest'));
    await waitFor(() => expect(pipeline.setEffect).toHaveBeenCalledWith('forest'));
    act(() => result.current.choose('none'));
    await waitFor(() => expect(pipeline.setEffect).toHaveBeenCalledWith('none'));
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    expect(pipeline.stop).toHaveBeenCalled();
  });

  it('falls back to no effect when the library cannot start', async () => {
    const load = vi.fn(async () => {
      throw new Error('no WebGL');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useBackgroundEffect(camera, load));
    act(() => result.current.choose('flowers'));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toMatchObject({ effect: 'none', stream: camera });
    warn.mockRestore();
  });

  it("uses the spec's settings and our own origin for the model", () => {
    expect(MASK_BLUR_RADIUS).toBe(7);
    expect(BLUR_FILTER_RADIUS).toBe(15);
    expect(VIDEO_PROCESSORS_ASSETS).toBe('/video-processors/');
  });
});
