import type {CheerioAPI} from 'cheerio';
import type {CodeBlock} from '../types';

const MAX_LINES = 40;
const MAX_BLOCKS_PER_SECTION = 2;

/**
 * The code examples of one built page, keyed by the section they sit in
 * (`/path#anchor`, or `/path#` before the first heading). The search index
 * leaves code out; Ask AI shows these when a question asks how.
 */
export function extractCodeBlocks(path: string, $: CheerioAPI): Record<string, CodeBlock[]> {
  const article = $('article').first();
  const sections: Record<string, CodeBlock[]> = {};
  let anchor = '';
  article.find('h2, h3, h4, h5, h6, pre.prism-code').each((_, node) => {
    const $node = $(node);
    if ($node.is('h2, h3, h4, h5, h6')) {
      anchor = $node.attr('id') ?? anchor;
      return;
    }
    const lines = $node.find('.token-line').map((__, line) => $(line).text()).get();
    if (lines.length === 0 || lines.length > MAX_LINES) return;
    const key = `${path}#${anchor}`;
    const blocks = (sections[key] ??= []);
    if (blocks.length >= MAX_BLOCKS_PER_SECTION) return;
    const language = /language-([\w-]+)/.exec($node.attr('class') ?? '')?.[1] ?? 'text';
    const title = $node.closest('.theme-code-block').find('[class^="codeBlockTitle"]').first().text().trim();
    blocks.push({language, title: title || null, code: lines.join('\n').replace(/\s+$/, '')});
  });
  return sections;
}
