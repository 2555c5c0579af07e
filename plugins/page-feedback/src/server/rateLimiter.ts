/**
 * Fixed-window request counting per client address. Windows of addresses
 * that went quiet are dropped, so memory stays bounded by recent senders.
 */
export type RateLimiter = {
  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  take(address: string): number;
};

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, {start: number; count: number}>();
  let lastSweep = now();

  const sweep = (time: number) => {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [address, window] of windows) {
      if (time - window.start >= windowMs) windows.delete(address);
    }
  };

  return {
    take(address) {
      const time = now();
      sweep(time);
      const window = windows.get(address);
      if (!window || time - window.start >= windowMs) {
        windows.set(address, {start: time, count: 1});
        return 0;
      }
      window.count += 1;
      if (window.count <= limit) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
    },
  };
}
