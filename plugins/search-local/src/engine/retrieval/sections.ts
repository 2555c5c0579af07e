import type {InvertedIndex} from '../invertedIndex';
import type {SearchRecord} from '../../types';
import {HIERARCHY_LEVELS} from '../../types';
import {tokenize} from '../normalize';
import {OLDER_VERSION_HEADING} from './olderVersion';

/** A heading and the paragraphs under it, as the search index records them. */
export type Section = {
  id: number;
  /** `/path#anchor`, the key of its code examples. */
  key: string;
  /** Local path with anchor. */
  url: string;
  pageUrl: string;
  /** The page's number, the same for all its sections: a cheaper key than its URL. */
  pageIndex: number;
  pageTitle: string;
  heading: string | null;
  /** A link list at the end of a page ("Next steps", "See also"): it names topics without explaining them. */
  linksOnly: boolean;
  /** Its heading is only an earlier major version ("Strapi 4"): it describes how things used to work. */
  olderVersion: boolean;
  /** Attribute number (0..6 for lvl0..lvl6) of the section's own heading. */
  headingAttribute: number;
  /** The words of the page's path, which mirrors the sidebar (`/cms/api/rest/sort-pagination`). */
  pathTerms: Set<string>;
  records: number[];
  /** Words of content, for length normalization. */
  length: number;
  pageRank: number;
};

export type SectionTable = {sections: Section[]; sectionOfRecord: Int32Array; averageLength: number};

const tables = new WeakMap<InvertedIndex, SectionTable>();

const LINK_LIST_HEADING = /^(related (pages|topics|guides)|next steps?|see also|learn more|what's next|further reading)$/i;

/**
 * A URL as the index writes them: origin, then path and anchor in
 * characters that parsing keeps as they are (no dot segment, nothing to
 * percent-encode).
 */
const PLAIN_URL = /^https?:\/\/[^/?#\s]+(\/[\w\-.~!$&'()*+,;=:@/%#[\]^|]*)$/;

/** Path and anchor of a record's URL; parsed only when parsing could change it. */
function localPath(url: string): string {
  const plain = PLAIN_URL.exec(url);
  if (plain && !plain[1]!.includes('/.')) return plain[1]!;
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.hash}`;
}

function deepestHeading(record: SearchRecord): {text: string | null; attribute: number} {
  for (let level = HIERARCHY_LEVELS.length - 1; level >= 2; level--) {
    const text = record.hierarchy[HIERARCHY_LEVELS[level]!];
    if (text) return {text, attribute: level};
  }
  return {text: null, attribute: 1};
}

/** Groups the index's records by section, once per index. */
export function sectionTable(index: InvertedIndex): SectionTable {
  const known = tables.get(index);
  if (known) return known;
  const byUrl = new Map<string, Section>();
  const pages = new Map<string, {index: number; pathTerms: Set<string>}>();
  const sectionOfRecord = new Int32Array(index.records.length);
  let totalLength = 0;
  index.records.forEach((record, recordIndex) => {
    let section = byUrl.get(record.url);
    if (!section) {
      const heading = deepestHeading(record);
      const url = localPath(record.url);
      const pageUrl = localPath(record.url_without_anchor);
      let page = pages.get(pageUrl);
      if (!page) {
        const pathTerms = new Set(tokenize(pageUrl.replace(/^\/(cms|cloud)\//, '/')).map((token) => token.term));
        pages.set(pageUrl, (page = {index: pages.size, pathTerms}));
      }
      section = {
        id: byUrl.size,
        key: `${localPath(record.url_without_anchor)}#${record.anchor ?? ''}`,
        url,
        pageUrl,
        pageTitle: record.hierarchy.lvl1 ?? '',
        heading: heading.text,
        linksOnly: heading.text !== null && LINK_LIST_HEADING.test(heading.text),
        olderVersion: heading.text !== null && OLDER_VERSION_HEADING.test(heading.text),
        headingAttribute: heading.attribute,
        pageIndex: page.index,
        pathTerms: page.pathTerms,
        records: [],
        length: 0,
        pageRank: record.weight.pageRank,
      };
      byUrl.set(record.url, section);
    }
    section.records.push(recordIndex);
    const words = record.content ? record.content.split(/\s+/).length : 0;
    section.length += words;
    totalLength += words;
    sectionOfRecord[recordIndex] = section.id;
  });
  const sections = [...byUrl.values()];
  const table = {sections, sectionOfRecord, averageLength: totalLength / Math.max(1, sections.length)};
  tables.set(index, table);
  return table;
}
