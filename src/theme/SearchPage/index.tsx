import {useSearchQueryString} from '@docusaurus/theme-common';
import {useLocation, useHistory} from '@docusaurus/router';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useSearchBackend} from '@site/src/components/Search/useSearchClient';
import {useSearchPageResults} from '@site/src/components/Search/useSearchPageResults';
import SearchPageResults from '@site/src/components/Search/SearchPageResults';
import styles from './styles.module.css';

const MAX_QUERY_LENGTH = 64;

function usePageParam(): [number, (page: number) => void] {
  const {search, pathname} = useLocation();
  const history = useHistory();
  const params = new URLSearchParams(search);
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1) || 0;
  const setPage = (next: number) => {
    params.set('page', String(next + 1));
    history.push(`${pathname}?${params.toString()}`);
  };
  return [page, setPage];
}

/** The page body; its hooks need the providers that Layout sets up. */
function SearchPageContent(): React.JSX.Element {
  const [query, setQuery] = useSearchQueryString();
  const [page, setPage] = usePageParam();
  const backend = useSearchBackend();
  const results = useSearchPageResults(backend, query, page);
  const title = query ? `Search results for "${query}"` : 'Search the documentation';

  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label="Search"
            placeholder="Search docs"
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <SearchPageResults query={query} results={results} onPage={setPage} />
      </main>
    </>
  );
}

/** The full results page: the modal's engine and filters, more results, a shareable `?q=`. */
export default function SearchPage(): React.JSX.Element {
  return (
    <Layout title="Search the documentation" description="Search the Strapi 5 and Strapi Cloud documentation.">
      <SearchPageContent />
    </Layout>
  );
}
