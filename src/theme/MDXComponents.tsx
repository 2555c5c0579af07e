import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import QueryBuilder from '@site/src/components/QueryBuilder';
import BreakingChangeCard from '@site/src/components/BreakingChangeCard';
import FeatureCard from '@site/src/components/FeatureCard';
import StaticLinks from '@site/plugins/lean-client-bundle/src/client/StaticLinks';

/** Components content uses without importing them. */
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  QueryBuilder,
  BreakingChangeCard,
  FeatureCard,
  StaticLinks,
};
