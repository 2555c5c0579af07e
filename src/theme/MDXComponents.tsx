import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import QueryBuilder from '@site/src/components/QueryBuilder';

/** Components content uses without importing them. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  QueryBuilder,
};
