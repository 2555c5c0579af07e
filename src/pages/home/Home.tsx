import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import HomePage from '@site/src/components/HomePage';

/** The home page at its historical route; search engines are pointed to `/`. */
export default function Home(): React.JSX.Element {
  const landingUrl = useBaseUrl('/', {absolute: true});
  return (
    <Layout
      title="Strapi 5 Documentation"
      description="Guides and references for Strapi 5, the open-source headless CMS, and Strapi Cloud.">
      <Head>
        <link rel="canonical" href={landingUrl} />
      </Head>
      <HomePage />
    </Layout>
  );
}
