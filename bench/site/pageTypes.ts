/** One page of each type the site serves, as measured by the site benchmarks. */
export const PAGE_TYPES = {
  landing: '/',
  doc: '/cms/quick-start',
  tag: '/tags/installation',
  search: '/search',
} as const;
