import {spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {STRAPI_APP_DIR} from '../samples/strapiApp';

export const STRAPI_PORT = Number(process.env.EXAMPLES_STRAPI_PORT ?? 4345);
export const STRAPI_ORIGIN = `http://127.0.0.1:${STRAPI_PORT}`;
const TOKEN_FILE = path.join(STRAPI_APP_DIR, '.tmp/api-token.txt');
const START_TIMEOUT_MS = 180_000;

export type RunningStrapi = {
  apiToken: string;
  /** Header that unlocks the app's `/api/docs-examples/*` routes. */
  secretHeaders: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * Starts the example app on loopback with a fresh database (the bootstrap
 * seeds it and writes an API token), and resolves once it answers.
 */
export async function startStrapi(): Promise<RunningStrapi> {
  fs.rmSync(path.join(STRAPI_APP_DIR, '.tmp'), {recursive: true, force: true});
  const secret = randomBytes(16).toString('hex');
  const child = spawn(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
    cwd: STRAPI_APP_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(STRAPI_PORT),
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      DOCS_EXAMPLES_SECRET: secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const stop = () => stopChild(child);
  try {
    await waitUntilReady(child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- Strapi output ---\n${log.join('').slice(-4000)}`, {cause: error});
  }
  return {apiToken: fs.readFileSync(TOKEN_FILE, 'utf8').trim(), secretHeaders: {'x-docs-examples-secret': secret}, stop};
}

async function waitUntilReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${STRAPI_ORIGIN}/api/homepage`);
      if (response.status === 200 && fs.existsSync(TOKEN_FILE)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Strapi did not answer on ${STRAPI_ORIGIN} within ${START_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
