import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';

type Props = {query: string; nbHits: number; onNavigate: () => void};

/**
 * The modal's footer link to the /search page. Not a Docusaurus `<Link>`:
 * its target changes with every keystroke, and on each change `<Link>` sets
 * up a new viewport observer that prefetches the new URL, route matching
 * included, which cost more per keystroke than the search itself. The
 * search page's code loads when the reader points at or focuses the link.
 */
export function SeeAllResultsLink({query, nbHits, onNavigate}: Props): React.JSX.Element {
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  const href = createSearchLink(query);
  const preloadPage = () => {
    // A failed preload is retried by the navigation itself.
    const loading = window.docusaurus.preload(createSearchLink('').split('?')[0]!);
    if (loading) loading.catch(() => undefined);
  };

  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks open a tab or window, as for any link.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
    history.push(href);
  };

  return (
    <a href={href} onClick={follow} onMouseEnter={preloadPage} onFocus={preloadPage} onTouchStart={preloadPage}>
      <Translate id="theme.SearchBar.seeAll" values={{count: nbHits}}>
        {'See all {count} results'}
      </Translate>
    </a>
  );
}
