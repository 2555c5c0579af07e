/** Runs `run` when the page is next idle (within `timeoutMs`), or on the next task where idle callbacks are missing. */
export function whenIdle(run: (deadline?: IdleDeadline) => void, timeoutMs = 2000): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(run, {timeout: timeoutMs});
  else setTimeout(run, 0);
}

/** Resolves when the page is next idle, with how long it may stay busy (none where idle callbacks are missing). */
export function nextIdlePeriod(timeoutMs?: number): Promise<IdleDeadline | undefined> {
  return new Promise((resolve) => whenIdle(resolve, timeoutMs));
}
