import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown} from '../markdown/convert';

const SITE = '/site';
const FILES: Record<string, string> = {
  '/site/docs/snippets/tip.mdx': '---\ntitle: A tip\n---\n\n:::tip\nRun [the CLI](/cms/cli) first.\n:::\n',
  '/site/docs/snippets/outer.mdx': "import Tip from '/docs/snippets/tip.mdx';\n\nBefore the tip.\n\n<Tip />\n",
};

function convert(source: string, extra: {childPages?: () => {title: string; url: string; description?: string}[]} = {}): string {
  return mdxToMarkdown(
    source,
    {url: 'https://docs.example.com/cms/api/rest'},
    {
      filePath: path.join(SITE, 'docs/cms/api/rest.mdx'),
      siteDir: SITE,
      siteUrl: 'https://docs.example.com',
      readFile: (file) => {
        const text = FILES[file];
        if (text === undefined) throw new Error(`no fixture ${file}`);
        return text;
      },
      ...extra,
    },
  );
}

describe('mdxToMarkdown', () => {
  it('drops front matter, imports and comments', () => {
    const out = convert("---\ntitle: X\n---\n\nimport qs from 'qs';\n\n{/* hidden */}\n\nText.\n");
    expect(out.trim()).toBe('Text.');
  });

  it('flattens tabs into one labelled block per tab, code included', () => {
    const out = convert(
      '<Tabs groupId="lang">\n<TabItem value="js" label="JavaScript">\n\n```js title="config/server.js"\nmodule.exports = {};\n```\n\n</TabItem>\n<TabItem value="ts">\n\nTyped:\n\n```ts\nexport default {};\n```\n\n</TabItem>\n</Tabs>\n',
    );
    expect(out).toBe('**JavaScript**\n\n```js title="config/server.js"\nmodule.exports = {};\n```\n\n**ts**\n\nTyped:\n\n```ts\nexport default {};\n```\n');
  });

  it('turns admonitions into blockquotes that keep their label and title', () => {
    expect(convert(':::caution\nBack up first.\n:::\n')).toBe('> **Caution**\n>\n> Back up first.\n');
    expect(convert(':::note[Strapi 4 users]\nThe API changed.\n:::\n')).toBe('> **Note: Strapi 4 users**\n>\n> The API changed.\n');
  });

  it('inlines imported snippets, nested ones too, without their front matter', () => {
    const out = convert("import Outer from '/docs/snippets/outer.mdx';\n\n<Outer />\n\nAfter.\n");
    expect(out).toBe('Before the tip.\n\n> **Tip**\n>\n> Run [the CLI](https://docs.example.com/cms/cli) first.\n\nAfter.\n');
  });

  it('renders our components as their Markdown meaning', () => {
    const card = convert('<BreakingChangeCard plugins={true} codemod="partly" codemodName="use-document-id" />\n');
    expect(card).toContain('**Breaking change summary**');
    expect(card).toContain('- **Affects plugins:** Yes');
    expect(card).toContain('- **Handled by a codemod:** Partly (`use-document-id`)');

    const feature = convert('<FeatureCard plan="All plans" role="Super Admin" activation="Available by default" environment="Any" />\n');
    expect(feature).toContain('**Feature summary**');
    expect(feature).toContain('- **Role & permission:** Super Admin');

    expect(convert('<QueryBuilder />\n')).toMatch(/interactive query builder.*\[https:\/\/docs\.example\.com\/cms\/api\/rest\]/s);

    const list = convert('<DocCardList />\n', {childPages: () => [{title: 'Filters', url: 'https://docs.example.com/cms/api/rest/filters', description: 'Filter entries.'}]});
    expect(list).toBe('- [Filters](https://docs.example.com/cms/api/rest/filters): Filter entries.\n');
  });

  it('fails, naming file and line, on a component it cannot render', () => {
    expect(() => convert('Text.\n\n<Mystery value="1" />\n')).toThrow(/docs\/cms\/api\/rest\.mdx:3: <Mystery> has no Markdown rendering/);
    expect(() => convert('<FeatureCard plan={plans} />\n')).toThrow(/not a literal/);
    expect(() => convert('Value: {1 + 1}\n')).toThrow(/expression/);
  });

  it('keeps code fences with their language and title', () => {
    const out = convert('```ts title="src/index.ts" showLineNumbers\nexport {};\n```\n');
    expect(out).toBe('```ts title="src/index.ts" showLineNumbers\nexport {};\n```\n');
  });

  it('makes links and images absolute and keeps alt text', () => {
    const out = convert('See [filters](/cms/api/rest/filters#operators), [sort](./sort-pagination), [top](#intro) and [npm](https://npmjs.com).\n\n![The admin panel](/img/admin.png)\n');
    expect(out).toContain('[filters](https://docs.example.com/cms/api/rest/filters#operators)');
    expect(out).toContain('[sort](https://docs.example.com/cms/api/sort-pagination)');
    expect(out).toContain('[top](https://docs.example.com/cms/api/rest#intro)');
    expect(out).toContain('[npm](https://npmjs.com)');
    expect(convert('[index](pathname:///llms.txt)\n')).toBe('[index](https://docs.example.com/llms.txt)\n');
    expect(out).toContain('![The admin panel](https://docs.example.com/img/admin.png)');
  });

  it('leaves no JSX, HTML, import or export outside code', () => {
    const out = convert("import Outer from '/docs/snippets/outer.mdx';\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\nA<br />B\n\n<Outer />\n");
    expect(out).not.toMatch(/<[a-z/]|^(import|export) /im);
    expect(out).toContain('**More**');
    expect(out).toContain('Hidden text.');
  });

  it('drops a <head> block of feed links, which is page metadata', () => {
    const out = convert('<head>\n  <link rel="alternate" type="application/rss+xml" href="/feed.xml" />\n</head>\n\nRelease text.\n');
    expect(out).toBe('Release text.\n');
  });
});
