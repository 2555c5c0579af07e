import Layout from '@theme/Layout';
import HomePage from '@site/src/components/HomePage';

export default function Landing(): React.JSX.Element {
  return (
    <Layout
      title="Strapi 5 Documentation"
      description="Guides and references for Strapi 5, the open-source headless CMS, and Strapi Cloud.">
      <HomePage />
    </Layout>
  );
}
