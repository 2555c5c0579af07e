/** DocSearch's index settings: one typo from 3 letters, two from 7. */
export const MIN_WORD_SIZE_FOR_1_TYPO = 3;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 7;

export function allowedTypos(word: string): number {
  if (/^\d+$/.test(word)) return 0; // allowTyposOnNumericTokens: false
  if (word.length >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  if (word.length >= MIN_WORD_SIZE_FOR_1_TYPO) return 1;
  return 0;
}

/** Three rows of the distance table, reused by every call: the typo scan compares a query word with hundreds of terms per keystroke. */
let rows: Int32Array[] = [];

/**
 * Optimal string alignment distance (a transposition counts as one typo, as
 * in Algolia), or `max + 1` as soon as it must exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (rows.length === 0 || rows[0]!.length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length * 2 + 2));
  let [previousPrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return previous[b.length]!;
}
