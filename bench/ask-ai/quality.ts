import type {InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import type {CodeLookup} from '@site/plugins/ask-ai/src/answer/corpus';
import {extractiveAnswer} from '@site/plugins/ask-ai/src/answer/answer';
import type {QuestionSet, ReaderQuestion} from './types';

export type AnswerQuality = {
  inScope: number;
  /** Expected page among the first 3 sources. */
  pageInTop3: number;
  /** One of the key facts in the answer text. */
  factInAnswer: number;
  /** In-scope questions answered with the no-clear-answer reply. */
  declined: number;
  outOfScope: number;
  refused: number;
  composeMs: number[];
  misses: string[];
};

const pageOf = (url: string) => url.split('#')[0]!;

/** Whether the answer, as the reader reads it (inline code marks aside), carries one of the facts. */
function hasFact(text: string, {facts}: ReaderQuestion): boolean {
  const lower = text.replaceAll('`', '').toLowerCase();
  return facts.some((fact) => lower.includes(fact.toLowerCase()));
}

/** Answers every question of a set as the extractive provider does, and scores the answers. */
export function answerQuality(index: InvertedIndex, codeFor: CodeLookup, set: QuestionSet): AnswerQuality {
  const quality: AnswerQuality = {
    inScope: set.inScope.length,
    pageInTop3: 0,
    factInAnswer: 0,
    declined: 0,
    outOfScope: set.outOfScope.length,
    refused: 0,
    composeMs: [],
    misses: [],
  };
  const timed = (question: string) => {
    const started = performance.now();
    const answer = extractiveAnswer(index, question, codeFor);
    quality.composeMs.push(performance.now() - started);
    return answer;
  };
  for (const labelled of set.inScope) {
    const answer = timed(labelled.question);
    const pages = answer.sources.map((source) => pageOf(source.url));
    const inTop3 = pages.slice(0, 3).some((page) => labelled.expected.includes(page));
    const fact = answer.confident && hasFact(answer.text, labelled);
    if (inTop3) quality.pageInTop3++;
    if (fact) quality.factInAnswer++;
    if (!answer.confident) quality.declined++;
    if (!inTop3 || !fact) {
      const why = [!inTop3 && 'page', !fact && (answer.confident ? 'fact' : 'declined')].filter(Boolean).join('+');
      quality.misses.push(`[${why}] "${labelled.question}" -> ${pages.slice(0, 3).join(', ') || 'no source'}`);
    }
  }
  for (const question of set.outOfScope) {
    const answer = timed(question);
    if (!answer.confident) quality.refused++;
    else quality.misses.push(`[answered out of scope] "${question}" -> ${answer.sources.map((s) => pageOf(s.url)).join(', ')}`);
  }
  return quality;
}
