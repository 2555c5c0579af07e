const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', {granularity: 'sentence'}) : null;

/**
 * A "?" or "!" followed by a lowercase word ends no sentence: it is a query
 * string (`/api/articles?locale=fr`), an optional parameter (`populate?)`)
 * or a label quoted in the sentence ("the Welcome to Strapi! registration
 * form"), which the platform's segmenter breaks at all the same.
 */
const continuesSentence = (before: string, after: string) => /[?!]["')\]]*$/.test(before.trimEnd()) && /^[a-z]/.test(after);

/** Splits a paragraph into sentences, keeping abbreviations such as "e.g." whole where the platform can. */
export function splitSentences(text: string): string[] {
  const pieces = segmenter
    ? [...segmenter.segment(text)].map((part) => part.segment)
    : text.split(/(?<=[.!?])\s+(?=[A-Z`"(])/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences.length - 1;
    if (last >= 0 && continuesSentence(sentences[last]!, piece)) sentences[last] += piece;
    else sentences.push(piece);
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}
