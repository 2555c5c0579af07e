/**
 * `npm run mcp`: the docs as a Model Context Protocol server, over stdio,
 * reading the last build (`--dir`, default build/). With `--http`, serves
 * Streamable HTTP at http://127.0.0.1:<port>/mcp instead (`--port`, 3100).
 * Stdout belongs to the protocol in stdio mode: messages go to stderr.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadDocsLibrary, NoBuildError} from './docsLibrary';
import {createMcpServer} from './createMcpServer';
import {MCP_PATH, serveHttp} from './serveHttp';

const DEFAULT_PORT = 3100;

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, http: {type: 'boolean', default: false}, port: {type: 'string'}},
  });
  const port = Number(values.port ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new NoBuildError(`--port must be a port number, got "${values.port}".`);
  const library = loadDocsLibrary(path.resolve(values.dir!));
  if (values.http) {
    const server = await serveHttp(library, port);
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.error(`Strapi docs MCP server (Streamable HTTP) at http://127.0.0.1:${actual}${MCP_PATH}`);
    return;
  }
  await createMcpServer(library).connect(new StdioServerTransport());
  console.error(`Strapi docs MCP server on stdio, reading ${library.buildDir}`);
}

main().catch((error: unknown) => {
  // Expected problems (no build, a bad flag, a busy port) get one line, not a stack trace.
  const message = error instanceof NoBuildError ? error.message : error instanceof Error && 'code' in error && error.code === 'EADDRINUSE' ? `Port in use: ${error.message}` : null;
  console.error(message ?? error);
  process.exit(1);
});
