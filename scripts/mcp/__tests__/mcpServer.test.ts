import {execFile} from 'node:child_process';
import path from 'node:path';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {loadDocsLibrary} from '../docsLibrary';
import {MCP_PATH, serveHttp} from '../serveHttp';
import {pagePathOf} from '../tools';
import {createFixtureBuild} from './fixtureBuild';

const TSX = path.resolve('node_modules/.bin/tsx');
const RUN = path.resolve('scripts/mcp/run.ts');

let buildDir: string;
let httpServer: Server;
const clients: Client[] = [];

beforeAll(async () => {
  buildDir = await createFixtureBuild();
  httpServer = await serveHttp(loadDocsLibrary(buildDir), 0);
}, 30_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await new Promise((resolve) => httpServer.close(resolve));
});

async function stdioClient(): Promise<Client> {
  const client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: TSX, args: [RUN, '--dir', buildDir], stderr: 'ignore'}));
  clients.push(client);
  return client;
}

async function httpClient(): Promise<Client> {
  const client = new Client({name: 'test', version: '1.0.0'});
  const {port} = httpServer.address() as AddressInfo;
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${MCP_PATH}`)));
  clients.push(client);
  return client;
}

const textOf = (result: unknown) => (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe.each([
  ['stdio', stdioClient],
  ['Streamable HTTP', httpClient],
])('MCP server over %s', (_name, connect) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  }, 30_000);

  it('lists the three tools with descriptions', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['ask_docs', 'get_page', 'search_docs']);
    for (const tool of tools) expect(tool.description!.length).toBeGreaterThan(80);
  });

  it('search_docs returns sections with title, URL, Markdown URL and snippet', async () => {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'populate relations', limit: 2}});
    const text = textOf(result);
    expect(text).toMatch(/^1\. Populate and select/);
    expect(text).toMatch(/^\d\. Populate and select > Population$/m);
    expect(text).toContain('URL: https://docs.example.com/cms/api/rest/populate-select#population');
    expect(text).toContain('Markdown: https://docs.example.com/cms/api/rest/populate-select.md');
    expect(text).toContain('dynamic zones');
    expect(text).not.toContain('3.');
  });

  it('search_docs says so when nothing matches, and rejects bad arguments', async () => {
    expect(textOf(await client.callTool({name: 'search_docs', arguments: {query: 'zzzqqq'}}))).toMatch(/No section matches/);
    const invalid = (await client.callTool({name: 'search_docs', arguments: {query: 'cron', limit: 500}})) as CallToolResult;
    expect(invalid.isError).toBe(true);
  });

  it('get_page returns the twin for a path, a full URL or a .md URL', async () => {
    for (const input of ['/cms/configurations/cron', 'https://docs.example.com/cms/configurations/cron/', 'https://docs.example.com/cms/configurations/cron.md']) {
      const result = (await client.callTool({name: 'get_page', arguments: {path: input}})) as CallToolResult;
      expect(result.isError).toBeFalsy();
      expect(textOf(result)).toMatch(/^# Cron jobs/);
    }
  });

  it('get_page names the closest pages for an unknown page, and refuses to leave the build', async () => {
    const missing = (await client.callTool({name: 'get_page', arguments: {path: '/cms/configurations/cron-jobs'}})) as CallToolResult;
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/No documentation page at "\/cms\/configurations\/cron-jobs"\. Closest pages:\n- Cron jobs: \/cms\/configurations\/cron/);
    const typo = textOf(await client.callTool({name: 'get_page', arguments: {path: 'https://docs.example.com/cms/api/rest/populate-selection.md'}}));
    expect(typo).toMatch(/Closest pages:\n- Populate and select: \/cms\/api\/rest\/populate-select\n/);
    const escape = (await client.callTool({name: 'get_page', arguments: {path: '/../../etc/passwd'}})) as CallToolResult;
    expect(escape.isError).toBe(true);
  });

  it('ask_docs answers with numbered sources', async () => {
    const text = textOf(await client.callTool({name: 'ask_docs', arguments: {question: 'How do I enable cron jobs?'}}));
    expect(text).toMatch(/cron\.enabled.*\[1\]/s);
    expect(text).toContain('[1] Cron jobs > Enabling cron jobs: https://docs.example.com/cms/configurations/cron#enabling-cron-jobs');
  });

  it('ask_docs says when the docs hold no clear answer', async () => {
    const text = textOf(await client.callTool({name: 'ask_docs', arguments: {question: 'What is the airspeed of an unladen swallow?'}}));
    expect(text).toMatch(/could not find a clear answer/);
  });
});

describe('npm run mcp', () => {
  it('explains a missing build in one line, without a stack trace', async () => {
    const failure = await promisify(execFile)(TSX, [RUN, '--dir', path.join(buildDir, 'nothing-here')]).catch((error: {code: number; stderr: string}) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect(failure.stderr.trim()).toMatch(/^No docs build in .*nothing-here.*Run "npm run build" first/);
    expect(failure.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe('pagePathOf', () => {
  it('normalizes paths and URLs and rejects what cannot be a page', () => {
    expect(pagePathOf('cms/intro')).toBe('/cms/intro');
    expect(pagePathOf('/cms/intro/index.html')).toBe('/cms/intro');
    expect(pagePathOf('https://docs.strapi.io/cms/intro.md#top')).toBe('/cms/intro');
    expect(pagePathOf('/')).toBeNull();
  });
});
