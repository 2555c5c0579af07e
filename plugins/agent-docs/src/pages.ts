/** A doc page as the agent-facing files list it. */
export type AgentPage = {
  id: string;
  /** Site path without trailing slash, such as `/cms/api/rest/populate-select`. */
  permalink: string;
  title: string;
  description: string;
  /** The sidebar the page shows, if any. */
  sidebar: string | null;
  /** Absolute path of the MDX source. */
  sourcePath: string;
};

/** `/cms/intro` → `/cms/intro.md`: where a page's Markdown twin lives. */
export function twinPath(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return `${clean || '/index'}.md`;
}

/** The twin's public URL, for links that leave the site (llms.txt, chat prompts). */
export function twinUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${twinPath(permalink)}`;
}
