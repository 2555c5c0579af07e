export type TwinPage = {title: string; description: string; url: string};

/** One line of Markdown text with its link-breaking characters escaped. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>])/g, '\\$1').trim();
}

/**
 * A page's Markdown twin: the title, the description, a pointer to the
 * index of all twins, then the converted body.
 */
export function renderTwin(page: TwinPage, body: string, llmsTxtUrl: string): string {
  const head = [
    `# ${inline(page.title)}`,
    ...(page.description ? [inline(page.description)] : []),
    `Every page of these docs is listed as Markdown in [llms.txt](${llmsTxtUrl}). This page as HTML: [${inline(page.title)}](${page.url}).`,
  ];
  return `${head.join('\n\n')}\n\n${body.trim()}\n`;
}

/** A page inside llms-full.txt: its title and canonical URL first. */
export function renderFullEntry(page: TwinPage, body: string): string {
  const head = [`# ${inline(page.title)}`, `Source: ${page.url}`, ...(page.description ? [inline(page.description)] : [])];
  return `${head.join('\n\n')}\n\n${body.trim()}\n`;
}
