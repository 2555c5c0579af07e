import {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * The inline script hides a dismissed bar with CSS before React loads. When
 * the configured id changed since the dismissal, React shows the bar again,
 * so the CSS flag must be lifted too or the new announcement stays invisible
 * until the next full page load.
 */
export default function AnnouncementBarWrapper(props: Props): React.JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
