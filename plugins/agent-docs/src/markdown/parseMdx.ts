import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';
import type {Root} from 'mdast';
import 'mdast-util-directive';
import 'mdast-util-mdx';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

/**
 * Plain Markdown out: GFM tables, `-` bullets, fenced code. No MDX
 * extension is registered, so any JSX or ESM node left in the tree makes
 * stringifying throw instead of leaking into a twin.
 */
const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  resourceLink: true,
});

/** Parses a page or snippet as Docusaurus' MDX 3 loader does. */
export function parseMdx(source: string): Root {
  return parser.parse(source);
}

export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}
