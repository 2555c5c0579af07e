import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_DIR, listDocFiles} from '@site/scripts/content/docFiles';
import {DEV} from '../ask-ai/dev';
import {HELD_OUT} from '../ask-ai/heldOut';
import {QUERIES} from '../search/queries';
import {NATURAL_DEV} from '../search/naturalDev';
import {NATURAL_HELD_OUT} from '../search/naturalHeldOut';

const SNIPPET_IMPORT = /from ['"](?:@site)?\/docs\/snippets\/([^'"]+)['"]/g;

/** Pages whose front matter moves them to another URL. */
const SLUGS = new Map(
  listDocFiles(DOCS_DIR, '**/*.mdx')
    .filter((file) => typeof file.frontMatter.slug === 'string')
    .map((file) => [file.frontMatter.slug as string, `/${file.relativePath.replace(/\.mdx$/, '')}`]),
);

/** A page's source with the snippets it imports, or null when no page has that URL. */
function pageText(url: string): string | null {
  const route = SLUGS.get(url) ?? url;
  for (const candidate of [`${route}.mdx`, `${route}/index.mdx`, `${route}.md`]) {
    const file = path.join(DOCS_DIR, candidate);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const snippets = [...source.matchAll(SNIPPET_IMPORT)].map((match) => fs.readFileSync(path.join(DOCS_DIR, 'snippets', match[1]!), 'utf8'));
    return [source, ...snippets].join('\n').toLowerCase();
  }
  return null;
}

const inScope = [...DEV.inScope, ...HELD_OUT.inScope];

describe('Ask AI benchmark labels', () => {
  it.each(inScope.map((labelled) => [labelled.question, labelled] as const))('"%s" names pages that hold its key fact', (_, labelled) => {
    const texts = labelled.expected.map(pageText);
    expect(texts, `expected pages of "${labelled.question}"`).not.toContain(null);
    const found = labelled.facts.filter((fact) => texts.some((text) => text!.includes(fact.toLowerCase())));
    expect(found, `facts of "${labelled.question}"`).not.toHaveLength(0);
  });

  it('has no question twice, at least 150 in scope and 20 out of scope, a third held out', () => {
    const all = [...inScope.map((labelled) => labelled.question), ...DEV.outOfScope, ...HELD_OUT.outOfScope];
    expect(new Set(all).size).toBe(all.length);
    expect(inScope.length).toBeGreaterThanOrEqual(150);
    expect(DEV.outOfScope.length + HELD_OUT.outOfScope.length).toBeGreaterThanOrEqual(20);
    const share = HELD_OUT.inScope.length / inScope.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.37);
  });

  it('holds out questions from every area', () => {
    const areas = (questions: typeof inScope) => new Set(questions.map((labelled) => labelled.area));
    expect([...areas(HELD_OUT.inScope)].sort()).toEqual([...areas(DEV.inScope)].sort());
  });
});

describe('search benchmark labels', () => {
  it.each([...QUERIES, ...NATURAL_DEV, ...NATURAL_HELD_OUT].map((labelled) => [labelled.query, labelled.expected] as const))(
    '"%s" expects an existing page',
    (_, expected) => {
      expect(pageText(expected)).not.toBeNull();
    },
  );
});
