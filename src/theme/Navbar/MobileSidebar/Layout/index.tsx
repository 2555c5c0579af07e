import {useState} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileQuickNav from '@site/src/components/MobileQuickNav';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The mobile drawer, with fixed CMS and Cloud links and search under its
 * header. Its menus (on a doc page, the whole doc sidebar: about 250
 * elements) are built when the reader first opens it, not as soon as a
 * narrow window hydrates: the drawer is hidden until then, and building and
 * laying them out cost every phone that never opens it. The drawer itself
 * stays, so it still slides in.
 */
export default function LayoutWrapper({header, primaryMenu, secondaryMenu}: Props): React.JSX.Element {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render, so the menus are in the same commit as the open drawer.
  if (shown && !opened) setOpened(true);
  return (
    <Layout
      header={
        <>
          {header}
          <MobileQuickNav />
        </>
      }
      primaryMenu={opened ? primaryMenu : null}
      secondaryMenu={opened ? secondaryMenu : null}
    />
  );
}
