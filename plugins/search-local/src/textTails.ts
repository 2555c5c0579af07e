import type {SearchRecord} from './types';

/**
 * Words of a record's text that search ranks on and shows. A paragraph's
 * first words carry what it is about, the modal's snippets show 10 words and
 * the search page's 30, so search ships only these; the rest of each text,
 * its tail, is for Ask AI's answers and loads when Ask AI first answers.
 * A page's introduction, before its first heading, says what the whole page
 * is about and keeps more. Chosen on the dev queries (`bench/search`): the
 * index went from 285 to 220 KB brotli.
 */
export const SEARCH_TEXT_WORDS = 18;
export const PAGE_INTRO_WORDS = 45;

const wordsKept = (record: SearchRecord) => (record.anchor === null ? PAGE_INTRO_WORDS : SEARCH_TEXT_WORDS);

/**
 * Per record, in index order, the text past its first words, or null when
 * there is none, and where its inline code sits (`SearchRecord.codeSpans`),
 * each piece as its distance from the end of the one before and its length:
 * small numbers that compress to 27 KB brotli where offsets took 32.
 */
export type TextTailsFile = {version: 2; tails: (string | null)[]; codeSpans: (number[] | null)[]};

function toGapsAndLengths(spans: number[]): number[] {
  return spans.map((offset, i) => offset - (i === 0 ? 0 : spans[i - 1]!));
}

function toOffsets(gapsAndLengths: number[]): number[] {
  let offset = 0;
  return gapsAndLengths.map((step) => (offset += step));
}

/** The records search ranks on, and the tails that make them whole again. */
export function splitTextTails(records: SearchRecord[]): {records: SearchRecord[]; tails: TextTailsFile} {
  const tails: (string | null)[] = [];
  const codeSpans: (number[] | null)[] = [];
  const heads = records.map(({codeSpans: spans, ...record}) => {
    codeSpans.push(spans ? toGapsAndLengths(spans) : null);
    const words = record.content?.split(' ');
    const kept = wordsKept(record);
    if (!words || words.length <= kept) {
      tails.push(null);
      return record;
    }
    tails.push(words.slice(kept).join(' '));
    return {...record, content: words.slice(0, kept).join(' ')};
  });
  return {records: heads, tails: {version: 2, tails, codeSpans}};
}

/** The records with their whole texts and inline code, for Ask AI and the MCP server. */
export function joinTextTails(records: SearchRecord[], {tails, codeSpans}: TextTailsFile): SearchRecord[] {
  if (tails.length !== records.length || codeSpans.length !== records.length) {
    throw new Error(`The text tails are for ${tails.length} records, the index has ${records.length}.`);
  }
  return records.map((record, i) => {
    const tail = tails[i];
    const spans = codeSpans[i];
    if (!tail && !spans) return record;
    return {...record, ...(tail && {content: `${record.content} ${tail}`}), ...(spans && {codeSpans: toOffsets(spans)})};
  });
}

export function isTextTailsFile(value: unknown): value is TextTailsFile {
  const file = value as TextTailsFile;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.version === 2 &&
    Array.isArray(file.tails) &&
    Array.isArray(file.codeSpans)
  );
}
