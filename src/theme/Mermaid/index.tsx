import {lazy, Suspense} from 'react';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

// Every MDX page maps ```mermaid blocks to this component, so the theme's
// renderer would otherwise ship in the main bundle of pages without diagrams.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/** The official Mermaid theme component, downloaded only by pages that have a diagram. */
export default function MermaidWrapper(props: Props): React.JSX.Element {
  return (
    <div className={styles.diagram}>
      <Suspense fallback={null}>
        <Mermaid {...props} />
      </Suspense>
    </div>
  );
}
