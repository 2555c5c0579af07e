import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {visit} from 'unist-util-visit';
import type {Code, Paragraph, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import 'mdast-util-directive';

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

/** Parses a file the way MDX 3 does; throws with a position on invalid MDX. */
export function parseMdx(source: string): Root {
  return processor.parse(source);
}

export type CodeBlock = {lang: string | null; meta: string | null; value: string; line: number};

export function codeBlocksOf(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      lang: node.lang ?? null,
      meta: node.meta ?? null,
      value: node.value,
      line: node.position?.start.line ?? 0,
    });
  });
  return blocks;
}

const ADMONITIONS = new Set(['note', 'tip', 'info', 'caution', 'danger', 'warning']);

/**
 * Directives other than admonitions. In prose, `ts:generate` or `a:b` parses
 * as a text directive and silently disappears from the page.
 */
export function strayDirectivesOf(tree: Root): {name: string; line: number}[] {
  const stray: {name: string; line: number}[] = [];
  visit(tree, (node) => {
    if (
      node.type === 'textDirective' ||
      node.type === 'leafDirective' ||
      (node.type === 'containerDirective' && !ADMONITIONS.has((node as {name: string}).name))
    ) {
      stray.push({name: (node as {name: string}).name, line: node.position?.start.line ?? 0});
    }
  });
  return stray;
}

/**
 * Lines that look like an admonition but did not parse as one, such as the
 * MDX 1 title form `:::tip Title` (MDX 3 wants `:::tip[Title]`): they show up
 * on the page as literal text.
 */
export function unparsedAdmonitionsOf(tree: Root): number[] {
  const lines: number[] = [];
  visit(tree, 'paragraph', (node: Paragraph) => {
    if (toString(node).trimStart().startsWith(':::')) lines.push(node.position?.start.line ?? 0);
  });
  return lines;
}
