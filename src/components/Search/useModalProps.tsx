import {useCallback, useMemo, useState} from 'react';
import type {DocSearchHit, DocSearchModalProps} from '@docsearch/react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {useFacetFilters} from './useFacetFilters';
import {SeeAllResultsLink} from './SeeAllResultsLink';
import type {SearchBackend} from './useSearchClient';
import {REPOSITORY_URL} from '@site/config/links';

type AlgoliaThemeConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  externalUrlRegex?: string;
  searchPagePath: string | false;
  placeholder?: string;
  searchParameters?: {facetFilters?: string[] | string[][]};
};

/** The modal's texts are added where it loads (`./loadModal`). */
type ModalProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'translations'>;

/** Where readers report a query that should have found something. */
function getMissingResultsUrl({query}: {query: string}): string {
  const title = encodeURIComponent(`Search: no results for "${query}"`);
  return `${REPOSITORY_URL}/issues/new?labels=search&title=${title}`;
}

/**
 * A hit is an option of the results listbox, so it holds no link of its own
 * (a focusable element inside an option confuses screen readers). The arrow
 * keys and Enter go through DocSearch's navigator; a click, Ctrl/Cmd+click
 * or middle click is handled here. DocSearch's styles target `a`, hence an
 * anchor without `href`, which is not interactive.
 */
function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  const history = useHistory();
  const follow = (event: React.MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.button === 1) window.open(hit.url, '_blank', 'noopener');
    else if (event.shiftKey) window.open(hit.url, '_blank', 'noopener,popup');
    else history.push(hit.url);
  };
  return (
    <a data-href={hit.url} onClick={follow} onAuxClick={follow}>
      {children}
    </a>
  );
}

/**
 * Everything the DocSearch modal needs from the site: credentials, the
 * contextual filters of the current docs version, links that stay inside the
 * single-page app, and the footer link to the /search page.
 */
export function useModalProps(closeModal: () => void, backend: SearchBackend): ModalProps {
  const {siteConfig} = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as AlgoliaThemeConfig;
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const facetFilters = useFacetFilters(config.searchParameters?.facetFilters, config.contextualSearch);

  const [navigator] = useState<NonNullable<ModalProps['navigator']>>(() => ({
    navigate({itemUrl}) {
      if (isRegexpStringMatch(config.externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );

  const resultsFooterComponent = useCallback<NonNullable<ModalProps['resultsFooterComponent']>>(
    ({state}) => <SeeAllResultsLink query={state.query} nbHits={state.context.nbHits as number} onNavigate={closeModal} />,
    [closeModal],
  );

  return useMemo(() => {
    return {
      appId: config.appId,
      apiKey: config.apiKey,
      indexName: config.indexName,
      placeholder: config.placeholder,
      searchParameters: {...config.searchParameters, facetFilters},
      navigator,
      transformItems,
      hitComponent: Hit,
      getMissingResultsUrl,
      // Our client answers the same `search` contract; DocSearch only types the Algolia one.
      transformSearchClient: backend.transformSearchClient as unknown as ModalProps['transformSearchClient'],
      ...(config.searchPagePath ? {resultsFooterComponent} : {}),
    };
  }, [config, facetFilters, navigator, transformItems, resultsFooterComponent, backend]);
}
