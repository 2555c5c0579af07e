import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import rehypePlainElements from '../rehypePlainElements';

const compileWith = async (mdx: string, plain: boolean) =>
  String(await compile(mdx, {remarkPlugins: [remarkGfm], rehypePlugins: plain ? [rehypePlainElements] : [], development: false}));

/** The tags MDX routes through `_components`, as its output lists them. */
const componentTags = (output: string) => /const _components = \{([^}]*)\}/.exec(output)?.[1] ?? '';

describe('plain Markdown elements', () => {
  const page = [
    'Set `config/server.ts` and run:',
    '',
    '```bash',
    'npm run develop',
    '```',
    '',
    '- first',
    '- second with a footnote[^1]',
    '',
    '[^1]: The note.',
  ].join('\n');

  it('takes inline code and plain lists out of the component mapping', async () => {
    const before = componentTags(await compileWith(page, false));
    const after = componentTags(await compileWith(page, true));
    expect(before).toMatch(/\bcode: "code"/);
    expect(before).toMatch(/\bul: "ul"/);
    expect(after).not.toMatch(/\bul: "ul"/);
    // Code blocks still go to the theme's CodeBlock through `code` and `pre`.
    expect(after).toMatch(/\bcode: "code"/);
    expect(after).toMatch(/\bpre: "pre"/);
    // Footnote items have ids, and their list a class: both stay with the theme.
    expect(after).toMatch(/\bli: "li"/);
  });

  it('writes inline code as a plain element', async () => {
    const output = await compileWith('Set `config/server.ts`.', true);
    expect(output).toContain('_jsx("code", {');
    expect(output).not.toContain('_components.code');
  });

  it('writes inline code in headings and table cells as plain elements too', async () => {
    const output = await compileWith('## The `host` key\n\n| Key | Default |\n| --- | --- |\n| `port` | `1337` |\n', true);
    expect(output).not.toContain('_components.code');
    expect(output.match(/_jsx\("code", \{/g)).toHaveLength(3);
  });
});
