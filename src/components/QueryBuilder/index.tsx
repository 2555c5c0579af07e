import {lazy, Suspense} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

const QueryBuilder = lazy(() => import('./QueryBuilder'));

function Placeholder(): React.JSX.Element {
  return <p>The interactive query builder loads here.</p>;
}

/**
 * MDX entry point: the builder, `qs` and `json5` load only on the pages that
 * show it, after hydration.
 */
export default function LazyQueryBuilder(): React.JSX.Element {
  return (
    <BrowserOnly fallback={<Placeholder />}>
      {() => (
        <Suspense fallback={<Placeholder />}>
          <QueryBuilder />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
