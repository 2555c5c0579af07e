import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {registerStaticLinks} from './staticLinkNavigation';

type Props = {
  /** The page's static links to this site and to its own sections, as `../rehypeStaticHtml.ts` found them. */
  readonly links: readonly string[];
};

/**
 * Rendered once at the end of a page whose static blocks hold links: the
 * build's broken-links check collects those links here, since no `<Link>`
 * renders them, and in the browser they navigate and prefetch as `<Link>`
 * would (see `./staticLinkNavigation.ts`). Renders nothing.
 */
export default function StaticLinks({links}: Props): null {
  const brokenLinks = useBrokenLinks();
  const history = useHistory();
  // Collecting is a no-op in the browser; during the build it feeds the broken-links check.
  for (const link of links) brokenLinks.collectLink(link);
  useEffect(() => registerStaticLinks(history, links), [history, links]);
  return null;
}
