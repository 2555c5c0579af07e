import Head from '@docusaurus/Head';
import DocTagDocListPage from '@theme-original/DocTagDocListPage';
import type DocTagDocListPageType from '@theme/DocTagDocListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagDocListPageType>;

/**
 * A tag page with a meta description, which search engines show and
 * Lighthouse's SEO audit requires. The theme only sets one from the tag's
 * `description` in docs/tags.yml; the tags there have none, so it names the
 * tag and the titles of its first pages.
 */
export default function DocTagDocListPageWrapper(props: Props): React.JSX.Element {
  const {tag} = props;
  const titles = tag.items.slice(0, 3).map((doc) => doc.title);
  const pages = tag.count === 1 ? '1 page' : `${tag.count} pages`;
  const description = `${pages} of the Strapi 5 documentation about ${tag.label}: ${titles.join(', ')}${tag.count > titles.length ? ', and more' : ''}.`;
  return (
    <>
      {!tag.description && (
        <Head>
          <meta name="description" content={description} />
          <meta property="og:description" content={description} />
        </Head>
      )}
      <DocTagDocListPage {...props} />
    </>
  );
}
