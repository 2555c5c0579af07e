import {describe, expect, it} from 'vitest';
import {buildOutline, outlinePages, type Sidebars} from '../llms/outline';
import {renderLlmsTxt, shorten} from '../llms/llmsTxt';
import type {AgentPage} from '../pages';

const page = (id: string, permalink: string, sidebar: string | null = 'cms'): AgentPage => ({
  id,
  permalink,
  title: `Title of ${id}`,
  description: `What ${id} explains, in one sentence. And a second sentence.`,
  sidebar,
  sourcePath: `/site/docs/${id}.mdx`,
});

const PAGES = [
  page('intro', '/cms/intro'),
  page('rest', '/cms/api/rest'),
  page('filters', '/cms/api/rest/filters'),
  page('rest-guide', '/cms/api/rest/guides/populate'),
  page('admin', '/cms/configurations/admin-panel'),
  page('orphan', '/cms/orphan'),
  page('deploy', '/cloud/deploy', 'cloud'),
  page('release-notes', '/release-notes', null),
];

const SIDEBARS = {
  cms: [
    {type: 'category', label: 'Getting Started', collapsible: false, collapsed: false, items: [{type: 'doc', id: 'intro'}]},
    {
      type: 'category',
      label: 'APIs',
      collapsible: false,
      collapsed: false,
      link: {type: 'doc', id: 'rest'},
      items: [{type: 'doc', id: 'filters'}, {type: 'link', label: 'Admin', href: '/cms/configurations/admin-panel#tokens'}, {type: 'doc', id: 'intro'}],
    },
  ],
  cloud: [{type: 'category', label: 'Deploy', collapsible: false, collapsed: false, items: [{type: 'doc', id: 'deploy'}]}],
} as unknown as Sidebars;

const SECTIONS = [
  {sidebar: 'cms', title: 'Strapi CMS', route: '/cms'},
  {sidebar: 'cloud', title: 'Strapi Cloud', route: '/cloud'},
];

describe('buildOutline', () => {
  it('follows sidebar order, lists each page once, and places pages the sidebar leaves out', () => {
    const outline = buildOutline(PAGES, SIDEBARS, SECTIONS);
    const [cms, cloud] = outline.sections;
    expect(cms!.groups.map((group) => [group.title, group.pages.map((p) => p.id)])).toEqual([
      ['Getting Started', ['intro']],
      // The category's own page first, the unlisted guide under its parent path, a link to a page counts as the page.
      ['APIs', ['rest', 'filters', 'rest-guide', 'admin']],
      ['More pages', ['orphan']],
    ]);
    expect(cloud!.groups.map((group) => group.title)).toEqual(['Deploy']);
    expect(outline.others.map((p) => p.id)).toEqual(['release-notes']);
    expect(outlinePages(outline)).toHaveLength(PAGES.length);
  });
});

describe('renderLlmsTxt', () => {
  const header = {title: 'Strapi 5 Documentation', summary: 'The docs.', siteUrl: 'https://docs.example.com'};

  it('writes the llmstxt.org structure with absolute .md links', () => {
    const text = renderLlmsTxt(buildOutline(PAGES, SIDEBARS, SECTIONS), header, 50_000);
    expect(text).toMatch(/^# Strapi 5 Documentation\n\n> The docs\.\n\n## Strapi CMS\n\n### Getting Started\n\n- \[Title of intro\]\(https:\/\/docs\.example\.com\/cms\/intro\.md\): What intro explains/);
    expect(text).toContain('## Strapi Cloud\n\n### Deploy\n');
    expect(text).toContain('## Other pages\n\n- [Title of release-notes](https://docs.example.com/release-notes.md)');
  });

  it('shortens descriptions until the file fits, and fails when even titles do not fit', () => {
    const outline = buildOutline(PAGES, SIDEBARS, SECTIONS);
    const full = renderLlmsTxt(outline, header, 50_000);
    const tight = renderLlmsTxt(outline, header, full.length - 100);
    expect(tight.length).toBeLessThanOrEqual(full.length - 100);
    expect(tight.split('\n').filter((line) => line.startsWith('- ['))).toHaveLength(PAGES.length);
    expect(() => renderLlmsTxt(outline, header, 200)).toThrow(/more than 200 characters/);
  });

  it('cuts a description at a sentence or a word', () => {
    expect(shorten('One sentence. Two sentences.', 20)).toBe('One sentence.');
    expect(shorten('A long description without any full stop in it', 20)).toBe('A long description…');
    expect(shorten('Short.', 0)).toBe('');
  });
});
