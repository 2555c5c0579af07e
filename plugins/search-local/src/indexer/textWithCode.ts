import {hasChildren, isTag, isText, type AnyNode} from 'domhandler';

/**
 * A record's text, its whitespace made single spaces, and where its inline
 * code (`<code>`) sits in it: start and end offsets one after the other.
 */
export type TextWithCode = {text: string; codeSpans: number[]};

/** What separates words in a record's text: whitespace, zero-width spaces included. */
const SPACE = /[\u200B\s]/;
const SPACES = new RegExp(`${SPACE.source}+`, 'g');

/** Text with each run of whitespace made one space, trimmed: what `cleanTextWithCode` does when there is no code. */
export function cleanText(text: string): string {
  return text.replace(SPACES, ' ').trim();
}

/** The text in reading order, as `textContent` reads it, with where each outermost `<code>` starts and ends. */
function rawTextWithCode(node: AnyNode, into: {raw: string; spans: number[]}, inCode: boolean): void {
  if (isText(node)) into.raw += node.data;
  else if (hasChildren(node)) {
    const code = !inCode && isTag(node) && node.tagName === 'code';
    const start = into.raw.length;
    for (const child of node.children) rawTextWithCode(child, into, inCode || code);
    if (code) into.spans.push(start, into.raw.length);
  }
}

/**
 * Collapses every run of whitespace (zero-width spaces included) to one
 * space and trims the text, moving the spans with it; a span loses its own
 * outer spaces, and one left empty is dropped.
 */
export function cleanTextWithCode(raw: string, spans: readonly number[]): TextWithCode {
  let collapsed = '';
  // Where each character of the raw text lands in the collapsed one.
  const landsAt = new Array<number>(raw.length + 1);
  for (let i = 0; i < raw.length; i++) {
    landsAt[i] = collapsed.length;
    const char = raw[i]!;
    if (!SPACE.test(char)) collapsed += char;
    else if (!collapsed.endsWith(' ')) collapsed += ' ';
  }
  landsAt[raw.length] = collapsed.length;
  const lead = collapsed.startsWith(' ') ? 1 : 0;
  const text = collapsed.trim();
  const within = (offset: number) => Math.min(Math.max(offset - lead, 0), text.length);
  const codeSpans: number[] = [];
  for (let i = 0; i + 1 < spans.length; i += 2) {
    let start = within(landsAt[spans[i]!]!);
    let end = within(landsAt[spans[i + 1]!]!);
    while (start < end && text[start] === ' ') start++;
    while (end > start && text[end - 1] === ' ') end--;
    if (start < end) codeSpans.push(start, end);
  }
  return {text, codeSpans};
}

/** An element's text with its inline code. */
export function readTextWithCode(node: AnyNode): TextWithCode {
  const into = {raw: '', spans: [] as number[]};
  rawTextWithCode(node, into, false);
  return cleanTextWithCode(into.raw, into.spans);
}

/** Pieces of text, some with inline code, one after the other as one text. */
export function joinTextWithCode(pieces: (string | TextWithCode)[]): TextWithCode {
  let raw = '';
  const spans: number[] = [];
  for (const piece of pieces) {
    if (typeof piece !== 'string') spans.push(...piece.codeSpans.map((offset) => offset + raw.length));
    raw += typeof piece === 'string' ? piece : piece.text;
  }
  return cleanTextWithCode(raw, spans);
}
