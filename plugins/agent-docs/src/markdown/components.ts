import type {BlockContent, ListItem, PhrasingContent, RootContent} from 'mdast';
import {readAttributes, type AttributeValue, type JsxElement} from './jsxAttributes';

export type ChildPage = {title: string; url: string; description?: string};

/** What a component renderer can use besides its own element. */
export type RenderContext = {
  /** `file:line`, for error messages. */
  where: string;
  /** Absolute URL of the page's HTML. */
  pageUrl: string;
  /** Converts MDX children to Markdown nodes (nested components included). */
  convertChildren: (element: JsxElement) => RootContent[];
  /** The pages a category index lists, for `<DocCardList />`. */
  childPages: () => ChildPage[];
};

type Renderer = (element: JsxElement, context: RenderContext) => RootContent[];

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): BlockContent => ({type: 'paragraph', children});
const listItem = (...children: PhrasingContent[]): ListItem => ({type: 'listItem', spread: false, children: [paragraph(...children)]});

/** A `Term: details` list under a bold label: how the summary cards read as text. */
function termList(label: string, rows: [string, PhrasingContent[]][]): RootContent[] {
  return [
    paragraph(strong(label)),
    {type: 'list', ordered: false, spread: false, children: rows.map(([term, details]) => listItem(strong(`${term}:`), text(' '), ...details))},
  ];
}

function requireString(attributes: Record<string, AttributeValue>, name: string, element: JsxElement, where: string): string {
  const value = attributes[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${where}: <${element.name}> needs a text "${name}" attribute.`);
  }
  return value;
}

function answer(value: AttributeValue | undefined): string {
  if (value === 'partly') return 'Partly';
  return value === true || value === 'true' ? 'Yes' : 'No';
}

/** Tabs read as one block per tab, each under its bold label. */
const tabs: Renderer = (element, context) =>
  element.children.flatMap((child): RootContent[] => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      // Whitespace between tabs parses as nothing; anything else is content we would lose.
      if (child.type === 'mdxJsxFlowElement' || child.type === 'paragraph') {
        throw new Error(`${context.where}: <Tabs> may only contain <TabItem> elements.`);
      }
      return [];
    }
    return tabItem(child, context);
  });

const tabItem: Renderer = (element, context) => {
  const attributes = readAttributes(element, context.where);
  const label = attributes.label ?? attributes.value;
  if (typeof label !== 'string') throw new Error(`${context.where}: <TabItem> needs a label or value.`);
  return [paragraph(strong(label)), ...context.convertChildren(element)];
};

const featureCard: Renderer = (element, {where}) => {
  const attributes = readAttributes(element, where);
  const value = (name: string) => [text(requireString(attributes, name, element, where))];
  return termList('Feature summary', [
    ['Plan', value('plan')],
    ['Role & permission', value('role')],
    ['Activation', value('activation')],
    ['Environment', value('environment')],
  ]);
};

const breakingChangeCard: Renderer = (element, {where}) => {
  const {plugins, codemod, codemodName} = readAttributes(element, where);
  const handled: PhrasingContent[] = [text(answer(codemod))];
  if (codemod !== false && typeof codemodName === 'string') handled.push(text(' ('), {type: 'inlineCode', value: codemodName}, text(')'));
  return termList('Breaking change summary', [
    ['Affects plugins', [text(answer(plugins))]],
    ['Handled by a codemod', handled],
  ]);
};

const queryBuilder: Renderer = (_element, {pageUrl}) => [
  paragraph(
    text(
      'On the web page, an interactive query builder stands here: you edit an endpoint and a query object (filters, populate, fields, sort, pagination, locale, status) and it shows the encoded REST URL, built with ',
    ),
    {type: 'inlineCode', value: "qs.stringify(query, { encodeValuesOnly: true })"},
    text('. Open '),
    {type: 'link', url: pageUrl, children: [text(pageUrl)]},
    text(' to use it.'),
  ),
];

const docCardList: Renderer = (element, context) => {
  const pages = context.childPages();
  if (pages.length === 0) throw new Error(`${context.where}: <${element.name}> has no pages to list.`);
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: pages.map((page) =>
        listItem({type: 'link', url: page.url, children: [text(page.title)]}, ...(page.description ? [text(`: ${page.description}`)] : [])),
      ),
    },
  ];
};

/** `<details>` shows its hidden content; its `<summary>` becomes a bold line. */
const details: Renderer = (element, context) => context.convertChildren(element);

const summary: Renderer = (element, context) => [
  paragraph({type: 'strong', children: context.convertChildren(element).flatMap((node) => (node.type === 'paragraph' ? node.children : []))}),
];

/**
 * Every component a page may use, with its Markdown meaning. A component
 * missing here fails the build: a twin never drops content silently.
 */
export const COMPONENT_RENDERERS: Record<string, Renderer> = {
  Tabs: tabs,
  TabItem: tabItem,
  FeatureCard: featureCard,
  BreakingChangeCard: breakingChangeCard,
  QueryBuilder: queryBuilder,
  DocCardList: docCardList,
  details,
  summary,
  br: () => [],
  // `<head>` holds page metadata (feed links), which the twin's own header replaces.
  head: () => [],
};
