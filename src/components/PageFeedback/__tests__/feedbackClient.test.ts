import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import type {FeedbackPayload} from '@site/plugins/page-feedback/src/payload';
import {githubIssueUrl} from '../githubIssueUrl';
import {sendFeedback} from '../sendFeedback';
import {parseAll, saveAnswer, STORAGE_KEY} from '../feedbackStore';

const payload: FeedbackPayload = {
  page: '/cms/quick-start',
  helpful: false,
  reason: 'code-sample-broken',
  comment: 'Step 6: `curl` returns 403 & <b>nothing</b>.',
  section: 'step-6-fetch-your-content',
  version: '6.3.1',
};

describe('githubIssueUrl', () => {
  it('prefills a new issue on the docs repository with every answer', () => {
    const url = new URL(
      githubIssueUrl(
        {
          repositoryUrl: 'https://github.com/strapi/documentation',
          pageUrl: 'https://docs.strapi.io/cms/quick-start#step-6-fetch-your-content',
          pageTitle: 'Quick Start guide',
          sectionTitle: 'Step 6: Fetch your content',
        },
        payload,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/strapi/documentation/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback (code sample does not work): Quick Start guide › Step 6: Fetch your content');
    expect(url.searchParams.get('body')).toBe(
      [
        '**Page:** https://docs.strapi.io/cms/quick-start#step-6-fetch-your-content',
        '**Helpful:** No',
        '**Reason:** Code sample does not work',
        '**Site version:** 6.3.1',
        '',
        '**Comment:**',
        '',
        'Step 6: `curl` returns 403 & <b>nothing</b>.',
      ].join('\n'),
    );
  });

  it('says so when there is no comment', () => {
    const url = githubIssueUrl(
      {repositoryUrl: 'https://github.com/strapi/documentation', pageUrl: 'https://docs.strapi.io/cms/intro', pageTitle: 'Welcome'},
      {...payload, helpful: true, reason: null, comment: '', section: undefined},
    );
    expect(new URL(url).searchParams.get('title')).toBe('Docs feedback (helpful): Welcome');
    expect(new URL(url).searchParams.get('body')).toMatch(/\*\*Helpful:\*\* Yes\n\*\*Site version:\*\* 6\.3\.1\n\n\*\*Comment:\*\*\n\n_No comment\._$/);
  });
});

describe('sendFeedback', () => {
  let server: http.Server;
  let base: string;
  let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void;
  const received: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(body);
        answer(request, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    received.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs the payload as JSON and reports success', async () => {
    answer = (_request, response) => response.writeHead(201).end('{"ok":true}');
    expect(await sendFeedback(`${base}/feedback`, payload, 2000)).toEqual({ok: true});
    expect(JSON.parse(received[0])).toEqual(payload);
  });

  it('explains a refusal with the service’s own message', async () => {
    answer = (_request, response) => response.writeHead(422, {'content-type': 'application/json'}).end('{"error":"Unknown field: x."}');
    expect(await sendFeedback(`${base}/feedback`, payload, 2000)).toEqual({
      ok: false,
      message: 'The feedback service refused the message (HTTP 422): Unknown field: x.',
    });
    answer = (_request, response) => response.writeHead(500).end('<html>oops</html>');
    expect(await sendFeedback(`${base}/feedback`, payload, 2000)).toEqual({
      ok: false,
      message: 'The feedback service refused the message (HTTP 500).',
    });
  });

  it('asks the reader to wait when rate-limited', async () => {
    answer = (_request, response) => response.writeHead(429, {'retry-after': '60'}).end();
    const result = await sendFeedback(`${base}/feedback`, payload, 2000);
    expect(result).toMatchObject({ok: false, message: expect.stringContaining('Wait a minute')});
  });

  it('gives up after the time-out', async () => {
    answer = () => undefined;
    expect(await sendFeedback(`${base}/feedback`, payload, 600)).toEqual({
      ok: false,
      message: 'The feedback service did not answer within 1 second.',
    });
  });

  it('reports an unreachable service', async () => {
    const result = await sendFeedback('http://127.0.0.1:9/feedback', payload, 2000);
    expect(result).toEqual({ok: false, message: 'The feedback service could not be reached. Check your connection.'});
  });
});

describe('stored answers', () => {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };

  beforeAll(() => {
    Object.defineProperty(globalThis, 'window', {value: {localStorage, addEventListener() {}, removeEventListener() {}}, configurable: true});
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('keeps valid answers and drops anything else', () => {
    expect(parseAll(null)).toEqual({});
    expect(parseAll('{broken')).toEqual({});
    expect(parseAll('[1,2]')).toEqual({});
    expect(
      parseAll(
        JSON.stringify({
          '/cms/intro': {helpful: true, at: 5, extra: 'x'},
          '/cms/faq': {helpful: 'yes', at: 5},
          '/cms/cli': {helpful: false, at: Number.NaN},
          __proto__: {helpful: true, at: 5},
          'not-a-path': {helpful: true, at: 5},
        }),
      ),
    ).toEqual({'/cms/intro': {helpful: true, at: 5}});
  });

  it('saves the newest answer first and keeps at most 200 pages', () => {
    for (let i = 1; i <= 205; i += 1) saveAnswer(`/page-${i}`, {helpful: i % 2 === 0, at: i});
    const saved = parseAll(store.get(STORAGE_KEY) ?? null);
    expect(Object.keys(saved)).toHaveLength(200);
    expect(saved['/page-205']).toEqual({helpful: false, at: 205});
    expect(saved['/page-1']).toBeUndefined();
  });

  it('overwrites a corrupt value instead of failing', () => {
    store.set(STORAGE_KEY, '{"/cms/intro":');
    saveAnswer('/cms/intro', {helpful: true, at: 10});
    expect(JSON.parse(store.get(STORAGE_KEY)!)).toEqual({'/cms/intro': {helpful: true, at: 10}});
  });
});
