export type SharedLoader<A extends unknown[], T> = ((...args: A) => Promise<T>) & {
  /** Drops the result, so the next call loads again. */
  forget: () => void;
};

/**
 * Runs `load` on the first call and gives every later call the same
 * promise, so a file or chunk downloads once per page. A failure is
 * forgotten: the next call tries again.
 */
export function onceUntilFailure<A extends unknown[], T>(load: (...args: A) => Promise<T>): SharedLoader<A, T> {
  let pending: Promise<T> | null = null;
  const loader = (...args: A) => {
    pending ??= load(...args).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return Object.assign(loader, {forget: () => (pending = null)});
}
