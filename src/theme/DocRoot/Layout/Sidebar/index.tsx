import {useEffect} from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type SidebarType from '@theme/DocRoot/Layout/Sidebar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SidebarType>;

/** Set on `<html>` while the reader has hidden the doc sidebar: the navbar shows its search button again. */
const HIDDEN_ATTRIBUTE = 'data-doc-sidebar-hidden';

/**
 * The doc sidebar's container. An attribute rather than a class, because
 * the page's head manager rewrites `<html>`'s classes on every navigation;
 * the sidebar's hidden state outlives navigations between docs.
 */
export default function DocRootLayoutSidebarWrapper(props: Props): React.JSX.Element {
  const {hiddenSidebarContainer} = props;
  useEffect(() => {
    const html = document.documentElement;
    html.toggleAttribute(HIDDEN_ATTRIBUTE, hiddenSidebarContainer);
    return () => html.removeAttribute(HIDDEN_ATTRIBUTE);
  }, [hiddenSidebarContainer]);
  return <Sidebar {...props} />;
}
