import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {AgentPage} from '../pages';

export type Sidebars = LoadedVersion['sidebars'];
type SidebarItem = Sidebars[string][number];

export type OutlineGroup = {title: string; pages: AgentPage[]};
export type OutlineSection = {title: string; sidebar: string; route: string; groups: OutlineGroup[]};
export type Outline = {sections: OutlineSection[]; /** Pages that belong to no listed sidebar. */ others: AgentPage[]};

export type SectionOption = {sidebar: string; title: string; route: string};

const MORE_PAGES = 'More pages';

function pathOf(href: string): string {
  return href.split('#')[0]!.replace(/\/+$/, '');
}

/** The pages of a sidebar subtree in reading order: a category's own page comes before its items. */
function pagesOf(items: SidebarItem[], byId: Map<string, AgentPage>, byPath: Map<string, AgentPage>): AgentPage[] {
  return items.flatMap((item): AgentPage[] => {
    switch (item.type) {
      case 'doc':
      case 'ref':
        return byId.has(item.id) ? [byId.get(item.id)!] : [];
      case 'link':
        return byPath.has(pathOf(item.href)) ? [byPath.get(pathOf(item.href))!] : [];
      case 'category': {
        const own = item.link?.type === 'doc' && byId.has(item.link.id) ? [byId.get(item.link.id)!] : [];
        return [...own, ...pagesOf(item.items, byId, byPath)];
      }
      default:
        return [];
    }
  });
}

/** Keeps the first time each page appears. */
function dedupe(groups: OutlineGroup[], seen: Set<string>): OutlineGroup[] {
  return groups
    .map((group) => ({
      title: group.title,
      pages: group.pages.filter((page) => (seen.has(page.id) ? false : (seen.add(page.id), true))),
    }))
    .filter((group) => group.pages.length > 0);
}

/** Inserts a page after its nearest listed ancestor path and that ancestor's other children. */
function placeUnderAncestor(page: AgentPage, sections: OutlineSection[]): boolean {
  let best: {group: OutlineGroup; index: number; depth: number} | null = null;
  for (const section of sections) {
    for (const group of section.groups) {
      group.pages.forEach((listed, index) => {
        if (page.permalink.startsWith(`${listed.permalink}/`) && (!best || listed.permalink.length > best.depth)) {
          best = {group, index, depth: listed.permalink.length};
        }
      });
    }
  }
  if (!best) return false;
  const {group, index} = best as {group: OutlineGroup; index: number};
  const ancestor = group.pages[index]!.permalink;
  let at = index + 1;
  while (at < group.pages.length && group.pages[at]!.permalink.startsWith(`${ancestor}/`) && group.pages[at]!.permalink < page.permalink) at++;
  group.pages.splice(at, 0, page);
  return true;
}

/**
 * Orders the pages as the sidebars show them: one section per sidebar, one
 * group per top-level category. Pages the sidebars leave out (the breaking
 * changes, provider guides) follow the page whose path holds theirs, or
 * close their sidebar's section under "More pages".
 */
export function buildOutline(pages: AgentPage[], sidebars: Sidebars, options: SectionOption[]): Outline {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const byPath = new Map(pages.map((page) => [page.permalink, page]));
  const seen = new Set<string>();
  const sections: OutlineSection[] = options.map(({sidebar, title, route}) => {
    const items = sidebars[sidebar] ?? [];
    const groups: OutlineGroup[] = [];
    for (const item of items) {
      if (item.type === 'category') groups.push({title: item.label, pages: pagesOf([item], byId, byPath)});
      else if (groups.length > 0 && groups.at(-1)!.title === 'Overview') groups.at(-1)!.pages.push(...pagesOf([item], byId, byPath));
      else groups.push({title: 'Overview', pages: pagesOf([item], byId, byPath)});
    }
    return {title, sidebar, route, groups: dedupe(groups, seen)};
  });

  const others: AgentPage[] = [];
  const unlisted = pages.filter((page) => !seen.has(page.id)).sort((a, b) => a.permalink.localeCompare(b.permalink));
  for (const page of unlisted) {
    if (placeUnderAncestor(page, sections)) continue;
    const section = sections.find((candidate) => candidate.sidebar === page.sidebar) ?? sections.find((candidate) => page.permalink.startsWith(`${candidate.route}/`));
    if (!section) {
      others.push(page);
      continue;
    }
    let more = section.groups.find((group) => group.title === MORE_PAGES);
    if (!more) {
      more = {title: MORE_PAGES, pages: []};
      section.groups.push(more);
    }
    more.pages.push(page);
  }
  return {sections, others};
}

/** Every page of an outline, in order. */
export function outlinePages(outline: Outline): AgentPage[] {
  return [...outline.sections.flatMap((section) => section.groups.flatMap((group) => group.pages)), ...outline.others];
}
