import http from 'node:http';
import type {SearchRecord} from '../types';
import {answerMultiQuery, InvalidRequestError} from '../engine/algoliaContract';
import {buildInvertedIndex, type InvertedIndex} from '../engine/invertedIndex';

export type SearchServerOptions = {
  /** Records served under each index name at start-up. */
  indexes: Record<string, SearchRecord[]>;
  /** Called with every request body, for tests and logs. */
  onRequest?: (request: {method: string; path: string; body: unknown}) => void;
};

type StoredIndex = {records: Map<string, SearchRecord>; settings: Record<string, unknown>; synonyms: unknown[]; inverted: InvertedIndex | null};

const MAX_BODY_BYTES = 50 * 1024 * 1024;

function readBody(request: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new InvalidRequestError('The body is too large.'));
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new InvalidRequestError('The body is not JSON.'));
      }
    });
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {'content-type': 'application/json; charset=utf-8'});
  response.end(JSON.stringify(body));
}

/**
 * A small HTTP server that speaks the part of Algolia's REST API the site
 * uses: multi-index queries for search, plus settings and batch writes so
 * `search:push` can be tested against it. Data lives in memory.
 */
export function createSearchServer(options: SearchServerOptions): http.Server {
  const stores = new Map<string, StoredIndex>();
  const store = (name: string): StoredIndex => {
    let entry = stores.get(name);
    if (!entry) {
      entry = {records: new Map(), settings: {}, synonyms: [], inverted: null};
      stores.set(name, entry);
    }
    return entry;
  };
  for (const [name, records] of Object.entries(options.indexes)) {
    const entry = store(name);
    for (const record of records) entry.records.set(record.objectID, record);
    // Built now, not on the first query: it must answer within the client's connect
    // timeout (1 s), which Algolia clients count until the response headers arrive.
    entry.inverted = buildInvertedIndex([...entry.records.values()]);
  }
  const indexFor = (name: string) => {
    const entry = stores.get(name);
    if (!entry) return undefined;
    entry.inverted ??= buildInvertedIndex([...entry.records.values()]);
    return entry.inverted;
  };

  return http.createServer(async (request, response) => {
    // Browsers call from the docs origin with Algolia's auth headers.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    try {
      const body = await readBody(request);
      options.onRequest?.({method: request.method ?? 'GET', path, body});
      if (request.method === 'POST' && path === '/1/indexes/*/queries') {
        return send(response, 200, answerMultiQuery(indexFor, body));
      }
      const settings = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path);
      if (settings && request.method === 'PUT') {
        const entry = store(decodeURIComponent(settings[1]!));
        entry.settings = {...entry.settings, ...(body as Record<string, unknown>)};
        return send(response, 200, {taskID: 1, updatedAt: new Date().toISOString()});
      }
      const synonyms = /^\/1\/indexes\/([^/]+)\/synonyms\/batch$/.exec(path);
      if (synonyms && request.method === 'POST') {
        // Kept for inspection: the engine applies the site's own synonym setting to every index.
        const entry = store(decodeURIComponent(synonyms[1]!));
        entry.synonyms = Array.isArray(body) ? body : [];
        return send(response, 200, {taskID: 3, updatedAt: new Date().toISOString()});
      }
      const batch = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path);
      if (batch && request.method === 'POST') {
        const entry = store(decodeURIComponent(batch[1]!));
        const operations = (body as {requests?: {action: string; body: SearchRecord}[]})?.requests ?? [];
        for (const {action, body: record} of operations) {
          if (action === 'clear') entry.records.clear();
          else if (action === 'addObject' || action === 'updateObject') entry.records.set(record.objectID, record);
          else if (action === 'deleteObject') entry.records.delete(record.objectID);
        }
        entry.inverted = null;
        return send(response, 200, {taskID: 2, objectIDs: operations.map((operation) => operation.body?.objectID)});
      }
      const task = /^\/1\/indexes\/[^/]+\/task\/\d+$/.exec(path);
      if (task) return send(response, 200, {status: 'published', pendingTask: false});
      send(response, 404, {message: `No route for ${request.method} ${path}`, status: 404});
    } catch (error) {
      const status = error instanceof InvalidRequestError ? 400 : 500;
      send(response, status, {message: (error as Error).message, status});
    }
  });
}
