import {useMemo} from 'react';
import {mergeFacetFilters, useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';

type FacetFilters = ReturnType<typeof mergeFacetFilters>;

/**
 * The language and docs-version filters of the current page merged with the
 * configured ones. Docusaurus builds a new array on every render; this keeps
 * one identity per value so search effects and DocSearch don't restart.
 */
export function useFacetFilters(configured: FacetFilters | undefined, contextual: boolean): FacetFilters {
  const fromContext = useAlgoliaContextualFacetFilters();
  const merged = contextual ? mergeFacetFilters(fromContext, configured ?? []) : (configured ?? []);
  const key = JSON.stringify(merged);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the value.
  return useMemo(() => merged, [key]);
}
