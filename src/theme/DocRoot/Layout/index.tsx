import Layout from '@theme-original/DocRoot/Layout';
import type LayoutType from '@theme/DocRoot/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Marks a doc page with a sidebar on `<html>`, from the server on, so that
 * CSS hides the navbar's search button beside the sidebar's own. A
 * `:has()` rule did this before: with it, the browser restyled most of the
 * page on every change to the DOM, such as each keystroke's search results.
 */
export default function DocRootLayoutWrapper(props: Props): React.JSX.Element {
  // The same tree with or without a sidebar: a doc page without one does not remount the layout.
  return (
    <HtmlClassNameProvider className={useDocsSidebar() ? 'doc-page-with-sidebar' : ''}>
      <Layout {...props} />
    </HtmlClassNameProvider>
  );
}
