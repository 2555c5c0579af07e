import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import {twinUrl} from '@site/plugins/agent-docs/src/pages';

type Props = WrapperProps<typeof ContentType>;

/** Every doc page names its Markdown twin in its head and opens with the page actions menu. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl(siteConfig.url, metadata.permalink)} />
      </Head>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
