import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/**
 * The desktop doc sidebar; a phone does not hydrate it (650 components on a
 * doc page). Wrapped here rather than the theme's `DocSidebar`, which stays
 * mounted from hydration on and drops this part once the window is known to
 * be narrow: wrapping `DocSidebar` itself mounted it afresh at that point,
 * and its own first render built the whole desktop sidebar again, only to
 * remove it a moment later.
 */
export default function DocSidebarDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <DesktopOnlyHydration>
      <DocSidebarDesktop {...props} />
    </DesktopOnlyHydration>
  );
}
