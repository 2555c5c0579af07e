import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startChatServer, STREAMED_ANSWER, type ChatServer} from '@site/tests/fixtures/chatServer';
import {createExtractiveProvider} from '../providers/extractive';
import {createOpenAiCompatibleProvider} from '../providers/openaiCompatible';
import {chunks} from '../providers/stream';
import type {AnswerEvent, AnswerProvider, PastTurn} from '../answer/types';
import {corpus} from './corpus';

async function collect(provider: AnswerProvider, question: string, history: PastTurn[] = []) {
  const events: AnswerEvent[] = [];
  for await (const event of provider.answer({question, history, signal: new AbortController().signal})) events.push(event);
  const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
  return {events, text};
}

describe('chunks', () => {
  it('cuts text into pieces that join back to the same text', () => {
    const text = 'One two three four five six seven [1].\n\n```js\nconst a = 1;\n```';
    expect(chunks(text, 3).join('')).toBe(text);
  });
});

describe('extractive provider', () => {
  const provider = createExtractiveProvider(async () => corpus());

  it('streams the sources first, then the cited answer', async () => {
    const {events, text} = await collect(provider, 'Which port does the server listen on?');
    expect(events[0]).toMatchObject({type: 'sources', confident: true});
    expect(events.length).toBeGreaterThan(2);
    expect(text).toMatch(/port 1337.*\[1\]/);
  });

  it('reads a follow-up question together with the one before it', async () => {
    const history = [{question: 'How do I deploy to Strapi Cloud?', answer: 'Run strapi deploy [1].'}];
    const {events} = await collect(provider, 'what does that command upload', history);
    expect(events[0]).toMatchObject({type: 'sources', confident: true});
    expect((events[0] as Extract<AnswerEvent, {type: 'sources'}>).sources[0]!.url).toBe('/cloud/cli/cloud-cli#deploy');
  });

  it('stops when the reader aborts', async () => {
    const controller = new AbortController();
    const stream = provider.answer({question: 'Which port does the server listen on?', history: [], signal: controller.signal});
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    controller.abort(new Error('closed'));
    await expect(iterator.next()).rejects.toThrow('closed');
  });
});

describe('OpenAI-compatible provider', () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(async () => server.close());

  const provider = (timeoutMs = 2000) =>
    createOpenAiCompatibleProvider({endpoint: server.url, model: 'test-model', timeoutMs}, async () => corpus());

  it('sends the question with the numbered sections and streams the answer', async () => {
    const {events, text} = await collect(provider(), 'Which port does the server listen on?');
    expect(text).toBe(STREAMED_ANSWER.join(''));
    expect(events[0]).toMatchObject({type: 'sources'});
    const request = server.requests.at(-1)!;
    expect(request).toMatchObject({model: 'test-model', stream: true});
    expect(request.messages[0]!.role).toBe('system');
    expect(request.messages[0]!.content).toContain('[1] Server configuration > Available options (/cms/configurations/server#available-options)');
    // The sections show the page's inline code as code.
    expect(request.messages[0]!.content).toContain('unless you set the `PORT` environment variable.');
    expect(request.messages.at(-1)).toEqual({role: 'user', content: 'Which port does the server listen on?'});
  });

  it('passes the earlier turns of the conversation', async () => {
    await collect(provider(), 'and the host?', [{question: 'Which port?', answer: 'Port 1337 [1].'}]);
    expect(server.requests.at(-1)!.messages.slice(1).map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('turns an error status into a message the reader can act on', async () => {
    await expect(collect(provider(), 'please fail')).rejects.toThrow('The answer service replied with status 500.');
  });

  it('gives up on a service that does not answer', async () => {
    await expect(collect(provider(300), 'a slow question')).rejects.toThrow('The answer service took too long to respond.');
  });

  it('rejects a stream it cannot read', async () => {
    await expect(collect(provider(), 'garbage please')).rejects.toThrow('The answer service sent a reply this site cannot read.');
  });

  it('reports an unreachable service', async () => {
    const offline = createOpenAiCompatibleProvider({endpoint: 'http://127.0.0.1:9/v1/chat/completions', model: 'm', timeoutMs: 2000}, async () => corpus());
    await expect(collect(offline, 'anything')).rejects.toThrow('The answer service could not be reached.');
  });
});
