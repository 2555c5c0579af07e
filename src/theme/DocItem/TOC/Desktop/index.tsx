import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

/** The desktop table of contents; a phone does not hydrate it, nor measure its headings for highlighting. */
export default function TOCDesktopWrapper(): React.JSX.Element {
  return (
    <DesktopOnlyHydration>
      <TOCDesktop />
    </DesktopOnlyHydration>
  );
}
