import type {InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import type {CodeBlock} from '@site/plugins/search-local/src/types';

export type CodeLookup = (sectionKey: string) => CodeBlock[] | undefined;

/** What the providers answer from: the search index, and code examples on demand. */
export type Corpus = {
  index: InvertedIndex;
  loadCode: () => Promise<CodeLookup>;
};

/** A failure the reader can act on; its message is shown as is. */
export class AnswerError extends Error {
  override name = 'AnswerError';
}
