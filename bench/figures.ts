/** How the benchmarks print and summarize what they measure. */

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
