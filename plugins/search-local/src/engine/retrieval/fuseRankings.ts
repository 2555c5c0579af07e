import type {InvertedIndex} from '../invertedIndex';
import {retrieveSections} from './retrieveSections';
import {sectionTable} from './sections';

/** Hits reordered: further down, the engine's order stands. */
export const FUSED_HITS = 50;
/** Reciprocal rank fusion's constant. */
const K = 5;
/** Section retrieval weighs more than the engine's tie-breaking: it reads the whole question. */
const RETRIEVAL_WEIGHT = 3;
const RETRIEVED_SECTIONS = 30;
const LEADING_PAGES = 3;

/**
 * Reorders the engine's first hits (record positions, one per URL) for a
 * query of several words. The engine ranks as DocSearch does: by words
 * matched, typos, the best attribute, proximity. A sentence typed as a
 * question ("code that runs when the app starts") matches many pages on
 * some word in a heading; section retrieval (BM25 with the title, headings,
 * sidebar path and reader questions as strong evidence) ranks the pages
 * that are about the whole question. Reciprocal rank fusion of the two page
 * orders keeps what each gets right.
 */
export function fuseRankings(index: InvertedIndex, query: string, distinct: number[]): number[] {
  const head = distinct.slice(0, FUSED_HITS);
  const retrievedPages: string[] = [];
  for (const {section} of retrieveSections(index, query, {limit: RETRIEVED_SECTIONS}).sections) {
    if (!retrievedPages.includes(section.pageUrl)) retrievedPages.push(section.pageUrl);
  }
  if (retrievedPages.length === 0) return distinct;
  const table = sectionTable(index);
  const pageOf = (position: number) => table.sections[table.sectionOfRecord[position]!]!.pageUrl;
  const enginePages: string[] = [];
  for (const position of head) {
    const page = pageOf(position);
    if (!enginePages.includes(page)) enginePages.push(page);
  }
  const score = new Map<string, number>();
  enginePages.forEach((page, rank) => score.set(page, 1 / (K + rank)));
  retrievedPages.forEach((page, rank) => {
    if (score.has(page)) score.set(page, score.get(page)! + RETRIEVAL_WEIGHT / (K + rank));
  });
  const order = new Map(head.map((position, rank) => [position, rank]));
  const fused = [...head].sort((a, b) => score.get(pageOf(b))! - score.get(pageOf(a))! || order.get(a)! - order.get(b)!);
  // The best section of each of the first pages leads, so a question shows its likely pages at a glance.
  const seen = new Set<string>();
  const leads = fused.filter((position) => !seen.has(pageOf(position)) && seen.add(pageOf(position))).slice(0, LEADING_PAGES);
  const rest = fused.filter((position) => !leads.includes(position));
  return [...leads, ...rest, ...distinct.slice(FUSED_HITS)];
}
