import {compile, evaluate} from '@mdx-js/mdx';
import * as cheerio from 'cheerio';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import type {Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeStaticHtml from '../rehypeStaticHtml';

const PAGE = [
  'Plain text with `inline <code>`, **bold & strong**, _emphasis_ and ~~gone~~.',
  '',
  '| Key | Default | Meaning |',
  '| :-- | --: | :-: |',
  '| `host` | `0.0.0.0` | Address the server **listens** on |',
  '| `port` | `1337` | A "quoted" value & more |',
  '',
  'A paragraph with [a link](/cms/intro "The intro"), [a section](#host), [another site](https://strapi.io) and https://example.com.',
  '',
  '| With a link |',
  '| --- |',
  '| [Intro](/cms/intro) |',
  '',
  '- a list with `code`',
  '- and [a link](/cms/quick-start)',
  '',
  '  3. nested, from three',
  '  4. ordered',
  '',
  '1. a loose list',
  '',
  '   with a second paragraph',
  '2. and [a link back](/cms/intro)',
  '',
  'A [relative link](./other) and an ![image](/img/a.png) stay with React.',
].join('\n');

type AnchorProps = {href?: string; title?: string; children?: ReactNode};

/** The anchor the theme's MDX link renders through `<Link>` for each kind of target, attributes in its order. */
function LinkAnchor({href = '', title, children}: AnchorProps) {
  if (href.startsWith('/')) return createElement('a', {title, className: '', href}, children);
  if (href.startsWith('#')) return createElement('a', {href, title, className: ''}, children);
  return createElement('a', {href, target: '_blank', rel: 'noopener noreferrer', title, className: ''}, children);
}

async function render(plain: boolean): Promise<string> {
  const {default: Content} = await evaluate(PAGE, {...runtime, remarkPlugins: [remarkGfm], rehypePlugins: plain ? [rehypeStaticHtml] : []});
  return renderToStaticMarkup(createElement(Content, {components: {a: LinkAnchor, StaticLinks: () => null}}));
}

/** The DOM a browser builds from some HTML, written back out the same way for both. */
const dom = (html: string) => cheerio.load(html, null, false).html();

describe('static blocks as HTML', () => {
  it('builds the same DOM as rendering every element with React', async () => {
    expect(dom(await render(true))).toBe(dom(await render(false)));
  });

  it('writes static paragraphs, tables and lists as one element each, and leaves blocks with other links or images alone', async () => {
    const output = String(await compile(PAGE, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeStaticHtml]}));
    expect(output.match(/dangerouslySetInnerHTML/g)).toHaveLength(6);
    expect(output).toContain('<ol start=\\"3\\">');
    for (const tag of ['p', 'table', 'ul', 'ol']) expect(output).toContain(`_jsx("${tag}", {\n      dangerouslySetInnerHTML`);
    expect(output.match(/_components\.a\b/g)).toHaveLength(1);
    expect(output).toContain('_components.img');
  });

  it('ends a page with static links by one StaticLinks holding the links the broken-links check needs', async () => {
    const output = String(await compile(PAGE, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeStaticHtml]}));
    expect(output.match(/StaticLinks, \{/g)).toHaveLength(1);
    expect(output).toMatch(/StaticLinks, \{\s*links: \["\/cms\/intro", "#host", "\/cms\/quick-start"\]\s*\}/);
  });

  it('puts StaticLinks right after the last block, before the line breaks and exports that end a page', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'element', tagName: 'p', properties: {}, children: [{type: 'element', tagName: 'a', properties: {href: '/cms/intro'}, children: [{type: 'text', value: 'Intro'}]}]},
        {type: 'text', value: '\n'},
        {type: 'mdxjsEsm', value: 'export const toc = [];'},
      ],
    };
    rehypeStaticHtml()(tree);
    expect(tree.children.map((child) => (child.type === 'text' ? 'text' : (child as {name?: string}).name))).toEqual(['p', 'StaticLinks', 'text', undefined]);
  });

  it('adds no StaticLinks to a page whose static blocks only link to other sites', async () => {
    const output = String(await compile('See [Strapi](https://strapi.io).', {rehypePlugins: [rehypeStaticHtml]}));
    expect(output).toContain('dangerouslySetInnerHTML');
    expect(output).not.toContain('StaticLinks');
  });

  it('escapes what the text holds', async () => {
    const html = await render(true);
    expect(html).toContain('inline &lt;code&gt;');
    expect(html).toContain('bold &amp; strong');
  });
});
