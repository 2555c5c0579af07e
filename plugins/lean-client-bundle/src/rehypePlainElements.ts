import type {Element, Parents, Root} from 'hast';
import {visit} from 'unist-util-visit';

/**
 * Markdown elements the theme's MDX components would render unchanged,
 * marked as explicit JSX so that MDX writes them as plain elements instead
 * of through `_components` (MDX leaves `<code>` written as JSX alone, and
 * `hast-util-to-estree` carries the mark over from the element):
 * - inline code (`MDXComponents/Code` picks `CodeInline`, a bare `<code>`);
 * - lists without a class (`MDXComponents/Ul` only adds one to task lists);
 * - list items without an id (`MDXComponents/Li` only acts on an id, which
 *   footnotes have).
 * Each would otherwise be two component fibers for React to hydrate: 337 of
 * them for the inline code of `/cms/configurations/middlewares` alone. The
 * HTML is the same.
 */
export default function rehypePlainElements() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (!isPlain(node, parent)) return;
      node.data = {...node.data, _mdxExplicitJsx: true} as Element['data'];
    });
  };
}

function isPlain(node: Element, parent: Parents | undefined): boolean {
  switch (node.tagName) {
    case 'code':
      return !(parent?.type === 'element' && parent.tagName === 'pre') && node.children.every((child) => child.type === 'text' && !child.value.includes('\n'));
    case 'ul':
      return node.properties.className === undefined;
    case 'li':
      return node.properties.id === undefined;
    default:
      return false;
  }
}
