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
  /** path, lvl0, lvl1, pageRank, language, docusaurus_tag, and the words of its reader questions when it has some */
  pages: [string, string | null, string | null, number, string, string, string?][];
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
      const row: PackedIndexFile['pages'][number] = [
        new URL(record.url_without_anchor).pathname,
        record.hierarchy.lvl0,
        record.hierarchy.lvl1,
        record.weight.pageRank,
        record.language,
        record.docusaurus_tag,
      ];
      if (record.questions) row.push(record.questions);
      pages.push(row);
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

/** What the records of one section share: read once per section, not once per record. */
type SectionView = {id: number; page: PackedIndexFile['pages'][number]; anchor: string | null; pageUrl: string; url: string; hierarchy: Hierarchy; headingType: RecordType};

function viewSection(file: PackedIndexFile, id: number): SectionView {
  const [pageId, anchor, ...deep] = file.sections[id]!;
  const page = file.pages[pageId]!;
  const [path, lvl0, lvl1] = page;
  const pageUrl = `${file.origin}${path}`;
  const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  DEEP_LEVELS.forEach((name, level) => {
    hierarchy[name] = deep[level] ?? null;
  });
  return {
    id,
    page,
    anchor,
    pageUrl,
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    hierarchy,
    headingType: `lvl${deep.length + 1}` as RecordType,
  };
}

/**
 * The records, as DocSearch's crawler shapes them. Records of one section
 * share its hierarchy object: nothing changes a record once it is read,
 * and the page builds ten thousand of them before its first search.
 */
export function unpackRecords(file: PackedIndexFile): SearchRecord[] {
  let position = 0;
  let sectionId = 0;
  let section: SectionView | null = null;
  return file.contents.map((content, i) => {
    sectionId += file.sectionSteps[i]!;
    if (section?.id !== sectionId) {
      const previousPage = section?.page;
      section = viewSection(file, sectionId);
      if (section.page !== previousPage) position = -1;
    }
    position++;
    const [path, , , pageRank, language, tag, questions] = section.page;
    const type: RecordType = content === null ? section.headingType : 'content';
    const record: SearchRecord = {
      objectID: `${path}#${section.anchor ?? ''}-${position}`,
      url: section.url,
      url_without_anchor: section.pageUrl,
      anchor: section.anchor,
      type,
      hierarchy: section.hierarchy,
      content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank, level: levelWeight(type), position},
    };
    if (questions && position === 0) record.questions = questions;
    return record;
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
