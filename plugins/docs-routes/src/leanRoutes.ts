import type {RouteConfig} from '@docusaurus/types';
import type {
  PropSidebarItem,
  PropSidebars,
  PropTagDocList,
  PropVersionDocs,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {tagKey, type TagPagesModule} from './tagKey';

/** How many tag pages share one data module: small enough for a tag page, few enough modules for the route tables. */
export const TAGS_PER_MODULE = 16;

/** The route components whose routes are rewritten, as the docs plugin's options name them. */
export type DocsRouteComponents = {
  docVersionRootComponent: string;
  docTagDocListComponent: string;
  docCategoryGeneratedIndexComponent: string;
};

const walk = (routes: RouteConfig[]): RouteConfig[] => routes.flatMap((route) => [route, ...walk(route.routes ?? [])]);

/**
 * The docs a version's `DocCard`s look up by id (`useDocById`): the pages
 * listed by a generated category index. The other docs' titles and
 * descriptions are not needed in the browser; the version props ship them
 * to every doc and tag page otherwise (about 18 KB gzip here). A
 * `<DocCardList />` written into a page would need its docs added here; no
 * page has one.
 */
export function docsShownAsCards(sidebars: PropSidebars, generatedIndexPaths: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  const visit = (item: PropSidebarItem) => {
    if (item.type !== 'category') return;
    if (item.href && generatedIndexPaths.has(item.href)) {
      for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
    }
    item.items.forEach(visit);
  };
  Object.values(sidebars).forEach((sidebar) => sidebar.forEach(visit));
  return ids;
}

/** Drops from each version's props the docs no card reads. Mutates the routes. */
export function trimVersionDocs(routes: RouteConfig[], components: DocsRouteComponents): void {
  const all = walk(routes);
  const generatedIndexPaths = new Set(
    all.filter((route) => route.component === components.docCategoryGeneratedIndexComponent).map((route) => route.path),
  );
  for (const route of all) {
    const version = route.props?.version as PropVersionMetadata | undefined;
    if (route.component !== components.docVersionRootComponent || !version) continue;
    const kept = docsShownAsCards(version.docsSidebars, generatedIndexPaths);
    const docs: PropVersionDocs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => kept.has(id)));
    route.props = {...route.props, version: {...version, docs}};
  }
}

/**
 * Gives tag pages one data module per `TAGS_PER_MODULE` tags instead of one
 * each: every module a route uses is an entry in the registry, the route
 * chunk names and the runtime's chunk map that `main.js` carries to every
 * page. Tag routes get `tagRouteComponent`, which picks its tag out of the
 * module by route path. `writeModule` stores a module and returns its path.
 * Mutates the routes.
 */
export async function groupTagPages(
  routes: RouteConfig[],
  components: DocsRouteComponents,
  tagRouteComponent: string,
  writeModule: (name: string, data: TagPagesModule) => Promise<string>,
): Promise<void> {
  const tagRoutes = walk(routes)
    .filter((route) => route.component === components.docTagDocListComponent && route.props?.tag)
    .sort((a, b) => a.path.localeCompare(b.path));
  for (let start = 0; start < tagRoutes.length; start += TAGS_PER_MODULE) {
    const group = tagRoutes.slice(start, start + TAGS_PER_MODULE);
    const data: TagPagesModule = Object.fromEntries(group.map((route) => [tagKey(route.path), route.props!.tag as PropTagDocList]));
    const modulePath = await writeModule(`tag-pages-${start / TAGS_PER_MODULE}.json`, data);
    for (const route of group) {
      route.component = tagRouteComponent;
      route.modules = {tags: modulePath};
      delete route.props;
    }
  }
}

/** The doc ids navbar items link to (`type: 'doc'`, in dropdowns too), which the theme looks up in the global data. */
export function navbarDocIds(items: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  const visit = (item: unknown) => {
    if (typeof item !== 'object' || item === null) return;
    const {docId, items: children} = item as {docId?: unknown; items?: unknown};
    if (typeof docId === 'string') ids.add(docId);
    if (Array.isArray(children)) children.forEach(visit);
  };
  items.forEach(visit);
  return ids;
}

/**
 * The docs plugin's global data, in `main.js` for every page, lists every doc
 * (id, path, sidebar) for the theme's "active doc" helpers, which only navbar
 * doc and version items use. It keeps each version's main doc and the docs
 * the navbar names.
 */
export function trimGlobalDocs(data: GlobalPluginData, navbarDocs: ReadonlySet<string>): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId || navbarDocs.has(doc.id)),
    })),
  };
}
