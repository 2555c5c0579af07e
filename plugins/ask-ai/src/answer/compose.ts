import type {InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {tokenize} from '@site/plugins/search-local/src/engine/normalize';
import {QUESTION_STOP_WORDS} from '@site/plugins/search-local/src/engine/stopWords';
import type {CodeBlock} from '@site/plugins/search-local/src/types';
import {carries, type AnswerCue} from './answerCues';
import {sameSurface, type Surface} from './codeSurface';
import type {Retrieval, ScoredSection, QueryWord} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';
import {MENTIONS_OLDER_VERSION} from '@site/plugins/search-local/src/engine/retrieval/olderVersion';
import {markInlineCode} from './inlineCode';
import {splitSentences} from './sentences';
import type {Source} from './types';

export type ComposedAnswer = {text: string; sources: Source[]; confident: boolean};

export type ComposeOptions = {
  /** Add a code example from the cited sections. */
  withCode: boolean;
  /** Code examples by section key. */
  codeFor: (sectionKey: string) => CodeBlock[] | undefined;
  /** The kinds of fact the question asks for (a number, an identifier…). */
  cues?: AnswerCue[];
  /** The question asks how to do something: sentences naming an identifier help. */
  procedure?: boolean;
  /** The API the question is about, which a code example must use. */
  surface?: Surface | null;
  /**
   * What the reader asked about, which retrieval put first: a page, whose
   * first section opens the answer when it has a fitting sentence, or a
   * section (a code block's), which opens it even when its sentences share
   * few of the question's words.
   */
  scoped?: 'page' | 'section';
};

type Candidate = {
  rank: number;
  position: number;
  text: string;
  /** The text's inline code, as start and end offsets in it. */
  code: number[];
  terms: Set<string>;
  share: number;
  score: number;
};

const SOURCE_SECTIONS = 4;
const MAX_SUPPORT = 3;
const MIN_WORDS = 4;
const MAX_WORDS = 70;
const DUPLICATE_OVERLAP = 0.5;
/** Below these, the sections only touch the question: say so instead of guessing. */
const MIN_COVERAGE = 0.5;
const MIN_SENTENCE_SHARE = 0.3;
/** A supporting sentence from another section needs that section to rank close to the best one. */
const SUPPORT_SECTION_SCORE = 0.6;
/** The first sentence comes from a section that ranks close to the best one: a word-rich example elsewhere does not lead. */
const LEAD_SECTION_SCORE = 0.6;
/** How much carrying the asked-for kind of fact is worth, against the share of question words. */
const CUE_BONUS = 0.35;
const PROCEDURE_BONUS = 0.25;
/** Pages say what a section is about first: an early sentence is more often the answer. */
const EARLY_SENTENCE_BONUS = 0.25;
/** Two of the question's words side by side, as the reader wrote them ("latest minor"), against its share of words. */
const PHRASE_WEIGHT = 0.4;
/** A sentence that opens on a pronoun leans on the one before it: a weak first sentence. */
const LEANING_START = /^(it|this|these|they|that|those|then|also|otherwise)\b/i;
const CLOSEST_PAGES = 3;
/** A sentence about an earlier major version weighs less, as retrieval weighs such sections (see `olderVersion`). */
const OLDER_VERSION_PENALTY = 0.4;
const ABOUT_SHARE = 0.5;

export const NO_CLEAR_ANSWER =
  'I could not find a clear answer to this question in the documentation. These pages are the closest matches:';

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * Share of the question's weight a sentence matches. A word its section is
 * about (title, headings, path, reader questions) counts for half: the
 * sentence need not repeat it.
 */
function matchedShare(terms: Set<string>, words: QueryWord[], totalIdf: number, about: Set<number> = new Set()): number {
  let matched = 0;
  words.forEach((word, wordIndex) => {
    for (const term of word.terms.keys()) {
      if (terms.has(term)) {
        matched += word.idf;
        return;
      }
    }
    if (about.has(wordIndex)) matched += ABOUT_SHARE * word.idf;
  });
  return totalIdf === 0 ? 0 : matched / totalIdf;
}

/**
 * Share of the question's weight held by pairs of its topic words that the
 * sentence also puts side by side: "the latest minor release" answers
 * "latest minor version" better than "the latest patch of this minor".
 */
function phraseShare(sentenceTerms: string[], words: QueryWord[], totalIdf: number): number {
  if (totalIdf === 0) return 0;
  let matched = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    const [first, second] = [words[i]!, words[i + 1]!];
    for (let j = 0; j + 1 < sentenceTerms.length; j++) {
      if (first.terms.has(sentenceTerms[j]!) && second.terms.has(sentenceTerms[j + 1]!)) {
        matched += (first.idf + second.idf) / 2;
        break;
      }
    }
  }
  return matched / totalIdf;
}

