import {postingAttribute, postingRecord, SEARCHABLE_ATTRIBUTES, type InvertedIndex} from '../invertedIndex';
import {matchTerms} from '../matchTerms';
import {tokenize} from '../normalize';
import {synonymAlternatives} from '../synonyms';
import {isNumber, questionWords} from './questionWords';
import {bestFirst} from '../bestFirst';
import {sectionTable, type Section} from './sections';
import {namesOlderVersion} from './olderVersion';

/** A query word, the index terms that stand for it and how much it tells sections apart. */
export type QueryWord = {word: string; terms: Map<string, number>; idf: number};

export type ScoredSection = {
  section: Section;
  score: number;
  /** Share of the question's weight (by idf) the section matches, 0 to 1. */
  coverage: number;
  /**
   * The question words (by index) that the page title, the section's
   * headings, the sidebar path or the page's reader questions hold: the
   * section is about them, even where its sentences do not repeat them.
   */
  aboutWords: Set<number>;
};

export type Retrieval = {
  words: QueryWord[];
  sections: ScoredSection[];
  /** The question names an earlier major version ("v4"), so sections and sentences about it may answer. */
  namesOlderVersion: boolean;
};

const CONTENT = SEARCHABLE_ATTRIBUTES.indexOf('content');
const QUESTIONS = SEARCHABLE_ATTRIBUTES.indexOf('questions');
const AREA = 0;
const TITLE = 1;
// BM25's usual constants.
const K1 = 1.2;
const B = 0.75;
/** Strong evidence: the words of the page title, the section heading and the headings above it, the sidebar path. */
const TITLE_BOOST = 2.5;
const HEADING_BOOST = 1.5;
const PARENT_HEADING_BOOST = 0.75;
/**
 * A heading word that the page title holds too ("Create a webhook" on the
 * Webhooks page) tells less about which of the page's sections answers
 * than one only that heading holds ("Events"): its heading boost counts half.
 */
const TITLED_HEADING_SHARE = 0.5;
const PATH_BOOST = 1;
const AREA_BOOST = 0.5;
/**
 * A question readers ask about the page shares the word. That says which
 * page, not which of its sections: it weighs less when sections are picked
 * for an answer than when pages are ranked for search.
 */
const QUESTIONS_BOOST: Record<RetrievalFor, number> = {pages: 1.5, answers: 1};
const TYPO_DISCOUNT = 0.6;
/** A synonym stands for the reader's word, a little less surely than the word itself. */
const SYNONYM_WEIGHT = 0.8;
const MAX_SECTIONS_PER_PAGE = 2;
/**
 * A number in a question is usually the reader's own value ("port 8080",
 * "between 10 and 50"), which the docs rarely repeat: rare, but no sign of
 * the topic.
 */
const NUMBER_WEIGHT = 0.5;
const LOW_RANK_PRIOR = 0.6;
/**
 * A section on how an earlier major version worked ("Strapi 4") answers a
 * question about today's Strapi only by mistake, unless the question names
 * that version.
 */
const OLDER_VERSION_PRIOR = 0.5;


/**
 * A word found in a dozen sections or fewer tells them apart no better
 * than one found in two: past that, a reader's incidental word ("boots",
 * "answering") that one page happens to use would outweigh the words the
 * question is about. A word no section holds keeps its full weight, so
 * that it still lowers every section's coverage.
 */
const MAX_IDF = 5;

/** BM25's idf of a word over the sections, capped at `MAX_IDF` for words some section holds. */
export function wordIdf(sections: number, sectionsWithWord: number): number {
  const idf = Math.log(1 + (sections - sectionsWithWord + 0.5) / (sectionsWithWord + 0.5));
  return sectionsWithWord > 0 ? Math.min(idf, MAX_IDF) : idf;
}

/** Per section and question word: term weights summed over the content, and the best one per kind of place. */
type Evidence = {contentFrequency: number; heading: number; parentHeading: number; title: number; area: number; best: number};

/** Where the reader asked from: that page (and section) comes first among the sources. */
export type RetrievalScope = {pagePath?: string; sectionId?: string};

