import {spawn} from 'node:child_process';

export type ServedBuild = {url: string; stop: () => void};

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

/** Serves a built site as `npm run serve` does (precompressed, cached), until `stop()`. */
export async function serveBuild(port: number, dir = 'build'): Promise<ServedBuild> {
  const server = spawn('npx', ['tsx', 'scripts/site/serve.ts', '--dir', dir, '--port', String(port)], {stdio: 'ignore', detached: true});
  const url = `http://localhost:${port}`;
  await waitForServer(`${url}/`);
  return {url, stop: () => process.kill(-server.pid!)};
}
