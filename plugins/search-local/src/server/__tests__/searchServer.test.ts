import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSearchServer} from '../createSearchServer';
import {pushIndex} from '../pushIndex';
import {RECORDS} from '../../engine/__tests__/records';
import {DOCS_SYNONYMS, DOCSEARCH_INDEX_SETTINGS} from '../../engine/indexSettings';

const seen: {method: string; path: string; body: unknown}[] = [];
const server = createSearchServer({indexes: {served: RECORDS}, onRequest: (request) => seen.push(request)});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function query(indexName: string, body: unknown = {requests: [{indexName, query: 'findMany'}]}) {
  const response = await fetch(`${base}/1/indexes/*/queries`, {method: 'POST', body: JSON.stringify(body)});
  return {status: response.status, json: (await response.json()) as {results: {nbHits: number}[]; message?: string}};
}

describe('search server', () => {
  it('answers multi-queries from the served records', async () => {
    const {status, json} = await query('served');
    expect(status).toBe(200);
    expect(json.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('answers CORS preflights and rejects bad bodies with 400', async () => {
    const preflight = await fetch(`${base}/1/indexes/*/queries`, {method: 'OPTIONS'});
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const bad = await query('served', {nope: true});
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('The body must hold a "requests" array.');
  });
});

describe('pushIndex against the local server', () => {
  it('sends the DocSearch settings, clears the index and adds every record', async () => {
    seen.length = 0;
    await pushIndex({appId: 'APP', apiKey: 'admin-key', indexName: 'pushed', records: RECORDS, host: base});
    const settings = seen.find((request) => request.method === 'PUT' && request.path === '/1/indexes/pushed/settings');
    expect(settings?.body).toEqual(DOCSEARCH_INDEX_SETTINGS);
    const synonyms = seen.find((request) => request.path === '/1/indexes/pushed/synonyms/batch');
    expect(synonyms?.body).toEqual(DOCS_SYNONYMS);
    expect(synonyms?.body).toContainEqual(expect.objectContaining({type: 'synonym', synonyms: expect.arrayContaining(['newest', 'desc'])}));
    const batch = seen.find((request) => request.path === '/1/indexes/pushed/batch');
    const operations = (batch?.body as {requests: {action: string}[]}).requests;
    expect(operations[0]!.action).toBe('clear');
    expect(operations.filter((operation) => operation.action === 'addObject')).toHaveLength(RECORDS.length);
    const {json} = await query('pushed');
    expect(json.results[0]!.nbHits).toBeGreaterThan(0);
  });
});
