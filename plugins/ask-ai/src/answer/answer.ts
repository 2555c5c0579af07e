import type {InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {answerCues, asksHow, asksProcedure} from './answerCues';
import {questionSurface} from './codeSurface';
import {composeAnswer, type ComposedAnswer} from './compose';
import type {CodeLookup} from './corpus';
import {retrieveSections, type RetrievalScope} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';

/**
 * The extractive answer to a question: retrieval, then composition. The
 * provider, the benchmark and the tests all answer through this.
 */
export function extractiveAnswer(index: InvertedIndex, question: string, codeFor: CodeLookup, scope?: RetrievalScope): ComposedAnswer {
  return composeAnswer(index, retrieveSections(index, question, {scope}), {
    withCode: asksHow(question),
    codeFor,
    cues: answerCues(question),
    procedure: asksProcedure(question),
    surface: questionSurface(question),
    scoped: scope?.sectionId ? 'section' : scope?.pagePath ? 'page' : undefined,
  });
}