/** The spans that lie inside the stretch from `start` to `end`, as offsets from `start`. */
function spansWithin(spans: number[], start: number, end: number): number[] {
  const inside: number[] = [];
  for (let i = 0; i + 1 < spans.length; i += 2) {
    if (spans[i]! >= start && spans[i + 1]! <= end) inside.push(spans[i]! - start, spans[i + 1]! - start);
  }
  return inside;
}

/** What every candidate sentence of one question is weighed against. */
type QuestionContext = {
  words: QueryWord[];
  totalIdf: number;
  /** The best section's retrieval score. */
  topScore: number;
  cues: AnswerCue[];
  procedure: boolean;
  /** The question names an earlier major version ("v4"). */
  namesOlder: boolean;
};

/**
 * A list item that opens on a lowercase word, not on code, finishes a
 * lead-in ("…then:" / "rolls the transaction back…"): alone it reads as a
 * broken sentence.
 */
function continuesLeadIn(text: string, code: readonly number[]): boolean {
  return /^[a-z]/.test(text) && code[0] !== 0;
}

function candidatesOf(
  index: InvertedIndex,
  scored: ScoredSection,
  rank: number,
  {words, totalIdf, topScore, cues, procedure, namesOlder}: QuestionContext,
  anyShare: boolean,
): Candidate[] {
  const candidates: Candidate[] = [];
  let position = 0;
  for (const recordIndex of scored.section.records) {
    const {content, codeSpans = []} = index.records[recordIndex]!;
    if (!content) continue;
    let from = 0;
    for (const text of splitSentences(content)) {
      const start = content.indexOf(text, from);
      from = start + text.length;
      const code = spansWithin(codeSpans, start, from);
      const sentenceTerms = tokenize(text)
        .map((token) => token.term)
        .filter((term) => !QUESTION_STOP_WORDS.has(term));
      const terms = new Set(sentenceTerms);
      const wordCount = text.split(/\s+/).length;
      position++;
      if (wordCount < MIN_WORDS || wordCount > MAX_WORDS || text.endsWith(':') || text.endsWith('?')) continue;
      if (continuesLeadIn(text, code)) continue;
      const share = matchedShare(terms, words, totalIdf, scored.aboutWords);
      // A sentence that shares little with the question adds noise, whatever its section.
      if (share < MIN_SENTENCE_SHARE && !anyShare) continue;
      // List items without a full stop are often fragments ("Populate: return relations").
      const fragment = /[.!?)]$/.test(text) ? 0 : 0.15;
      const cue = cues.some((kind) => carries(text, kind)) ? CUE_BONUS : procedure && carries(text, 'identifier') ? PROCEDURE_BONUS : 0;
      const phrase = PHRASE_WEIGHT * phraseShare(sentenceTerms, words, totalIdf);
      const older = !namesOlder && MENTIONS_OLDER_VERSION.test(text) ? OLDER_VERSION_PENALTY : 0;
      const score = share + phrase + 0.4 * (scored.score / topScore) + EARLY_SENTENCE_BONUS / position - fragment + cue - older;
      candidates.push({rank, position, text, code, terms, share, score});
    }
  }
  return candidates;
}

/**
 * The first sentence answers: the best one overall, not leaning on a
 * sentence before it. Up to three more follow, from the same section or
 * from sections that rank close to it, never repeating one already picked.
 */
