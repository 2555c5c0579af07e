import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebars, PropTagDocList, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {
  docsShownAsCards,
  groupTagPages,
  navbarDocIds,
  TAGS_PER_MODULE,
  trimGlobalDocs,
  trimVersionDocs,
  type DocsRouteComponents,
} from '../leanRoutes';
import {tagKey, type TagPagesModule} from '../tagKey';

const components: DocsRouteComponents = {
  docVersionRootComponent: '@theme/DocVersionRoot',
  docTagDocListComponent: '@theme/DocTagDocListPage',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
};

const link = (docId: string) => ({type: 'link' as const, href: `/${docId}`, label: docId, docId, unlisted: false});
const category = (label: string, items: PropSidebars[string], href?: string) =>
  ({type: 'category' as const, label, items, collapsed: false, collapsible: true, ...(href ? {href} : {})}) as PropSidebars[string][number];

const sidebars: PropSidebars = {
  main: [
    link('intro'),
    category('Guides', [link('guides/a'), link('guides/b'), category('Deep', [link('guides/deep')], '/guides/deep')], '/guides'),
    category('API', [link('api/rest')], '/api/rest'),
  ],
};

const versionDoc = (id: string) => ({id, title: id, description: `About ${id}`, sidebar: 'main'});

function tagRoute(label: string): RouteConfig {
  const tag: PropTagDocList = {label, permalink: `/tags/${label}`, allTagsPath: '/tags', count: 1, unlisted: false, description: undefined, items: []};
  return {path: `/tags/${label}`, component: components.docTagDocListComponent, exact: true, props: {tag}};
}

function versionRoute(children: RouteConfig[]): RouteConfig {
  const version = {
    pluginId: 'default',
    version: 'current',
    docsSidebars: sidebars,
    docs: Object.fromEntries(['intro', 'guides/a', 'guides/b', 'guides/deep', 'api/rest'].map((id) => [id, versionDoc(id)])),
  } as unknown as PropVersionMetadata;
  return {path: '/', component: components.docVersionRootComponent, props: {version}, routes: children};
}

describe('docs shown as cards', () => {
  it('are the pages listed directly by a generated category index, at any depth', () => {
    expect(docsShownAsCards(sidebars, new Set(['/guides/deep', '/api/rest']))).toEqual(new Set(['guides/deep', 'api/rest']));
  });

  it('are none without a generated index', () => {
    expect(docsShownAsCards(sidebars, new Set())).toEqual(new Set());
  });
});

describe('version props', () => {
  it('keep only the docs a generated index shows as cards, and everything else as it was', () => {
    const generatedIndex = {path: '/guides', component: components.docCategoryGeneratedIndexComponent, exact: true};
    const routes = [{path: '/', component: '@theme/DocsRoot', routes: [versionRoute([generatedIndex])]}];
    trimVersionDocs(routes, components);
    const version = routes[0]!.routes[0]!.props!.version as PropVersionMetadata;
    expect(Object.keys(version.docs)).toEqual(['guides/a', 'guides/b']);
    expect(version.docs['guides/a']).toEqual(versionDoc('guides/a'));
    expect(version.docsSidebars).toBe(sidebars);
    expect(version.pluginId).toBe('default');
  });
});

describe('tag pages', () => {
  async function grouped(count: number) {
    const labels = Array.from({length: count}, (_, i) => `tag-${String(i).padStart(3, '0')}`);
    const tagsList = {path: '/tags', component: '@theme/DocTagsListPage', exact: true, props: {tags: []}};
    const routes = [versionRoute([tagsList, ...[...labels].reverse().map(tagRoute)])];
    const written = new Map<string, TagPagesModule>();
    await groupTagPages(routes, components, '@theme/DocTagDocListRoute', async (name, data) => {
      written.set(name, data);
      return `@generated/docs/${name}`;
    });
    return {routes: routes[0]!.routes!, written, tagsList};
  }

  it(`share one data module per ${TAGS_PER_MODULE} tags, in permalink order`, async () => {
    const {routes, written} = await grouped(TAGS_PER_MODULE * 2 + 1);
    expect([...written.keys()]).toEqual(['tag-pages-0.json', 'tag-pages-1.json', 'tag-pages-2.json']);
    expect(Object.keys(written.get('tag-pages-0.json')!)).toHaveLength(TAGS_PER_MODULE);
    expect(Object.keys(written.get('tag-pages-2.json')!)).toEqual([`/tags/tag-0${TAGS_PER_MODULE * 2}`]);
    const first = routes.find((route) => route.path === '/tags/tag-000')!;
    expect(first).toEqual({path: '/tags/tag-000', component: '@theme/DocTagDocListRoute', exact: true, modules: {tags: '@generated/docs/tag-pages-0.json'}});
    expect(written.get('tag-pages-0.json')!['/tags/tag-000']!.label).toBe('tag-000');
  });

  it('leave the tag index and other routes alone', async () => {
    const {tagsList} = await grouped(3);
    expect(tagsList).toEqual({path: '/tags', component: '@theme/DocTagsListPage', exact: true, props: {tags: []}});
  });
});

describe('tag keys', () => {
  it('find a tag page by its route path with or without a trailing slash', () => {
    expect(tagKey('/tags/rest/')).toBe('/tags/rest');
    expect(tagKey('/tags/rest')).toBe('/tags/rest');
    expect(tagKey('/')).toBe('/');
  });
});

describe('global data', () => {
  const version = (docs: string[]) => ({
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: 'cms/quick-start',
    draftIds: [],
    docs: docs.map((id) => ({id, path: `/${id}`, sidebar: 'main'})),
  });

  it('finds the docs navbar items name, in dropdowns too', () => {
    const items = [{type: 'doc', docId: 'cms/intro'}, {to: '/search'}, {type: 'dropdown', items: [{type: 'doc', docId: 'cloud/intro'}]}];
    expect(navbarDocIds(items)).toEqual(new Set(['cms/intro', 'cloud/intro']));
  });

  it("keeps each version's main doc and the navbar's docs, and the rest of the data", () => {
    const data = {path: '/', breadcrumbs: true, versions: [version(['cms/quick-start', 'cms/intro', 'cms/faq'])]};
    const trimmed = trimGlobalDocs(data, new Set(['cms/intro']));
    expect(trimmed.versions[0]!.docs.map((doc) => doc.id)).toEqual(['cms/quick-start', 'cms/intro']);
    expect({...trimmed.versions[0], docs: []}).toEqual({...data.versions[0], docs: []});
    expect(trimmed.breadcrumbs).toBe(true);
  });
});
