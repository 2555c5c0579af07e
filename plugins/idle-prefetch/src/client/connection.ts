type Connection = {effectiveType: string; saveData: boolean};

/** A 2g or data-saver connection, on which nothing is fetched ahead of the reader. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
}
