import {extractiveAnswer} from '../answer/answer';
import type {ComposedAnswer} from '../answer/compose';
import type {Corpus} from '../answer/corpus';
import type {RetrievalScope} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';
import {asksHow} from '../answer/answerCues';
import type {AnswerEvent, AnswerProvider, AnswerRequest} from '../answer/types';
import {chunks, nextTick} from './stream';

async function compose(corpus: Corpus, question: string, scope?: RetrievalScope): Promise<ComposedAnswer> {
  // Code examples load only for questions that ask how.
  const codeFor = asksHow(question) ? await corpus.loadCode() : () => undefined;
  return extractiveAnswer(corpus.index, question, codeFor, scope);
}

/**
 * The default provider: no network, no model. It answers from the docs'
 * own sentences, each cited to its section.
 */
export function createExtractiveProvider(loadCorpus: () => Promise<Corpus>): AnswerProvider {
  return {
    async *answer({question, history, signal, scope}: AnswerRequest): AsyncGenerator<AnswerEvent> {
      const corpus = await loadCorpus();
      let answer = await compose(corpus, question, scope);
      const previous = history.at(-1);
      // A follow-up such as "and in TypeScript?" leans on the question before it.
      if (!answer.confident && previous) {
        const followUp = await compose(corpus, `${previous.question} ${question}`, scope);
        if (followUp.confident) answer = followUp;
      }
      yield {type: 'sources', sources: answer.sources, confident: answer.confident};
      // The first words show at once; later pieces wait a tick so the page paints between them.
      for (const [i, piece] of chunks(answer.text).entries()) {
        if (i > 0) await nextTick(signal);
        else signal.throwIfAborted();
        yield {type: 'delta', text: piece};
      }
    },
  };
}
