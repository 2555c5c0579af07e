import type {Hierarchy, RecordType, SearchRecord} from './types';

/**
 * The index as shipped: each page and section once, then one column per
 * record field. Records repeat their page's URL and headings, and a column
 * of similar values compresses far better than rows of mixed ones.
 */
export type PackedIndexFile = {
  version: 3;
  /** Site origin, such as `https://docs.strapi.io`. */
  origin: string;
  /** path, lvl0, lvl1, pageRank, language, docusaurus_tag */
  pages: [string, string | null, string | null, number, string, string][];
  /** page, anchor, lvl2..lvl6 (trailing empty levels left out) */
  sections: [number, string | null, ...(string | null)[]][];
  /** Per record, its section minus the previous record's: records come in page order, so mostly 0 or 1. */
  sectionSteps: number[];
  /**
   * Per record, its text. A heading's own record has none: its type is its
   * section's deepest level, and its weight level follows from that.
   */
  contents: (string | null)[];
};

const DEEP_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** DocSearch's weight.level: 100 for a page title, 10 less per heading level, 0 for text. */
export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - (Number(type.slice(3)) - 1) * 10;
}

export function packRecords(records: SearchRecord[]): PackedIndexFile {
  const origin = records[0] ? new URL(records[0].url).origin : '';
  const pages: PackedIndexFile['pages'] = [];
  const sections: PackedIndexFile['sections'] = [];
  const pageIds = new Map<string, number>();
  const sectionIds = new Map<string, number>();
  const sectionSteps: number[] = [];
  const contents: (string | null)[] = [];
  let previousSection = 0;
  for (const record of records) {
    let page = pageIds.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIds.set(record.url_without_anchor, page);
      pages.push([
        new URL(record.url_without_anchor).pathname,
        record.hierarchy.lvl0,
        record.hierarchy.lvl1,
        record.weight.pageRank,
        record.language,
        record.docusaurus_tag,
      ]);
    }
    const deep = DEEP_LEVELS.map((level) => record.hierarchy[level]);
    const key = JSON.stringify([page, record.anchor, deep]);
    let section = sectionIds.get(key);
    if (section === undefined) {
      section = sections.length;
      sectionIds.set(key, section);
      while (deep.length > 0 && deep.at(-1) === null) deep.pop();
      sections.push([page, record.anchor, ...deep]);
    }
    sectionSteps.push(section - previousSection);
    previousSection = section;
    contents.push(record.content);
  }
  return {version: 3, origin, pages, sections, sectionSteps, contents};
}

export function unpackRecords(file: PackedIndexFile): SearchRecord[] {
  let lastPage = -1;
  let position = 0;
  let sectionId = 0;
  return file.contents.map((content, i) => {
    sectionId += file.sectionSteps[i]!;
    const [pageId, anchor, ...deep] = file.sections[sectionId]!;
    const [path, lvl0, lvl1, pageRank, language, tag] = file.pages[pageId]!;
    position = pageId === lastPage ? position + 1 : 0;
    lastPage = pageId;
    const pageUrl = `${file.origin}${path}`;
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    DEEP_LEVELS.forEach((name, level) => {
      hierarchy[name] = deep[level] ?? null;
    });
    const type: RecordType = content === null ? (`lvl${deep.length + 1}` as RecordType) : 'content';
    return {
      objectID: `${path}#${anchor ?? ''}-${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy,
      content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank, level: levelWeight(type), position},
    };
  });
}

export function isPackedIndexFile(value: unknown): value is PackedIndexFile {
  const file = value as PackedIndexFile;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.version === 3 &&
    typeof file.origin === 'string' &&
    Array.isArray(file.pages) &&
    Array.isArray(file.sections) &&
    Array.isArray(file.sectionSteps) &&
    Array.isArray(file.contents) &&
    file.sectionSteps.length === file.contents.length
  );
}
