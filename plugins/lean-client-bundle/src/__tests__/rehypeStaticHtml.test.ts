import {compile, evaluate} from '@mdx-js/mdx';
import * as cheerio from 'cheerio';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
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
  'A paragraph with [a link](/cms/intro) stays with React.',
  '',
  '| With a link |',
  '| --- |',
  '| [Intro](/cms/intro) |',
].join('\n');

async function render(plain: boolean): Promise<string> {
  const {default: Content} = await evaluate(PAGE, {...runtime, remarkPlugins: [remarkGfm], rehypePlugins: plain ? [rehypeStaticHtml] : []});
  return renderToStaticMarkup(createElement(Content));
}

/** The DOM a browser builds from some HTML, written back out the same way for both. */
const dom = (html: string) => cheerio.load(html, null, false).html();

describe('static blocks as HTML', () => {
  it('builds the same DOM as rendering every element with React', async () => {
    expect(dom(await render(true))).toBe(dom(await render(false)));
  });

  it('writes static paragraphs and tables as one element each, and leaves blocks with links alone', async () => {
    const output = String(await compile(PAGE, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeStaticHtml]}));
    expect(output.match(/dangerouslySetInnerHTML/g)).toHaveLength(2);
    expect(output).toContain('_jsx("p", {\n      dangerouslySetInnerHTML');
    expect(output).toContain('_jsx("table", {\n      dangerouslySetInnerHTML');
    expect(output).toContain('_components.a');
  });

  it('escapes what the text holds', async () => {
    const html = await render(true);
    expect(html).toContain('inline &lt;code&gt;');
    expect(html).toContain('bold &amp; strong');
  });
});
