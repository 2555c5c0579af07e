import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';

/** Docusaurus's desktop breakpoint (`useWindowSize`): narrower windows hide the desktop sidebar and table of contents. */
const DESKTOP_MIN_WIDTH = 997;

const isNarrowWindow = () => typeof window !== 'undefined' && window.innerWidth < DESKTOP_MIN_WIDTH;

/**
 * For parts of a page that the theme renders on the server and during
 * hydration whatever the window (its `useWindowSize` is "ssr" until then),
 * then drops on narrow windows, where CSS already hides them: the desktop
 * sidebar and table of contents. On a narrow window the first client render
 * keeps the server's element as it is (an element with inner HTML is
 * hydrated without its children), so a phone hydrates none of it; the
 * theme's render replaces it once the window size is known. `children` must
 * render a single `<div>` on the server, which the placeholder stands for.
 */
export default function DesktopOnlyHydration({children}: {children: ReactNode}): ReactNode {
  const windowSize = useWindowSize();
  if (windowSize === 'ssr' && isNarrowWindow()) {
    return <div dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return children;
}