/** What the sections are for: an answer's sources, or search's page order. */
export type RetrievalFor = 'answers' | 'pages';

export type RetrievalOptions = {limit?: number; scope?: RetrievalScope; for?: RetrievalFor};

const bySectionScore = (a: ScoredSection, b: ScoredSection) => b.score - a.score || a.section.id - b.section.id;

/** The best weight of a term in both: a path has a few words, a word's terms can be dozens. */
function strongest(terms: Map<string, number>, candidates: Set<string>): number {
  let best = 0;
  for (const candidate of candidates) best = Math.max(best, terms.get(candidate) ?? 0);
  return best;
}

/** Puts the scope's section, then the rest of its page, before the other sections. */
function scoped(sections: ScoredSection[], scope: RetrievalScope | undefined, table: ReturnType<typeof sectionTable>): ScoredSection[] {
  const pagePath = scope?.pagePath?.replace(/\/$/, '');
  if (!pagePath) return sections;
  const inScope = (scored: ScoredSection) => scored.section.pageUrl.replace(/\/$/, '') === pagePath;
  const sectionUrl = scope?.sectionId ? `${pagePath}#${scope.sectionId}` : null;
  const order = (scored: ScoredSection) => (sectionUrl && scored.section.url === sectionUrl ? 0 : inScope(scored) ? 1 : 2);
  const result = [...sections];
  // The asked-about section may not hold the question's words: it comes first anyway.
  const asked = sectionUrl ? table.sections.find((section) => section.url === sectionUrl) : undefined;
  if (asked && !result.some((scored) => scored.section === asked)) {
    result.unshift({section: asked, score: result[0]?.score ?? 1, coverage: 1, aboutWords: new Set()});
  }
  return result.sort((a, b) => order(a) - order(b));
}

/**
 * Finds the sections that best answer a question: BM25 over section
 * content, plus strong evidence when the page title, the section's
 * headings, the page's sidebar path or its reader questions hold a
 * question word. Words match as the search engine matches them (plurals,
 * typos, identifier parts, synonyms). A scope puts the reader's page first.
 */
