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

/** Per record, in index order, the text past its first words, or null when there is none. */
export type TextTailsFile = {version: 1; tails: (string | null)[]};

/** The records search ranks on, and the tails that make them whole again. */
export function splitTextTails(records: SearchRecord[]): {records: SearchRecord[]; tails: TextTailsFile} {
  const tails: (string | null)[] = [];
  const heads = records.map((record) => {
    const words = record.content?.split(' ');
    const kept = wordsKept(record);
    if (!words || words.length <= kept) {
      tails.push(null);
      return record;
    }
    tails.push(words.slice(kept).join(' '));
    return {...record, content: words.slice(0, kept).join(' ')};
  });
  return {records: heads, tails: {version: 1, tails}};
}

/** The records with their whole texts, for Ask AI and the MCP server. */
export function joinTextTails(records: SearchRecord[], {tails}: TextTailsFile): SearchRecord[] {
  if (tails.length !== records.length) throw new Error(`The text tails are for ${tails.length} records, the index has ${records.length}.`);
  return records.map((record, i) => {
    const tail = tails[i];
    return tail ? {...record, content: `${record.content} ${tail}`} : record;
  });
}

export function isTextTailsFile(value: unknown): value is TextTailsFile {
  const file = value as TextTailsFile;
  return typeof file === 'object' && file !== null && file.version === 1 && Array.isArray(file.tails);
}
