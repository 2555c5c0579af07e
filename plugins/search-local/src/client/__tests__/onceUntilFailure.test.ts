import {describe, expect, it, vi} from 'vitest';
import {onceUntilFailure} from '../onceUntilFailure';

describe('onceUntilFailure', () => {
  it('loads once and gives every caller the same promise', async () => {
    const load = vi.fn(async (url: string) => `loaded ${url}`);
    const loader = onceUntilFailure(load);
    const [first, second] = [loader('/a'), loader('/a')];
    expect(first).toBe(second);
    expect(await first).toBe('loaded /a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const loader = onceUntilFailure(load);
    await expect(loader()).rejects.toThrow('offline');
    await expect(loader()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after forget()', async () => {
    const load = vi.fn(async () => Math.random());
    const loader = onceUntilFailure(load);
    const first = await loader();
    loader.forget();
    expect(await loader()).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
