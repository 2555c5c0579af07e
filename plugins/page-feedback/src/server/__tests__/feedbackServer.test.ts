import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {createFeedbackServer, MAX_BODY_BYTES} from '../createFeedbackServer';
import {createRateLimiter} from '../rateLimiter';

const SITE = 'http://localhost:3000';
const message = {page: '/cms/quick-start', helpful: false, reason: 'hard-to-follow', comment: 'Too terse.', version: '6.3.1'};

describe('feedback receiver', () => {
  let dir: string;
  let file: string;
  let server: http.Server;
  let url: string;
  let clock: number;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-'));
    file = path.join(dir, 'feedback.jsonl');
    clock = Date.UTC(2026, 10, 26, 12, 0, 0);
    server = createFeedbackServer({file, allowedOrigins: [SITE], rateLimit: 3, rateWindowMs: 60_000, now: () => clock});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feedback`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, {method: 'POST', headers: {'content-type': 'application/json', origin: SITE, ...headers}, body});

  const lines = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : []);

  it('appends a valid message as one JSON line with its arrival time, and allows the site origin', async () => {
    const response = await post(JSON.stringify(message));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    await post(JSON.stringify({...message, helpful: true, reason: null, comment: '', section: 'step-1'}));
    expect(lines()).toEqual([
      {receivedAt: '2026-11-26T12:00:00.000Z', ...message},
      {receivedAt: '2026-11-26T12:00:00.000Z', ...message, helpful: true, reason: null, comment: '', section: 'step-1'},
    ]);
  });

  it('answers the CORS preflight for the site and refuses other origins', async () => {
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type'},
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const foreign = await post(JSON.stringify(message), {origin: 'https://evil.example'});
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(lines()).toEqual([]);
  });

  it('rejects bodies over 4 KB, whether declared or streamed', async () => {
    const big = JSON.stringify({...message, comment: 'x'.repeat(MAX_BODY_BYTES)});
    expect((await post(big)).status).toBe(413);

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', origin: SITE},
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(lines()).toEqual([]);
  });

  it('rejects wrong content types, bad JSON, unknown fields and wrong methods with a reason', async () => {
    const asForm = await post('page=/cms', {'content-type': 'application/x-www-form-urlencoded'});
    expect(asForm.status).toBe(415);
    const asText = await post(JSON.stringify(message), {'content-type': 'text/plain'});
    expect(asText.status).toBe(415);

    const broken = await post('{"page":');
    expect(broken.status).toBe(400);

    const extra = await post(JSON.stringify({...message, ip: '1.2.3.4'}));
    expect(extra.status).toBe(422);
    expect(await extra.json()).toEqual({error: 'Unknown field: ip.'});

    expect((await fetch(url, {headers: {origin: SITE}})).status).toBe(405);
    expect((await fetch(url.replace('/feedback', '/other'), {method: 'POST'})).status).toBe(404);
    expect(lines()).toEqual([]);
  });

  it('rate-limits each address and lets it send again in the next window', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(JSON.stringify(message))).status).toBe(201);
    const limited = await post(JSON.stringify(message));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    clock += 60_000;
    expect((await post(JSON.stringify(message))).status).toBe(201);
    expect(lines()).toHaveLength(4);
  });

  it('accepts server-to-server posts without an Origin header', async () => {
    const response = await fetch(url, {method: 'POST', headers: {'content-type': 'application/json; charset=utf-8'}, body: JSON.stringify(message)});
    expect(response.status).toBe(201);
  });
});

describe('createRateLimiter', () => {
  it('counts addresses separately and forgets quiet ones', () => {
    let time = 0;
    const limiter = createRateLimiter(1, 1000, () => time);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('b')).toBe(0);
    time = 400;
    expect(limiter.take('a')).toBe(1);
    time = 1000;
    expect(limiter.take('a')).toBe(0);
  });
});
