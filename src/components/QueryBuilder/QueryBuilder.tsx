import {useId, useMemo, useState} from 'react';
import {buildQueryUrl} from './buildQueryUrl';
import CopyButton from './CopyButton';
import styles from './styles.module.css';
import {DEFAULT_ENDPOINT, DEFAULT_QUERY} from './presets';

/** Edit an endpoint and a query object; read and copy the encoded REST URL. */
export default function QueryBuilder(): React.JSX.Element {
  const [endpoint, setEndpoint] = useState(DEFAULT_ENDPOINT);
  const [query, setQuery] = useState(DEFAULT_QUERY);
  const result = useMemo(() => buildQueryUrl(endpoint, query), [endpoint, query]);
  const id = useId();

  return (
    <section className={styles.builder} aria-label="Interactive query builder">
      <label htmlFor={`${id}-endpoint`} className={styles.label}>
        Endpoint
      </label>
      <input
        id={`${id}-endpoint`}
        className={styles.endpoint}
        value={endpoint}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setEndpoint(event.target.value)}
      />
      <label htmlFor={`${id}-query`} className={styles.label}>
        Query object (JSON or a JavaScript object literal)
      </label>
      <textarea
        id={`${id}-query`}
        className={styles.query}
        value={query}
        rows={12}
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className={styles.label} id={`${id}-url-label`}>
        Encoded URL
      </div>
      {result.ok ? (
        <>
          <div className={styles.output}>
            <output aria-labelledby={`${id}-url-label`} className={styles.url} data-testid="query-url">
              {result.url}
            </output>
            <CopyButton text={result.url} />
          </div>
          {result.warnings.length > 0 && (
            <ul className={styles.warnings} aria-label="Warnings">
              {result.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p role="alert" className={styles.error}>
          {result.error}
        </p>
      )}
    </section>
  );
}
