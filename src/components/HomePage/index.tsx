import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import AskAIButton from '@site/src/components/AskAI/AskAIButton';
import {AREAS, QUICK_LINKS} from './content';
import styles from './styles.module.css';

function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className={styles.heroOrbit} aria-hidden="true" />
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          Strapi 5 Documentation
        </Heading>
        <p className={styles.heroLead}>
          Model your content, expose it through REST and GraphQL, customize the back end and
          the admin panel, then deploy to your own servers or to Strapi Cloud.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/cms/quick-start">
            Start the Quick Start guide
          </Link>
          <Link className="button button--secondary button--lg" to="/cloud/intro">
            Deploy on Strapi Cloud
          </Link>
          <AskAIButton variant="landing" />
        </div>
      </div>
    </header>
  );
}

function AreaCards(): React.JSX.Element {
  return (
    <section className={styles.areas} aria-label="Documentation areas">
      {AREAS.map((area) => (
        <Link key={area.to} to={area.to} className={styles.areaCard}>
          <Icon name={area.icon} className={styles.areaIcon} />
          <Heading as="h2" className={styles.areaTitle}>
            {area.title}
          </Heading>
          <p>{area.description}</p>
          <span className={styles.areaCta}>
            {area.cta} <Icon name="arrow-right" />
          </span>
        </Link>
      ))}
    </section>
  );
}

function QuickLinks(): React.JSX.Element {
  return (
    <section className={styles.quickLinks} aria-labelledby="quick-links-title">
      <Heading as="h2" id="quick-links-title">
        Quick links
      </Heading>
      <ul className={styles.quickLinkList}>
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.quickLink}>
              <Icon name={link.icon} className={styles.quickLinkIcon} />
              <span>
                <strong>{link.title}</strong>
                <span className={styles.quickLinkText}>{link.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The landing page body, shared by `/` and `/home/Home`. */
export default function HomePage(): React.JSX.Element {
  return (
    <>
      <Hero />
      <main className="container">
        <AreaCards />
        <QuickLinks />
      </main>
    </>
  );
}
