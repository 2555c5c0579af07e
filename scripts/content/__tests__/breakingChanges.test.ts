import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../../../docs/cms/migration/v4-to-v5');
const INDEX = fs.readFileSync(path.join(ROOT, 'breaking-changes.mdx'), 'utf8');
const PAGES = fs
  .readdirSync(path.join(ROOT, 'breaking-changes'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({name: file.replace(/\.mdx$/, ''), source: fs.readFileSync(path.join(ROOT, 'breaking-changes', file), 'utf8')}));

type Card = {plugins: string; codemod: string};

function cardOf(source: string): Card | null {
  const match = /<BreakingChangeCard plugins=\{(true|false)\} codemod=(?:\{(true|false)\}|"(partly)")(?: codemodName="([\w-]+)")?/.exec(source);
  if (!match) return null;
  const codemod = match[2] ?? match[3]!;
  const label = codemod === 'true' ? 'Yes' : codemod === 'partly' ? 'Partly' : 'No';
  return {plugins: match[1] === 'true' ? 'Yes' : 'No', codemod: match[4] ? `${label} (\`${match[4]}\`)` : label};
}

function indexRowOf(name: string): Card | null {
  const row = INDEX.split('\n').find((line) => line.includes(`](/cms/migration/v4-to-v5/breaking-changes/${name})`));
  if (!row) return null;
  const cells = row.split(/(?<!\\)\|/).map((cell) => cell.trim());
  return {plugins: cells[3]!, codemod: cells[4]!};
}

describe('breaking-change pages', () => {
  it('lists the 51 changes of the outline', () => {
    expect(PAGES).toHaveLength(51);
  });

  describe.each(PAGES.map((page) => [page.name, page] as const))('%s', (name, page) => {
    it('opens with the shared intro and the summary card, then the before, after and manual steps', () => {
      expect(page.source).toContain("import BreakingChangeIntro from '/docs/snippets/breaking-change-page-intro.mdx';");
      expect(page.source).toContain('<BreakingChangeIntro />');
      expect(cardOf(page.source)).not.toBeNull();
      const headings = [...page.source.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      expect(headings).toEqual(['Strapi 4', 'Strapi 5', 'Manual migration']);
    });

    it('appears in the index with the same plugin and codemod answers', () => {
      expect(indexRowOf(name)).toEqual(cardOf(page.source));
    });
  });
});
