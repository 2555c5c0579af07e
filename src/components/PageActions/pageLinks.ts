import {twinPath} from '@site/plugins/agent-docs/src/pages';

/** Where a page's Markdown lives, here and on the public site, and what to tell a chat assistant. */
export type PageLinks = {
  /** Same-origin path of the twin, for fetching and viewing. */
  twinPath: string;
  /** The twin on the public site (DOCS_SITE_URL), for prompts that leave the site. */
  publicTwinUrl: string;
};

export function pageLinks(permalink: string, siteUrl: string): PageLinks {
  const path = twinPath(permalink);
  return {twinPath: path, publicTwinUrl: `${siteUrl.replace(/\/+$/, '')}${path}`};
}

function chatPrompt(publicTwinUrl: string): string {
  return `Read ${publicTwinUrl} (a page of the Strapi 5 documentation, in Markdown) and help me with questions about it.`;
}

export const chatGptUrl = (publicTwinUrl: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(chatPrompt(publicTwinUrl))}`;
export const claudeUrl = (publicTwinUrl: string) => `https://claude.ai/new?q=${encodeURIComponent(chatPrompt(publicTwinUrl))}`;

/** The local docs MCP server as MCP clients configure it, once `npm run mcp -- --http` runs. */
export const MCP_SETUP = `${JSON.stringify({mcpServers: {'strapi-docs': {url: 'http://127.0.0.1:3100/mcp'}}}, null, 2)}\n`;
