import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {createHostedSearchClient, HOSTED_TIMEOUTS} from '../hostedSearchClient';
import {algoliaHostsOf} from '../../algoliaHosts';
import {createSearchServer} from '../../server/createSearchServer';
import {RECORDS} from '../../engine/__tests__/records';
import {docsearchQuery, DOCSEARCH_ATTRIBUTES_TO_RETRIEVE, resultsOf} from '@site/tests/fixtures/docsearchRequest';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const AGENT = 'strapi-docs-test-agent';

type Received = {method: string; path: string; url: string; headers: http.IncomingHttpHeaders; body: unknown};

/** Our Algolia-speaking server, behind a thin front that records each request as it arrived: URL, headers and body. */
const received: Received[] = [];
const searchServer = createSearchServer({indexes: {docs: RECORDS}});
const front = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  // Both listeners see every chunk: this one, then the search server's own.
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    received.push({
      method: request.method ?? '',
      path: new URL(request.url ?? '/', 'http://front').pathname,
      url: request.url ?? '',
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  });
  searchServer.emit('request', request, response);
});

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

let frontUrl = '';
beforeAll(async () => {
  frontUrl = await listen(front);
});
afterAll(() => close(front));
afterEach(() => {
  received.length = 0;
});

describe('hosted search client against an Algolia-compatible server', () => {
  it('exports the spec timeouts: connect 1 s, read 2 s, write 30 s', () => {
    expect(HOSTED_TIMEOUTS).toEqual({connect: 1000, read: 2000, write: 30000});
  });

  it('points the Algolia client at the hosted URL, or keeps Algolia hosts without one', () => {
    expect(algoliaHostsOf('http://127.0.0.1:8799')).toEqual([{url: '127.0.0.1:8799', protocol: 'http', accept: 'readWrite'}]);
    expect(algoliaHostsOf('https://search.example.com/ignored/path')).toEqual([
      {url: 'search.example.com', protocol: 'https', accept: 'readWrite'},
    ]);
    expect(algoliaHostsOf(null)).toBeUndefined();
    expect(algoliaHostsOf('')).toBeUndefined();
  });

  it('answers a DocSearch request with the hits of the hosted index', async () => {
    const client = createHostedSearchClient(APP_ID, API_KEY, AGENT, frontUrl);
    const results = resultsOf(
      await client.search({
        requests: [docsearchQuery('docs', 'findMany', {clickAnalytics: true}), docsearchQuery('docs', 'deployment')],
      }),
    );
    expect(results.map((result) => [result.index, result.query])).toEqual([
      ['docs', 'findMany'],
      ['docs', 'deployment'],
    ]);
    const [hit] = results[0]!.hits;
    expect(hit!.url).toBe('https://docs.example.com/cms/api/document-service#findmany');
    expect(hit!._highlightResult.hierarchy.lvl2!.value).toBe('<mark>findMany</mark>()');
    expect(hit!._snippetResult.content!.value).toContain('<mark>findMany</mark>');
    // clickAnalytics: true asks for a query ID, which the second request did not.
    expect(results[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(results[1]!.queryID).toBeUndefined();
    expect(results[1]!.hits.map((h) => h.url)).toContain('https://docs.example.com/cms/deployment');
  });

  it('sends POST /1/indexes/*/queries with the DocSearch parameters, credentials and agent', async () => {
    const client = createHostedSearchClient(APP_ID, API_KEY, AGENT, frontUrl);
    await client.search({requests: [docsearchQuery('docs', 'populate', {clickAnalytics: true, facetFilters: ['language:en'], snippetLength: 5})]});

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/1/indexes/*/queries');
    const url = new URL(request!.url, frontUrl);
    const credential = (name: string) => request!.headers[name] ?? url.searchParams.get(name);
    expect(credential('x-algolia-application-id')).toBe(APP_ID);
    expect(credential('x-algolia-api-key')).toBe(API_KEY);
    expect(url.searchParams.get('x-algolia-agent')).toContain(AGENT);

    const body = request!.body as {requests: Record<string, unknown>[]};
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({
      indexName: 'docs',
      query: 'populate',
      attributesToRetrieve: DOCSEARCH_ATTRIBUTES_TO_RETRIEVE,
      attributesToSnippet: expect.arrayContaining(['hierarchy.lvl1:5', 'content:5']) as unknown,
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: ['language:en'],
    });
  });

  it('answers concurrent searches of one client each with its own results', async () => {
    const client = createHostedSearchClient(APP_ID, API_KEY, AGENT, frontUrl);
    const [populate, findOne] = await Promise.all([
      client.search({requests: [docsearchQuery('docs', 'populate')]}),
      client.search({requests: [docsearchQuery('docs', 'findOne')]}),
    ]);
    expect(resultsOf(populate)[0]!.hits[0]!.url).toBe('https://docs.example.com/cms/api/rest/populate-select');
    expect(resultsOf(findOne)[0]!.hits[0]!.url).toBe('https://docs.example.com/cms/api/document-service#findone');
    expect(received.map((request) => (request.body as {requests: {query: string}[]}).requests[0]!.query).sort()).toEqual([
      'findOne',
      'populate',
    ]);
  });
});

describe('hosted search client when the host fails', () => {
  it('rejects with a RetryError, quickly, once the search server has closed', async () => {
    const server = createSearchServer({indexes: {docs: RECORDS}});
    const serverUrl = await listen(server);
    const client = createHostedSearchClient(APP_ID, API_KEY, AGENT, serverUrl);
    const request = {requests: [docsearchQuery('docs', 'findMany')]};
    expect(resultsOf(await client.search(request))[0]!.nbHits).toBeGreaterThan(0);

    await close(server);
    const started = Date.now();
    const error: unknown = await client.search(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('RetryError');
    // Refused, not timed out: well under the connect timeout.
    expect(Date.now() - started).toBeLessThan(HOSTED_TIMEOUTS.connect);
  });

  /** Times one search against a server that handles requests with `handler`, which never completes them. */
  async function timeToFailure(handler: http.RequestListener): Promise<{elapsed: number; error: unknown}> {
    const stuck = http.createServer(handler);
    const stuckUrl = await listen(stuck);
    try {
      const client = createHostedSearchClient(APP_ID, API_KEY, AGENT, stuckUrl);
      const started = Date.now();
      const error: unknown = await client.search({requests: [docsearchQuery('docs', 'findMany')]}).catch((caught: unknown) => caught);
      return {elapsed: Date.now() - started, error};
    } finally {
      await close(stuck);
    }
  }

  it('gives up after the 1 s connect timeout when the host never sends response headers', async () => {
    // Algolia's requester counts the connect timeout until the response headers arrive, not just the TCP connect.
    const {elapsed, error} = await timeToFailure(() => {});
    expect((error as Error).name).toBe('RetryError');
    expect(elapsed).toBeGreaterThanOrEqual(HOSTED_TIMEOUTS.connect - 50);
    expect(elapsed).toBeLessThan(HOSTED_TIMEOUTS.read);
  }, 5_000);

  it('gives up after the 2 s read timeout when the host starts an answer and never ends it', async () => {
    const {elapsed, error} = await timeToFailure((_request, response) => {
      response.writeHead(200, {'content-type': 'application/json'});
      response.write('{"results":[');
    });
    expect((error as Error).name).toBe('RetryError');
    expect(elapsed).toBeGreaterThanOrEqual(HOSTED_TIMEOUTS.read - 50);
    expect(elapsed).toBeLessThan(HOSTED_TIMEOUTS.read + HOSTED_TIMEOUTS.connect);
  }, 5_000);
});
