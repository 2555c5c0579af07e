/** Lower case without diacritics, so that "Café" and "cafe" are the same word. */
export function normalizeWord(word: string): string {
  // Most words are ASCII: skip Unicode normalization for them.
  if (!/[^\u0020-\u007E]/.test(word)) return word.toLowerCase();
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export type Token = {
  /** Normalized form used for matching. */
  term: string;
  /** Offsets of the original word in the source text. */
  start: number;
  end: number;
  /** Index of the word in the text, for proximity. */
  position: number;
};

// Letters and digits of any script; `_` joins identifiers such as `api_token`.
const WORD = /[\p{L}\p{N}_]+/gu;

/** Splits text into words with their offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  for (const match of text.matchAll(WORD)) {
    tokens.push({
      term: normalizeWord(match[0]),
      start: match.index,
      end: match.index + match[0].length,
      position: position++,
    });
  }
  return tokens;
}

/**
 * The parts of an identifier, so that a search for "many" finds `findMany`
 * and `api_token` answers "token": `findMany` gives `find` and `many`.
 */
export function identifierParts(word: string): string[] {
  // Only mixed case or underscores make an identifier.
  if (!word.includes('_') && !/[a-z0-9][A-Z]|[A-Z][A-Z][a-z]/.test(word)) return [];
  const parts = word
    .split(/_|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .filter((part) => part.length > 0)
    .map(normalizeWord);
  return parts.length > 1 ? parts : [];
}
