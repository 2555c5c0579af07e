import Link from '@docusaurus/Link';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {PageResults} from './useSearchPageResults';
import {safeHighlight} from './safeHighlight';
import styles from './SearchPageResults.module.css';

type Props = {query: string; results: PageResults; onPage: (page: number) => void};

function Pager({page, nbPages, onPage}: {page: number; nbPages: number; onPage: (page: number) => void}) {
  if (nbPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Result pages">
      <button type="button" className="button button--secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page + 1} of {nbPages}
      </span>
      <button type="button" className="button button--secondary" disabled={page >= nbPages - 1} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** One state of the results list: nothing typed, loading, failed, empty or hits. */
export default function SearchPageResults({query, results, onPage}: Props): React.JSX.Element | null {
  const processUrl = useSearchResultUrlProcessor();
  switch (results.status) {
    case 'idle':
      return null;
    case 'loading':
      return <p aria-live="polite">Searching…</p>;
    case 'error':
      return (
        <div role="alert" className={styles.error}>
          <p className={styles.errorTitle}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      );
    case 'done':
      if (results.nbHits === 0) {
        return <p aria-live="polite">No results for &quot;{query.trim()}&quot;</p>;
      }
      return (
        <>
          <p aria-live="polite">{results.nbHits === 1 ? 'One document found' : `${results.nbHits} documents found`}</p>
          <ol className={styles.hits}>
            {results.hits.map((hit) => (
              <li key={hit.objectID} className={styles.hit}>
                <Link to={processUrl(hit.url)} className={styles.hitTitle}>
                  {hit.titleHtml.map((html, index) => (
                    <span key={index} className={styles.level} dangerouslySetInnerHTML={{__html: safeHighlight(html)}} />
                  ))}
                </Link>
                {hit.hierarchy.lvl0 && <span className={styles.area}>{hit.hierarchy.lvl0}</span>}
                {hit.snippetHtml && (
                  <p className={styles.snippet} dangerouslySetInnerHTML={{__html: safeHighlight(hit.snippetHtml)}} />
                )}
              </li>
            ))}
          </ol>
          <Pager page={results.page} nbPages={results.nbPages} onPage={onPage} />
        </>
      );
  }
}
