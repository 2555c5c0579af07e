import type {Element, ElementContent, Root} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

/** Elements that render the same with or without React: no component maps them, no handler or state. */
const STATIC_TAGS = new Set(['p', 'strong', 'em', 'del', 'code', 'br', 'span', 'sup', 'sub', 'kbd', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
/** The blocks written as HTML strings when everything in them is static. */
const BLOCK_TAGS = new Set(['p', 'table']);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Properties the serializer writes, as MDX writes them (a cell's `align` becomes a `text-align` style). */
const ATTRIBUTES: Record<string, (value: string) => string> = {
  className: (value) => ` class="${escapeAttribute(value)}"`,
  align: (value) => ` style="text-align:${escapeAttribute(value)}"`,
};
/** Elements whose whitespace-only text MDX leaves out, as HTML tables cannot hold it. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tr']);

function isStatic(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || !STATIC_TAGS.has(node.tagName)) return false;
  return Object.keys(node.properties).every((name) => name in ATTRIBUTES) && node.children.every(isStatic);
}

function toHtml(node: ElementContent, parentTag?: string): string {
  if (node.type === 'text') return parentTag && TABLE_PARTS.has(parentTag) && node.value.trim() === '' ? '' : escapeText(node.value);
  const element = node as Element;
  const attributes = Object.entries(element.properties)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ATTRIBUTES[name]!(Array.isArray(value) ? value.join(' ') : String(value)))
    .join('');
  if (element.tagName === 'br') return `<br${attributes}>`;
  return `<${element.tagName}${attributes}>${element.children.map((child) => toHtml(child, element.tagName)).join('')}</${element.tagName}>`;
}

/** `<tag dangerouslySetInnerHTML={{__html: html}} />` as MDX JSX, its expression given as an ES tree. */
function staticBlock(tagName: string, html: string): MdxJsxFlowElementHast {
  const object = {
    type: 'ObjectExpression' as const,
    properties: [
      {type: 'Property' as const, key: {type: 'Identifier' as const, name: '__html'}, value: {type: 'Literal' as const, value: html}, kind: 'init' as const, method: false, shorthand: false, computed: false},
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: tagName,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: object}]}},
        },
      },
    ],
    children: [],
    data: {_mdxExplicitJsx: true},
  };
}

/**
 * Paragraphs and tables made only of static elements (text, emphasis, inline
 * code, table cells: no link, image, heading or component) are written as
 * one element with its inner HTML. React hydrates such an element without
 * walking its children: a table of 100 cells is one component to hydrate
 * instead of several hundred. The DOM is the same; the page's HTML may
 * escape text differently.
 */
export default function rehypeStaticHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!BLOCK_TAGS.has(node.tagName) || !parent || index === undefined) return;
      if (Object.keys(node.properties).length > 0 || !node.children.every(isStatic)) return;
      parent.children[index] = staticBlock(node.tagName, node.children.map((child) => toHtml(child, node.tagName)).join('')) as unknown as Element;
      return 'skip';
    });
  };
}
