import type {AnswerProvider} from '../answer/types';
import type {AskAiGlobalData} from '../index';
import {createExtractiveProvider} from '../providers/extractive';
import {createOpenAiCompatibleProvider} from '../providers/openaiCompatible';
import {loadBrowserCorpus} from './loadCorpus';

/** The provider the site is configured with, reading the search index at `manifestUrl`. */
export function createProvider(options: AskAiGlobalData, manifestUrl: string): AnswerProvider {
  const loadCorpus = () => loadBrowserCorpus(manifestUrl);
  if (options.provider === 'openai-compatible' && options.endpoint) {
    return createOpenAiCompatibleProvider(
      {endpoint: options.endpoint, model: options.model, timeoutMs: options.timeoutMs},
      loadCorpus,
    );
  }
  return createExtractiveProvider(loadCorpus);
}
