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
/** Retrieved pages the engine did not find that may join the hits. */
const ADDED_PAGES = 3;
/** How much of the question's weight an added page must match. */
const ADDED_COVERAGE = 0.8;

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
export function fuseRankings(index: InvertedIndex, query: string, distinct: number[], allowed: Uint8Array): number[] {
  const table = sectionTable(index);
  const pageOf = (position: number) => table.sections[table.sectionOfRecord[position]!]!.pageUrl;
  /** Each retrieved page, with the first record of its best section. */
  const retrieved = new Map<string, {position: number; coverage: number}>();
  for (const {section, coverage} of retrieveSections(index, query, {limit: RETRIEVED_SECTIONS, for: 'pages'}).sections) {
    if (!retrieved.has(section.pageUrl)) retrieved.set(section.pageUrl, {position: section.records[0]!, coverage});
  }
  if (retrieved.size === 0) return distinct;
  const head = distinct.slice(0, FUSED_HITS);
  const enginePages: string[] = [];
  for (const position of head) {
    const page = pageOf(position);
    if (!enginePages.includes(page)) enginePages.push(page);
  }
  // A page about the whole question may lack one of its words, which the engine requires: it joins the hits.
  const retrievedPages = [...retrieved.keys()];
  const addedUrls = new Set<string>();
  const addedPages: string[] = [];
  for (const page of retrievedPages.slice(0, ADDED_PAGES)) {
    const {position, coverage} = retrieved.get(page)!;
    if (enginePages.includes(page) || allowed[position] !== 1 || coverage < ADDED_COVERAGE) continue;
    head.push(position);
    addedPages.push(page);
    addedUrls.add(index.records[position]!.url);
  }
  const tail = distinct.slice(FUSED_HITS).filter((position) => !addedUrls.has(index.records[position]!.url));
  const score = new Map<string, number>();
  // An added page ranks, for the engine, right after the pages it found.
  [...enginePages, ...addedPages].forEach((page, rank) => score.set(page, 1 / (K + Math.min(rank, enginePages.length))));
  retrievedPages.forEach((page, rank) => score.set(page, (score.get(page) ?? 0) + RETRIEVAL_WEIGHT / (K + rank)));
  const order = new Map(head.map((position, rank) => [position, rank]));
  const fused = [...head].sort((a, b) => score.get(pageOf(b))! - score.get(pageOf(a))! || order.get(a)! - order.get(b)!);
  // The best section of each of the first pages leads, so a question shows its likely pages at a glance.
  const seen = new Set<string>();
  const leads = fused.filter((position) => !seen.has(pageOf(position)) && seen.add(pageOf(position))).slice(0, LEADING_PAGES);
  const rest = fused.filter((position) => !leads.includes(position));
  return [...leads, ...rest, ...tail];
}
