import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useWindowSize} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof DocSidebarType>;

/** Docusaurus's desktop breakpoint (`useWindowSize`): narrower windows show the sidebar from the navbar menu. */
const DESKTOP_MIN_WIDTH = 997;

const isNarrowWindow = () => typeof window !== 'undefined' && window.innerWidth < DESKTOP_MIN_WIDTH;

/**
 * The doc sidebar, but on a phone the server-rendered desktop sidebar is not
 * hydrated. The theme renders it during hydration whatever the window
 * (`useWindowSize` is "ssr" until then), and drops it right after on narrow
 * windows, where CSS already hides it: 650 components hydrated for nothing on
 * a doc page. On a narrow window the first client render keeps the server's
 * element as it is (an element with inner HTML is hydrated without its
 * children), and the theme's sidebar replaces it once the window size is
 * known: the mobile sidebar on a phone, the desktop one if the window grew.
 */
export default function DocSidebarWrapper(props: Props): React.JSX.Element {
  const windowSize = useWindowSize();
  if (windowSize === 'ssr' && isNarrowWindow()) {
    return <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <DocSidebar {...props} />;
}
