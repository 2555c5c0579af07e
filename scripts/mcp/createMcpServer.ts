import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import type {DocsLibrary} from './docsLibrary';
import {askDocs, formatAnswer, formatHits, getPage, searchDocs} from './tools';

const MAX_INPUT = 2000;

const text = (value: string, isError = false): CallToolResult => ({content: [{type: 'text', text: value}], ...(isError ? {isError} : {})});

/** The Strapi 5 docs as an MCP server: three tools over the last build. */
export function createMcpServer(library: DocsLibrary): McpServer {
  const server = new McpServer({name: 'strapi-docs', version: '1.0.0'});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Strapi 5 docs',
      description:
        'Keyword search over the Strapi 5 and Strapi Cloud documentation. Returns the best-matching sections with page title, section heading, URL, Markdown URL and a short snippet. Use it to find which page covers an API, option, CLI command or error; then call get_page to read the page. Short keyword queries work best, such as "populate relations rest" or "cron config".',
      inputSchema: {
        query: z.string().min(1).max(MAX_INPUT).describe('Keywords to search for.'),
        limit: z.number().int().min(1).max(20).optional().describe('How many sections to return (default 5, at most 20).'),
      },
    },
    async ({query, limit}) => {
      const hits = searchDocs(library, query, limit ?? 5);
      return hits.length > 0 ? text(formatHits(hits)) : text(`No section matches "${query}". Try fewer or other keywords.`);
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a Strapi 5 docs page',
      description:
        'Returns one documentation page as Markdown: title, description, then the full content with code examples. Accepts a site path ("/cms/api/rest/populate-select"), a full URL or a .md URL, as returned by search_docs. Use it when you know which page you need, or to read a page search_docs found. An unknown page gives an error that names the closest pages.',
      inputSchema: {
        path: z.string().min(1).max(MAX_INPUT).describe('Page path, full URL or .md URL.'),
      },
    },
    async ({path}) => {
      const page = getPage(library, path);
      return page.ok ? text(page.markdown) : text(page.message, true);
    },
  );

  server.registerTool(
    'ask_docs',
    {
      title: 'Ask the Strapi 5 docs a question',
      description:
        'Answers a natural-language question about Strapi 5 or Strapi Cloud with sentences taken from the documentation, each cited [n], followed by the numbered source sections and their URLs. When the docs hold no clear answer it says so and lists the closest pages. Use it for a quick cited answer; use get_page on a source to read the full context.',
      inputSchema: {
        question: z.string().min(1).max(MAX_INPUT).describe('The question, in plain English.'),
      },
    },
    async ({question}) => text(formatAnswer(await askDocs(library, question), library.siteUrl)),
  );

  return server;
}
