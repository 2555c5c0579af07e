import type {Hierarchy, RecordType, SearchRecord} from './types';

/**
 * The index as shipped: each page and section once, then records that
 * point at them. Records repeat their page's URL and headings, so this
 * halves the download compared with DocSearch's flat records.
 */
export type PackedIndexFile = {
  version: 2;
  /** Site origin, such as `https://docs.strapi.io`. */
  origin: string;
  /** path, lvl0, lvl1, pageRank, language, docusaurus_tag */
  pages: [string, string | null, string | null, number, string, string][];
  /** page, anchor, lvl2..lvl6 */
  sections: [number, string | null, ...(string | null)[]][];
  /** section, type, content, weight.level; a page's records are contiguous, in order. */
  records: [number, RecordType, string | null, number][];
};

const DEEP_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function packRecords(records: SearchRecord[]): PackedIndexFile {
  const origin = records[0] ? new URL(records[0].url).origin : '';
  const pages: PackedIndexFile['pages'] = [];
  const sections: PackedIndexFile['sections'] = [];
  const pageIds = new Map<string, number>();
  const sectionIds = new Map<string, number>();
  const packed = records.map((record): PackedIndexFile['records'][number] => {
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
    return [section, record.type, record.content, record.weight.level];
  });
  return {version: 2, origin, pages, sections, records: packed};
}

export function unpackRecords(file: PackedIndexFile): SearchRecord[] {
  let lastPage = -1;
  let position = 0;
  return file.records.map(([sectionId, type, content, level]) => {
    const [pageId, anchor, ...deep] = file.sections[sectionId]!;
    const [path, lvl0, lvl1, pageRank, language, tag] = file.pages[pageId]!;
    position = pageId === lastPage ? position + 1 : 0;
    lastPage = pageId;
    const pageUrl = `${file.origin}${path}`;
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    DEEP_LEVELS.forEach((name, i) => {
      hierarchy[name] = deep[i] ?? null;
    });
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
      weight: {pageRank, level, position},
    };
  });
}

export function isPackedIndexFile(value: unknown): value is PackedIndexFile {
  const file = value as PackedIndexFile;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.version === 2 &&
    typeof file.origin === 'string' &&
    Array.isArray(file.pages) &&
    Array.isArray(file.sections) &&
    Array.isArray(file.records)
  );
}
