import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {registerStaticLinks} from '@site/plugins/lean-client-bundle/src/client/staticLinkNavigation';

type Props = {
  /** The element `children` renders on the server, which stands in for them on the client. */
  readonly as: 'footer';
  readonly children: ReactNode;
};

/**
 * For a part of the page that renders the same on every page and never
 * changes in the browser, such as the footer: when the page is hydrated,
 * the server's element stays as it is (an element with inner HTML is
 * hydrated without its children), so React walks none of it; its links to
 * this site navigate and prefetch as static links do
 * (`staticLinkNavigation`). Where there is no server HTML, after a
 * navigation inside the app, `children` render as usual.
 */
export default function StaticAfterLoad({as, children}: Props): ReactNode {
  // False only while the page is hydrated; a later mount renders for real.
  const isBrowser = useIsBrowser();
  const [keepsServerHtml] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const element = useRef<HTMLElement>(null);
  const history = useHistory();
  useEffect(() => {
    if (!keepsServerHtml || !element.current) return undefined;
    const links = Array.from(element.current.querySelectorAll('a[href^="/"]'), (anchor) => anchor.getAttribute('href')!);
    return registerStaticLinks(history, links);
  }, [keepsServerHtml, history]);
  const Element = as;
  if (keepsServerHtml) return <Element ref={element} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return children;
}
