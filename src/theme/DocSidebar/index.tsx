import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

type Props = WrapperProps<typeof DocSidebarType>;

/** The doc sidebar; a phone does not hydrate the desktop one it hides (650 components on a doc page). */
export default function DocSidebarWrapper(props: Props): React.JSX.Element {
  return (
    <DesktopOnlyHydration>
      <DocSidebar {...props} />
    </DesktopOnlyHydration>
  );
}