export function retrieveSections(index: InvertedIndex, question: string, {limit = 6, scope, for: purpose = 'answers'}: RetrievalOptions = {}): Retrieval {
  const questionsBoost = QUESTIONS_BOOST[purpose];
  const table = sectionTable(index);
  const total = table.sections.length;
  const evidence = new Map<number, Evidence[]>();
  /** Per page (by index), per word: the best weight among the words of its reader questions. */
  const asked = new Map<number, number[]>();
  const words: QueryWord[] = [];

  const synonyms = synonymAlternatives(tokenize(question).map((token) => token.term));
  questionWords(question).forEach((word, wordIndex) => {
    const terms = new Map<string, number>();
    const matches = matchTerms(index, word, false);
    // A question is written, not typed in a hurry: a word the docs hold is meant as written, and only
    // a word they lack is read as a typo ("good" is not "goog", "world" not "would").
    const known = matches.some((match) => match.typos === 0);
    for (const match of matches) if (!known || match.typos === 0) terms.set(match.term, TYPO_DISCOUNT ** match.typos);
    for (const alternative of synonyms.get(word) ?? []) {
      for (const match of matchTerms(index, alternative, false)) {
        if (match.typos === 0 && !terms.has(match.term)) terms.set(match.term, SYNONYM_WEIGHT);
      }
    }
    /** How many sections some posting of the word counts for. */
    let sectionsWithWord = 0;
    for (const [term, weight] of terms) {
      for (const posting of index.postings.get(term) ?? []) {
        const sectionId = table.sectionOfRecord[postingRecord(posting)]!;
        const attribute = postingAttribute(posting);
        const section = table.sections[sectionId]!;
        if (attribute === QUESTIONS) {
          const perWord = asked.get(section.pageIndex) ?? [];
          perWord[wordIndex] = Math.max(perWord[wordIndex] ?? 0, weight);
          asked.set(section.pageIndex, perWord);
          continue;
        }
        let perWord = evidence.get(sectionId);
        if (!perWord) {
          perWord = [];
          evidence.set(sectionId, perWord);
        }
        const entry = (perWord[wordIndex] ??= {contentFrequency: 0, heading: 0, parentHeading: 0, title: 0, area: 0, best: 0});
        if (attribute === CONTENT) entry.contentFrequency += weight;
        else if (attribute === section.headingAttribute) entry.heading = Math.max(entry.heading, weight);
        else if (attribute === TITLE) entry.title = Math.max(entry.title, weight);
        else if (attribute === AREA) entry.area = Math.max(entry.area, weight);
        else if (attribute < section.headingAttribute) entry.parentHeading = Math.max(entry.parentHeading, weight);
        else continue;
        // Weights are above 0: a section's first posting of the word leaves its mark in `best`.
        if (entry.best === 0) sectionsWithWord++;
        entry.best = Math.max(entry.best, weight);
      }
    }
    const idf = wordIdf(total, sectionsWithWord) * (isNumber(word) ? NUMBER_WEIGHT : 1);
    words.push({word, terms, idf});
  });

  const totalIdf = words.reduce((sum, word) => sum + word.idf, 0);
  const olderVersion = namesOlderVersion(words);
  const olderVersionPrior = olderVersion ? 1 : OLDER_VERSION_PRIOR;
  const scored: ScoredSection[] = [];
  for (const [sectionId, perWord] of evidence) {
    const section = table.sections[sectionId]!;
    if (section.linksOnly) continue;
    const lengthNorm = 1 - B + (B * section.length) / Math.max(1, table.averageLength);
    const askedOfPage = asked.get(section.pageIndex);
    let score = 0;
    let matchedIdf = 0;
    const aboutWords = new Set<number>();
    words.forEach(({word, idf, terms}, wordIndex) => {
      const entry = perWord[wordIndex];
      // The path may hold a word no text of the index holds ("rest").
      const path = section.pathTerms.has(word) ? 1 : strongest(terms, section.pathTerms);
      const fromQuestions = askedOfPage?.[wordIndex] ?? 0;
      if (!entry && !path && !fromQuestions) return;
      const tf = entry?.contentFrequency ?? 0;
      const bm25 = (tf * (K1 + 1)) / (tf + K1 * lengthNorm);
      const headings = (entry?.title ?? 0) > 0 ? TITLED_HEADING_SHARE : 1;
      const strong =
        headings * (HEADING_BOOST * (entry?.heading ?? 0) + PARENT_HEADING_BOOST * (entry?.parentHeading ?? 0)) +
        TITLE_BOOST * (entry?.title ?? 0) +
        AREA_BOOST * (entry?.area ?? 0) +
        PATH_BOOST * path +
        questionsBoost * fromQuestions;
      score += idf * (bm25 + strong);
      // A word matched only through a typo or a synonym is less surely there.
      matchedIdf += idf * Math.max(entry?.best ?? 0, path, fromQuestions);
      if (strong - AREA_BOOST * (entry?.area ?? 0) > 0) aboutWords.add(wordIndex);
    });
    const coverage = totalIdf === 0 ? 0 : matchedIdf / totalIdf;
    // Low-rank pages (deprecated APIs, fragments, migration) rank below the rest, as in search.
    const prior = (section.pageRank < 0 ? LOW_RANK_PRIOR : 1) * (section.olderVersion ? olderVersionPrior : 1);
    scored.push({section, score: score * (0.5 + coverage) * prior, coverage, aboutWords});
  }
  // A scope can lift any section of its page: it needs them all in order. Otherwise only the first `limit` are read.
  const ordered = scope?.pagePath ? scored.sort(bySectionScore) : bestFirst(scored, bySectionScore);
  const perPage = new Map<number, number>();
  const sections: ScoredSection[] = [];
  for (const candidate of ordered) {
    if (!scope?.pagePath && sections.length === limit) break;
    const count = perPage.get(candidate.section.pageIndex) ?? 0;
    perPage.set(candidate.section.pageIndex, count + 1);
    if (count < MAX_SECTIONS_PER_PAGE) sections.push(candidate);
  }
  return {words, sections: scoped(sections, scope, table).slice(0, limit), namesOlderVersion: olderVersion};
}
