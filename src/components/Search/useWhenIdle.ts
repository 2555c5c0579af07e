import {useEffect} from 'react';

/**
 * Runs `run` once the browser is idle after `when` turns true (or after
 * `timeoutMs` at the latest, and where there is no idle callback, as in
 * Safari); cancelled if the component unmounts or `when` turns false first.
 */
export function useWhenIdle(run: () => void, when: boolean, timeoutMs: number): void {
  useEffect(() => {
    if (!when) return undefined;
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(run, timeoutMs);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(run, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(idle);
  }, [run, when, timeoutMs]);
}
