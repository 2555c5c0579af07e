import http from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {DocsLibrary} from './docsLibrary';
import {createMcpServer} from './createMcpServer';

export const MCP_PATH = '/mcp';
const HOST = '127.0.0.1';

/**
 * Streamable HTTP on 127.0.0.1, stateless: each POST gets a fresh server
 * and transport, so concurrent clients never share a session. Host header
 * checks stop other web pages from reaching it through DNS rebinding.
 */
export function serveHttp(library: DocsLibrary, port: number): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (url.pathname !== MCP_PATH) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end(`The MCP endpoint is ${MCP_PATH}.\n`);
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, {Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8'}).end('This stateless MCP server answers POST only.\n');
      return;
    }
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: true,
      allowedHosts: [`${HOST}:${actualPort}`, `localhost:${actualPort}`],
    });
    const mcp = createMcpServer(library);
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    try {
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'}).end(`MCP request failed: ${(error as Error).message}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}
