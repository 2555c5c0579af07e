/** The request DocSearch 3.9's modal sends for a query (v5 client, flat parameters). */
export function docsearchRequest(query: string) {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    requests: [
      {
        query,
        indexName: 'strapi-docs',
        attributesToRetrieve: ['hierarchy.lvl0', ...levels.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
        attributesToSnippet: [...levels.map((level) => `hierarchy.${level}:10`), 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
    ],
  };
}
