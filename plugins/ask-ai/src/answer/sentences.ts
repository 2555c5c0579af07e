const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', {granularity: 'sentence'}) : null;

/** Splits a paragraph into sentences, keeping abbreviations such as "e.g." whole where the platform can. */
export function splitSentences(text: string): string[] {
  const pieces = segmenter
    ? [...segmenter.segment(text)].map((part) => part.segment)
    : text.split(/(?<=[.!?])\s+(?=[A-Z`"(])/);
  return pieces.map((piece) => piece.trim()).filter((piece) => piece.length > 0);
}
