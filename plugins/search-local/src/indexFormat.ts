import type {Hierarchy, RecordType, SearchRecord} from './types';

/**
 * The index as shipped: each page and section once, then one column per
 * record field. Records repeat their page's URL and headings, and a column
 * of similar values compresses far better than rows of mixed ones.
 */
export type PackedIndexFile = {
  /** 4 since anchors can be `HEADING_SLUG`; a version 3 file spells out every anchor and reads the same way. */
  version: 3 | 4;
  /** Site origin, such as `https://docs.strapi.io`. */
  origin: string;
  /** path, lvl0, lvl1, pageRank, language, docusaurus_tag, and the words of its reader questions when it has some */
  pages: [string, string | null, string | null, number, string, string, string?][];
  /**
   * page, anchor, lvl2..lvl6 (trailing empty levels left out). The anchor is
   * `HEADING_SLUG` when it is the slug of the section's heading, as
   * Docusaurus makes them: nearly every one, 9 KB of brotli otherwise.
   */
  sections: [number, string | typeof HEADING_SLUG | null, ...(string | null)[]][];
  /** Per record, its section minus the previous record's: records come in page order, so mostly 0 or 1. */
  sectionSteps: number[];
  /**
   * Per record, its text. A heading's own record has none: its type is its
   * section's deepest level, and its weight level follows from that.
   */
  contents: (string | null)[];
};

const DEEP_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export const HEADING_SLUG = 0;

/**
 * Heading slugs of one page, as github-slugger makes Docusaurus's heading
 * ids: lower case, punctuation dropped, spaces as hyphens, and `-1`, `-2`
 * after a repeated one. Where a page's ids differ, the index spells them out.
 */
function pageSlugger(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const base = heading.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    let slug = base;
    while (seen.has(slug)) {
      const count = seen.get(base)! + 1;
      seen.set(base, count);
      slug = `${base}-${count}`;
    }
    seen.set(slug, 0);
    return slug;
  };
}

/** Each section's heading slug, in section order, or null for a section without a heading of its own. */
function headingSlugs(sections: {page: number; deep: (string | null)[]}[]): (string | null)[] {
  let page = -1;
  let slug = pageSlugger();
  return sections.map((section) => {
    if (section.page !== page) {
      page = section.page;
      slug = pageSlugger();
    }
    let heading: string | null = null;
    for (const level of section.deep) heading = level ?? heading;
    return heading === null ? null : slug(heading);
  });
}

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
  const sectionAnchors: (string | null)[] = [];
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
      sectionAnchors.push(record.anchor);
    }
    sectionSteps.push(section - previousSection);
    previousSection = section;
    contents.push(record.content);
  }
  const slugs = headingSlugs(sections.map(([page, , ...deep]) => ({page, deep})));
  sections.forEach((section, i) => {
    if (slugs[i] !== null && slugs[i] === sectionAnchors[i]) section[1] = HEADING_SLUG;
  });
  return {version: 4, origin, pages, sections, sectionSteps, contents};
}

/** What the records of one section share: read once per section, not once per record. */
type SectionView = {id: number; page: PackedIndexFile['pages'][number]; anchor: string | null; pageUrl: string; url: string; hierarchy: Hierarchy; headingType: RecordType};

function viewSection(file: PackedIndexFile, id: number, slug: string | null): SectionView {
  const [pageId, packedAnchor, ...deep] = file.sections[id]!;
  const anchor = packedAnchor === HEADING_SLUG ? slug : packedAnchor;
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
  const slugs = headingSlugs(file.sections.map(([page, , ...deep]) => ({page, deep})));
  return file.contents.map((content, i) => {
    sectionId += file.sectionSteps[i]!;
    if (section?.id !== sectionId) {
      const previousPage = section?.page;
      section = viewSection(file, sectionId, slugs[sectionId]!);
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
    (file.version === 3 || file.version === 4) &&
    typeof file.origin === 'string' &&
    Array.isArray(file.pages) &&
    Array.isArray(file.sections) &&
    Array.isArray(file.sectionSteps) &&
    Array.isArray(file.contents) &&
    file.sectionSteps.length === file.contents.length
  );
}
