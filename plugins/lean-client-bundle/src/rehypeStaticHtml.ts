import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {isCheckedLink, staticLink, type StaticLink} from './staticLinks';

/**
 * Elements that render the same with or without React: no component maps
 * them, no handler or state. Lists only without a class or id (the theme's
 * components act on task lists and footnotes); links only to a target
 * `staticLink` can write.
 */
const STATIC_TAGS = new Set(['p', 'strong', 'em', 'del', 'code', 'br', 'span', 'sup', 'sub', 'kbd', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'ol', 'li', 'a']);
/** The blocks written as HTML strings when everything in them is static. */
const BLOCK_TAGS = new Set(['p', 'table', 'ul', 'ol']);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Properties the serializer writes, as MDX writes them (a cell's `align` becomes a `text-align` style). */
const ATTRIBUTES: Record<string, (value: string) => string> = {
  className: (value) => ` class="${escapeAttribute(value)}"`,
  align: (value) => ` style="text-align:${escapeAttribute(value)}"`,
  start: (value) => ` start="${escapeAttribute(value)}"`,
  title: (value) => ` title="${escapeAttribute(value)}"`,
};
/** The properties each element may have and stay static; others may have any of `ATTRIBUTES` but `start` and `title`. */
const ALLOWED_PROPERTIES: Record<string, readonly string[]> = {ul: [], li: [], ol: ['start'], a: ['href', 'title']};
const DEFAULT_PROPERTIES = ['className', 'align'];
/** Elements whose whitespace-only text MDX leaves out, as HTML tables cannot hold it. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tr']);

const linkOf = (element: Element) => (typeof element.properties.href === 'string' ? staticLink(element.properties.href) : undefined);

function isStatic(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || !STATIC_TAGS.has(node.tagName)) return false;
  if (node.tagName === 'a' && !linkOf(node)) return false;
  const allowed = ALLOWED_PROPERTIES[node.tagName] ?? DEFAULT_PROPERTIES;
  return Object.keys(node.properties).every((name) => allowed.includes(name)) && node.children.every(isStatic);
}

const propertyValue = (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value));

/**
 * A link's attributes in the order the theme renders them: its MDX anchor
 * adds an empty class after the link's own props, react-router's link
 * writes `href` after all of them, and `<Link>`'s own anchors (same-page
 * sections, other sites) write `href` first, with a new tab for other sites.
 */
function linkAttributes(link: StaticLink, title: unknown): string {
  const props = `${title === undefined ? '' : ATTRIBUTES.title!(propertyValue(title))} class=""`;
  const href = ` href="${escapeAttribute(link.href)}"`;
  if (link.kind === 'internal') return props + href;
  if (link.kind === 'external') return `${href} target="_blank" rel="noopener noreferrer"${props}`;
  return href + props;
}

function toHtml(node: ElementContent, links: StaticLink[], parentTag?: string): string {
  if (node.type === 'text') return parentTag && TABLE_PARTS.has(parentTag) && node.value.trim() === '' ? '' : escapeText(node.value);
  const element = node as Element;
  const children = element.children.map((child) => toHtml(child, links, element.tagName)).join('');
  if (element.tagName === 'a') {
    const link = linkOf(element)!;
    links.push(link);
    return `<a${linkAttributes(link, element.properties.title)}>${children}</a>`;
  }
  const attributes = Object.entries(element.properties)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ATTRIBUTES[name]!(propertyValue(value)))
    .join('');
  if (element.tagName === 'br') return `<br${attributes}>`;
  return `<${element.tagName}${attributes}>${children}</${element.tagName}>`;
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

/** Line breaks between blocks, and ES exports such as the table of contents Docusaurus appends. */
const rendersNothing = (node: RootContent) => node.type === 'mdxjsEsm' || (node.type === 'text' && node.value.trim() === '');

/** The component that checks and navigates a page's static links, given its checked links (see `StaticLinks`). */
export const STATIC_LINKS_COMPONENT = 'StaticLinks';

/** `<StaticLinks links={[...]} />` as MDX JSX: MDX takes it from the theme's MDX components. */
function staticLinksElement(links: readonly string[]): MdxJsxFlowElementHast {
  const array = {type: 'ArrayExpression' as const, elements: links.map((link) => ({type: 'Literal' as const, value: link}))};
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_LINKS_COMPONENT,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'links',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(links),
          data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: array}]}},
        },
      },
    ],
    children: [],
  };
}

/**
 * Paragraphs, tables and lists made only of static elements (text,
 * emphasis, inline code, table cells, list items, links: no image, heading
 * or component) are written as one element with its inner HTML. React
 * hydrates such an element without walking its children: a table of 100
 * cells is one component to hydrate instead of several hundred, and a link
 * is no longer three components with an observer each. The DOM is the same;
 * the page's HTML may escape text differently. A page whose static blocks
 * hold links to this site ends with one `<StaticLinks>`, which gives those
 * links what `<Link>` gives the others.
 */
export default function rehypeStaticHtml() {
  return (tree: Root) => {
    const links: StaticLink[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!BLOCK_TAGS.has(node.tagName) || !parent || index === undefined) return;
      if (Object.keys(node.properties).length > 0 || !node.children.every(isStatic)) return;
      parent.children[index] = staticBlock(node.tagName, node.children.map((child) => toHtml(child, links, node.tagName)).join('')) as unknown as Element;
      return 'skip';
    });
    const checked = [...new Set(links.filter(isCheckedLink).map((link) => link.href))];
    if (checked.length === 0) return;
    // Right after the page's last rendered node: MDX drops the line breaks that end a page, not those between nodes.
    let end = tree.children.length;
    while (end > 0 && rendersNothing(tree.children[end - 1]!)) end--;
    tree.children.splice(end, 0, staticLinksElement(checked) as unknown as Element);
  };
}
