import type {InvertedIndex} from '../../../search-local/src/engine/invertedIndex';
import {answerCues, asksProcedure} from './answerCues';
import {questionSurface} from './codeSurface';
import {composeAnswer, type ComposedAnswer} from './compose';
import type {CodeLookup} from './corpus';
import {asksHow} from './questionWords';
import {retrieveSections, type RetrievalScope} from './retrieve';

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
