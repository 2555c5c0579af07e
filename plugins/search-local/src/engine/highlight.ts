import {escapeHtml} from './escapeHtml';
import {identifierParts, tokenize, type Token} from './normalize';

export type HighlightTags = {pre: string; post: string};

/** A term that matched a query word in this record, and how much of it to mark. */
export type MatchedTerm = {term: string; queryWord: string; highlightLength: number};

export type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: 'none' | 'partial' | 'full'};

type Mark = {token: Token; length: number; queryWord: string};

const MAX_CACHED_TEXTS = 2000;
const recentTokens = new Map<string, Token[]>();

/**
 * A text's words, kept for the next calls: each hit's texts are both
 * highlighted and snippeted, and the next keystroke mostly shows the same
 * hits again. Tokens are never changed once made.
 */
function tokensOf(text: string): Token[] {
  let tokens = recentTokens.get(text);
  if (!tokens) {
    if (recentTokens.size >= MAX_CACHED_TEXTS) recentTokens.clear();
    tokens = tokenize(text);
    recentTokens.set(text, tokens);
  }
  return tokens;
}

function findMarks(text: string, tokens: Token[], terms: Map<string, MatchedTerm>): Mark[] {
  const marks: Mark[] = [];
  for (const token of tokens) {
    const direct = terms.get(token.term);
    if (direct) {
      const length = Math.min(direct.highlightLength, token.end - token.start);
      marks.push({token, length: direct.term === token.term ? length : token.end - token.start, queryWord: direct.queryWord});
      continue;
    }
    const part = identifierParts(text.slice(token.start, token.end)).find((p) => terms.has(p));
    if (part) marks.push({token, length: token.end - token.start, queryWord: terms.get(part)!.queryWord});
  }
  return marks;
}

function render(text: string, from: number, to: number, marks: Mark[], tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const {token, length} of marks) {
    if (token.start < from || token.end > to) continue;
    html += escapeHtml(text.slice(cursor, token.start));
    html += tags.pre + escapeHtml(text.slice(token.start, token.start + length)) + tags.post;
    cursor = token.start + length;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(marks: Mark[], queryWordCount: number): HighlightResult['matchLevel'] {
  const words = new Set(marks.map((mark) => mark.queryWord));
  if (words.size === 0) return 'none';
  return words.size >= queryWordCount ? 'full' : 'partial';
}

/** The words of an attribute, which of them match, and how well the attribute matches overall. */
function analyze(text: string, terms: Map<string, MatchedTerm>, queryWordCount: number) {
  const tokens = tokensOf(text);
  const marks = findMarks(text, tokens, terms);
  return {tokens, marks, level: matchLevel(marks, queryWordCount)};
}

/** Algolia's `_highlightResult` entry for one attribute: escaped text with the matches wrapped. */
export function highlight(
  text: string,
  terms: Map<string, MatchedTerm>,
  queryWordCount: number,
  tags: HighlightTags,
): HighlightResult {
  const {tokens, marks, level} = analyze(text, terms, queryWordCount);
  const result: HighlightResult = {
    value: render(text, 0, text.length, marks, tags),
    matchLevel: level,
    matchedWords: [...new Set(marks.map((mark) => mark.queryWord))],
  };
  if (level !== 'none') {
    result.fullyHighlighted = marks.length === tokens.length && marks.every((m) => m.length === m.token.end - m.token.start);
  }
  return result;
}

/** Algolia's `_snippetResult` entry: `words` words around the first match, with ellipses. */
export function snippet(
  text: string,
  terms: Map<string, MatchedTerm>,
  queryWordCount: number,
  tags: HighlightTags,
  words: number,
  ellipsis: string,
): SnippetResult {
  const {tokens, marks, level} = analyze(text, terms, queryWordCount);
  if (tokens.length <= words) return {value: render(text, 0, text.length, marks, tags), matchLevel: level};
  const first = marks[0]?.token.position ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const end = start + words - 1;
  const from = start === 0 ? 0 : tokens[start]!.start;
  const to = end >= tokens.length - 1 ? text.length : tokens[end]!.end;
  const value =
    (start > 0 ? escapeHtml(ellipsis) : '') +
    render(text, from, to, marks, tags) +
    (to < text.length ? escapeHtml(ellipsis) : '');
  return {value, matchLevel: level};
}
