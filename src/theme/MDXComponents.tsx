import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

/** Tabs are on most pages, so content uses them without importing. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};