function pickSentences(candidates: Candidate[], sections: ScoredSection[], leadFromFirst: boolean): Candidate[] {
  const byScore = [...candidates].sort((a, b) => b.score - a.score);
  const topScore = sections[0]!.score;
  const fromFirst = leadFromFirst
    ? byScore.filter((candidate) => candidate.rank === 0)
    : byScore.filter((candidate) => sections[candidate.rank]!.score >= LEAD_SECTION_SCORE * topScore);
  const leads = fromFirst.length > 0 ? fromFirst : byScore;
  const lead = leads.find((candidate) => !LEANING_START.test(candidate.text)) ?? leads[0];
  if (!lead) return [];
  const onSubject = (candidate: Candidate) =>
    candidate.rank === lead.rank ||
    sections[candidate.rank]!.section.pageUrl === sections[lead.rank]!.section.pageUrl ||
    sections[candidate.rank]!.score >= SUPPORT_SECTION_SCORE * topScore;
  const support: Candidate[] = [];
  for (const candidate of byScore) {
    if (support.length === MAX_SUPPORT) break;
    if (candidate === lead || !onSubject(candidate)) continue;
    if ([lead, ...support].some((chosen) => overlap(chosen.terms, candidate.terms) >= DUPLICATE_OVERLAP)) continue;
    support.push(candidate);
  }
  return [lead, ...support.sort((a, b) => a.rank - b.rank || a.position - b.position)];
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
 * A code example that uses the API the question is about: from a cited
 * section, the first sentence's first; else from a section that ranks close
 * to the best one (a procedure's command is often in the block under the
 * sentence that describes it), which the answer then cites too.
 */
function codeExample(top: ScoredSection[], sources: Map<number, Source>, leadRank: number, options: ComposeOptions): string | null {
  const uncitedCloseRanks = top.flatMap((scored, rank) => (!sources.has(rank) && scored.score >= SUPPORT_SECTION_SCORE * top[0]!.score ? [rank] : []));
  const ranks = [leadRank, ...[...sources.keys()].filter((rank) => rank !== leadRank), ...uncitedCloseRanks];
  for (const rank of ranks) {
    const block = options.codeFor(top[rank]!.section.key)?.find((candidate) => sameSurface(options.surface ?? null, candidate));
    if (!block) continue;
    if (!sources.has(rank)) sources.set(rank, sourceOf(top[rank]!, sources.size + 1));
    const source = sources.get(rank)!;
    const label = block.title ? `\`${block.title}\`` : `Example from ${source.section ?? source.title}`;
    return `${label} [${source.n}]:\n\n\`\`\`${block.language}\n${block.code}\n\`\`\``;
  }
  return null;
}

/**
 * Writes an extractive answer: a first sentence that answers, then at most
 * three supporting sentences on the same subject, each cited to its
 * section, and a code example on the question's API when it asks how.
 * Weak evidence gives the closest pages and no answer.
 */
export function composeAnswer(index: InvertedIndex, retrieval: Retrieval, options: ComposeOptions): ComposedAnswer {
  const {words, sections, namesOlderVersion} = retrieval;
  const totalIdf = words.reduce((sum, word) => sum + word.idf, 0);
  const top = sections.slice(0, SOURCE_SECTIONS);
  const best = top[0];
  if (!best || (totalIdf === 0 && options.scoped !== 'section')) return {text: NO_CLEAR_ANSWER, sources: closestPages(sections), confident: false};

  const cues = options.cues ?? [];
  const aboutFirst = options.scoped === 'section';
  const question: QuestionContext = {
    words,
    totalIdf,
    topScore: best.score,
    cues,
    procedure: options.procedure === true,
    namesOlder: namesOlderVersion,
  };
  const candidates = top.flatMap((scored, rank) => candidatesOf(index, scored, rank, question, aboutFirst && rank === 0));
  const picked = pickSentences(candidates, top, options.scoped !== undefined);
  const bestShare = Math.max(0, ...picked.map((candidate) => candidate.share));
  const weak = best.coverage < MIN_COVERAGE || bestShare < MIN_SENTENCE_SHARE;
  // When the reader pointed at the section, it answers however few words it shares.
  if (picked.length === 0 || (weak && !aboutFirst)) {
    return {text: NO_CLEAR_ANSWER, sources: closestPages(sections), confident: false};
  }

  const sources = new Map<number, Source>();
  for (const candidate of picked) {
    if (!sources.has(candidate.rank)) sources.set(candidate.rank, sourceOf(top[candidate.rank]!, sources.size + 1));
  }
  // The first sentence opens the answer; each source's sentences share a paragraph.
  const [lead, ...support] = picked;
  const paragraphs = [`${markInlineCode(lead!.text, lead!.code)} [${sources.get(lead!.rank)!.n}]`];
  let previousRank = lead!.rank;
  for (const candidate of support) {
    const cited = `${markInlineCode(candidate.text, candidate.code)} [${sources.get(candidate.rank)!.n}]`;
    if (candidate.rank === previousRank) paragraphs[paragraphs.length - 1] += ` ${cited}`;
    else paragraphs.push(cited);
    previousRank = candidate.rank;
  }
  const code = options.withCode ? codeExample(top, sources, lead!.rank, options) : null;
  if (code) paragraphs.push(code);
  return {text: paragraphs.join('\n\n'), sources: [...sources.values()], confident: true};
}
