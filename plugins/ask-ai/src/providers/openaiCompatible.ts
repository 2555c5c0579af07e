import {AnswerError, type Corpus} from '../answer/corpus';
import {retrieveSections} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';
import type {AnswerEvent, AnswerProvider, AnswerRequest, Source} from '../answer/types';
import {buildMessages} from './prompt';
import {sseData} from './sse';

export type ChatEndpoint = {
  /** URL of an OpenAI-compatible `chat/completions` endpoint. */
  endpoint: string;
  model: string;
  /** Longest wait for the first byte, and between two pieces of the stream. */
  timeoutMs: number;
};

const SOURCES = 5;

type ChatChunk = {choices?: {delta?: {content?: string | null}}[]};

function deltaOf(data: string): string {
  try {
    return (JSON.parse(data) as ChatChunk).choices?.[0]?.delta?.content ?? '';
  } catch {
    throw new AnswerError('The answer service sent a reply this site cannot read.');
  }
}

async function post(url: string, body: unknown, request: AnswerRequest, timeoutMs: number): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
      body: JSON.stringify(body),
      signal: AbortSignal.any([request.signal, timeout]),
    });
    if (!response.ok || !response.body) throw new AnswerError(`The answer service replied with status ${response.status}.`);
    return response;
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (error instanceof AnswerError) throw error;
    throw new AnswerError(timeout.aborted ? 'The answer service took too long to respond.' : 'The answer service could not be reached.');
  }
}

/**
 * Sends the question and the retrieved sections to a chat model that
 * streams its answer; the sources stay ours, so citations keep pointing at
 * the docs.
 */
export function createOpenAiCompatibleProvider(chat: ChatEndpoint, loadCorpus: () => Promise<Corpus>): AnswerProvider {
  return {
    async *answer(request: AnswerRequest): AsyncGenerator<AnswerEvent> {
      const {index} = await loadCorpus();
      const {sections} = retrieveSections(index, request.question, {limit: SOURCES, scope: request.scope});
      const sources: Source[] = sections.map(({section}, i) => ({
        n: i + 1,
        title: section.pageTitle,
        section: section.heading,
        url: section.url,
      }));
      const messages = buildMessages(index, sections, sources, request.history, request.question, request.code);
      const response = await post(chat.endpoint, {model: chat.model, stream: true, messages}, request, chat.timeoutMs);
      yield {type: 'sources', sources, confident: sources.length > 0};
      let received = false;
      for await (const data of sseData(response.body!, chat.timeoutMs)) {
        const text = deltaOf(data);
        if (!text) continue;
        received = true;
        yield {type: 'delta', text};
      }
      if (!received) throw new AnswerError('The answer service sent an empty answer.');
    },
  };
}
