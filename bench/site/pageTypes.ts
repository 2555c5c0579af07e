/**
 * The pages the site benchmarks measure, by page type. A type's figure is
 * its worst page: the doc type includes the longest API pages, whose code
 * blocks and tabs cost the most.
 */
export const PAGE_TYPES = {
  landing: ['/'],
  doc: ['/cms/quick-start', '/cms/api/rest/populate-select', '/cms/api/document-service', '/cms/configurations/middlewares'],
  tag: ['/tags/installation'],
  search: ['/search'],
} as const satisfies Record<string, readonly string[]>;

export type PageType = keyof typeof PAGE_TYPES;

export const PAGES: {type: PageType; path: string}[] = Object.entries(PAGE_TYPES).flatMap(([type, paths]) =>
  paths.map((path) => ({type: type as PageType, path})),
);
