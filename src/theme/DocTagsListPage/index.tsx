import Head from '@docusaurus/Head';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagsListPageType>;

const DESCRIPTION = 'Every tag of the Strapi 5 and Strapi Cloud documentation, each leading to the pages about that topic.';

/** The tag index with the meta description the theme leaves out. */
export default function DocTagsListPageWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Head>
        <meta name="description" content={DESCRIPTION} />
        <meta property="og:description" content={DESCRIPTION} />
      </Head>
      <DocTagsListPage {...props} />
    </>
  );
}
