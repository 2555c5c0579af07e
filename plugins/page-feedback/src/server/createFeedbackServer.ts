import fs from 'node:fs';
import http from 'node:http';
import {checkFeedbackPayload} from '../payload';
import {createRateLimiter} from './rateLimiter';

export type FeedbackServerOptions = {
  /** JSON Lines file each accepted message is appended to. */
  file: string;
  /** Site origins allowed to post from a browser, such as `https://docs.strapi.io`. */
  allowedOrigins: string[];
  /** Messages accepted per address in each window. */
  rateLimit: number;
  rateWindowMs: number;
  /** Clock, for tests. */
  now?: () => number;
};

export const MAX_BODY_BYTES = 4 * 1024;
export const FEEDBACK_PATH = '/feedback';

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(new RequestError(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        settled = true;
        reject(new RequestError(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!settled) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', (error) => {
      if (!settled) reject(error);
    });
  });
}

function isJson(request: http.IncomingMessage): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(type);
}

/**
 * The reference receiver for page feedback: a team that sets
 * DOCS_FEEDBACK_ENDPOINT can run this instead of a third-party service.
 * It keeps only what the widget sends plus the time of arrival; it never
 * stores the sender's address.
 */
export function createFeedbackServer(options: FeedbackServerOptions): http.Server {
  const limiter = createRateLimiter(options.rateLimit, options.rateWindowMs, options.now);
  const now = options.now ?? Date.now;
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));

  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin && allowed.has(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
          vary: 'Origin',
        }
      : {vary: 'Origin'};

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin);
    const reply = (status: number, body: Record<string, unknown> | null, extra: Record<string, string> = {}) => {
      response.writeHead(status, {...cors, ...extra, ...(body ? {'content-type': 'application/json; charset=utf-8'} : {})});
      response.end(body ? JSON.stringify(body) : undefined);
    };

    const path = new URL(request.url ?? '/', 'http://receiver').pathname;
    if (path !== FEEDBACK_PATH) return reply(404, {error: `Feedback is accepted at ${FEEDBACK_PATH} only.`});
    if (origin !== undefined && !allowed.has(origin)) {
      return reply(403, {error: `Origin ${origin} may not send feedback here.`});
    }
    if (request.method === 'OPTIONS') return reply(204, null);
    if (request.method !== 'POST') return reply(405, {error: 'Use POST.'}, {allow: 'POST, OPTIONS'});
    if (!isJson(request)) return reply(415, {error: 'The body must be sent as application/json.'});

    const wait = limiter.take(request.socket.remoteAddress ?? 'unknown');
    if (wait > 0) {
      return reply(429, {error: `Too many messages; try again in ${wait} s.`}, {'retry-after': String(wait)});
    }

    const text = await readBody(request);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return reply(400, {error: 'The body is not valid JSON.'});
    }
    const check = checkFeedbackPayload(parsed);
    if (!check.ok) return reply(422, {error: check.error});

    const line = JSON.stringify({receivedAt: new Date(now()).toISOString(), ...check.payload});
    await fs.promises.appendFile(options.file, `${line}\n`, 'utf8');
    return reply(201, {ok: true});
  };

  return http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      const status = error instanceof RequestError ? error.status : 500;
      const message = error instanceof RequestError ? error.message : 'The message could not be stored.';
      response.writeHead(status, {...corsHeaders(request.headers.origin), 'content-type': 'application/json; charset=utf-8', connection: 'close'});
      response.end(JSON.stringify({error: message}));
      if (status === 500) console.error(error);
    });
  });
}
