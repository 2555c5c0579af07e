/** Runs `run` when the page is next idle (within `timeoutMs`), or on the next task where idle callbacks are missing. */
export function whenIdle(run: () => void, timeoutMs = 2000): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(run, {timeout: timeoutMs});
  else setTimeout(run, 0);
}
