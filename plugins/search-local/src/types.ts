/** One searchable record, in the DocSearch crawler's record schema (v3). */
export type SearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {pageRank: number; level: number; position: number};
  /**
   * On a page's first record only: the words of the questions readers ask
   * about the page (its `questions` front matter), searchable but never shown.
   */
  questions?: string;
  /**
   * Where the text's inline code sits, as start and end offsets one after
   * the other, for Ask AI's answers; search never ships it (see `textTails`).
   */
  codeSpans?: number[];
};

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;


/** A code example of a section, for Ask AI (the search index leaves code out). */
export type CodeBlock = {language: string; title: string | null; code: string};

/** Code examples by section, `/path#anchor` as the key. */
export type CodeBlocksFile = {version: 1; sections: Record<string, CodeBlock[]>};

/** Where the browser finds the current index files: a tiny file with a stable name. */
export type SearchManifest = {
  indexUrl: string;
  records: number;
  /** Code examples by section, for Ask AI; absent under the dev server. */
  codeUrl?: string;
  /** The rest of each record's text, for Ask AI (`TextTailsFile`); absent when the index holds whole texts. */
  tailsUrl?: string;
};
