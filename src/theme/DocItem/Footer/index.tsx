import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The doc footer (tags, edit link, last update), then page feedback. */
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      <PageFeedback
        key={metadata.permalink}
        page={metadata.permalink}
        pageTitle={metadata.title}
        pageUrl={new URL(metadata.permalink, siteConfig.url).href}
      />
    </>
  );
}
