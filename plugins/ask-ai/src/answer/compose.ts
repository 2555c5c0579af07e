import type {InvertedIndex} from '../../../search-local/src/engine/invertedIndex';
import {tokenize} from '../../../search-local/src/engine/normalize';
import type {CodeBlock} from '../../../search-local/src/types';
import type {Retrieval, ScoredSection, QueryWord} from './retrieve';
import {splitSentences} from './sentences';
import type {Source} from './types';

export type ComposedAnswer = {text: string; sources: Source[]; confident: boolean};

export type ComposeOptions = {
  /** Add a code example from the cited sections. */
  withCode: boolean;
  /** Code examples by section key. */
  codeFor: (sectionKey: string) => CodeBlock[] | undefined;
};

type Candidate = {
  rank: number;
  position: number;
  text: string;
  terms: Set<string>;
  score: number;
};

const SOURCE_SECTIONS = 3;
const MAX_SENTENCES = 4;
const MIN_WORDS = 4;
const MAX_WORDS = 70;
const DUPLICATE_OVERLAP = 0.5;
/** Below these, the sections only touch the question: say so instead of guessing. */
const MIN_COVERAGE = 0.6;
const MIN_SENTENCE_SHARE = 0.3;
const CLOSEST_PAGES = 3;

export const NO_CLEAR_ANSWER =
  'I could not find a clear answer to this question in the documentation. These pages are the closest matches:';

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

function matchedShare(terms: Set<string>, words: QueryWord[], totalIdf: number): number {
  let matched = 0;
  for (const word of words) {
    for (const term of word.terms.keys()) {
      if (terms.has(term)) {
        matched += word.idf;
        break;
      }
    }
  }
  return totalIdf === 0 ? 0 : matched / totalIdf;
}

function candidatesOf(index: InvertedIndex, scored: ScoredSection, rank: number, words: QueryWord[], totalIdf: number, topScore: number): Candidate[] {
  const candidates: Candidate[] = [];
  let position = 0;
  for (const recordIndex of scored.section.records) {
    const content = index.records[recordIndex]!.content;
    if (!content) continue;
    for (const text of splitSentences(content)) {
      const terms = new Set(tokenize(text).map((token) => token.term));
      const wordCount = text.split(/\s+/).length;
      position++;
      if (wordCount < MIN_WORDS || wordCount > MAX_WORDS || text.endsWith(':')) continue;
      const share = matchedShare(terms, words, totalIdf);
      // A sentence that shares little with the question adds noise, whatever its section.
      if (share < MIN_SENTENCE_SHARE) continue;
      // List items without a full stop are often fragments ("Populate: return relations").
      const fragment = /[.!?)]$/.test(text) ? 0 : 0.15;
      const score = share + 0.4 * (scored.score / topScore) + 0.15 / position - fragment;
      candidates.push({rank, position, text, terms, score});
    }
  }
  return candidates;
}

/** Picks the best sentences, skipping any that repeat one already picked. */
function pickSentences(candidates: Candidate[]): Candidate[] {
  const picked: Candidate[] = [];
  for (const candidate of [...candidates].sort((a, b) => b.score - a.score)) {
    if (picked.length === MAX_SENTENCES) break;
    if (picked.some((chosen) => overlap(chosen.terms, candidate.terms) >= DUPLICATE_OVERLAP)) continue;
    picked.push(candidate);
  }
  return picked.sort((a, b) => a.rank - b.rank || a.position - b.position);
}

function sourceOf(scored: ScoredSection, n: number): Source {
  const {section} = scored;
  return {n, title: section.pageTitle, section: section.heading, url: section.url};
}

function closestPages(sections: ScoredSection[]): Source[] {
  const seen = new Set<string>();
  const pages: Source[] = [];
  for (const scored of sections) {
    if (seen.has(scored.section.pageUrl)) continue;
    seen.add(scored.section.pageUrl);
    pages.push(sourceOf(scored, pages.length + 1));
    if (pages.length === CLOSEST_PAGES) break;
  }
  return pages;
}

/**
 * The first code example among the retrieved sections, best ranked first;
 * a section not cited yet becomes a new source.
 */
function codeExample(sections: ScoredSection[], sources: Map<number, Source>, options: ComposeOptions): string | null {
  for (const [rank, scored] of sections.entries()) {
    const block = options.codeFor(scored.section.key)?.[0];
    if (!block) continue;
    if (!sources.has(rank)) sources.set(rank, sourceOf(scored, sources.size + 1));
    const source = sources.get(rank)!;
    const label = block.title ? `\`${block.title}\`` : `Example from ${source.section ?? source.title}`;
    return `${label} [${source.n}]:\n\n\`\`\`${block.language}\n${block.code}\n\`\`\``;
  }
  return null;
}

/**
 * Writes an extractive answer: the retrieved sections' most relevant
 * sentences, de-duplicated, in source order, each cited to its section.
 * Weak evidence gives the closest pages and no answer.
 */
export function composeAnswer(index: InvertedIndex, retrieval: Retrieval, options: ComposeOptions): ComposedAnswer {
  const {words, sections} = retrieval;
  const totalIdf = words.reduce((sum, word) => sum + word.idf, 0);
  const top = sections.slice(0, SOURCE_SECTIONS);
  const best = top[0];
  if (!best || totalIdf === 0) return {text: NO_CLEAR_ANSWER, sources: closestPages(sections), confident: false};

  const candidates = top.flatMap((scored, rank) => candidatesOf(index, scored, rank, words, totalIdf, best.score));
  const picked = pickSentences(candidates);
  const bestShare = Math.max(0, ...picked.map((candidate) => matchedShare(candidate.terms, words, totalIdf)));
  if (best.coverage < MIN_COVERAGE || bestShare < MIN_SENTENCE_SHARE || picked.length === 0) {
    return {text: NO_CLEAR_ANSWER, sources: closestPages(sections), confident: false};
  }

  const sources = new Map<number, Source>();
  for (const candidate of picked) {
    if (!sources.has(candidate.rank)) sources.set(candidate.rank, sourceOf(top[candidate.rank]!, sources.size + 1));
  }
  // One paragraph per source, each sentence followed by its citation.
  const paragraphs: string[] = [];
  let previousRank = -1;
  for (const candidate of picked) {
    const cited = `${candidate.text} [${sources.get(candidate.rank)!.n}]`;
    if (candidate.rank === previousRank) paragraphs[paragraphs.length - 1] += ` ${cited}`;
    else paragraphs.push(cited);
    previousRank = candidate.rank;
  }
  const code = options.withCode ? codeExample(sections, sources, options) : null;
  if (code) paragraphs.push(code);
  return {text: paragraphs.join('\n\n'), sources: [...sources.values()], confident: true};
}
