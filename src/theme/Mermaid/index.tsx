import {lazy, Suspense} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

// Every MDX page maps ```mermaid blocks to this component, so the theme's
// renderer would otherwise ship in the main bundle of pages without diagrams.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * The official Mermaid theme component, downloaded only by pages that have a
 * diagram. It draws nothing on the server, so it mounts after hydration: a
 * lazy component still loading while the page hydrates would leave a
 * dehydrated Suspense boundary, which React 18 switches to client rendering
 * with an error when an update (the colour mode) reaches it first.
 */
export default function MermaidWrapper(props: Props): React.JSX.Element {
  return (
    <div className={styles.diagram}>
      <BrowserOnly>
        {() => (
          <Suspense fallback={null}>
            <Mermaid {...props} />
          </Suspense>
        )}
      </BrowserOnly>
    </div>
  );
}
