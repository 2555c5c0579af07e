import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface SummaryRow {
  term: string;
  details: ReactNode;
}

/** A compact term/details card that opens feature and breaking-change pages. */
export default function SummaryCard({label, rows}: {label: string; rows: SummaryRow[]}) {
  return (
    <dl className={styles.card} aria-label={label}>
      {rows.map(({term, details}) => (
        <div className={styles.row} key={term}>
          <dt>{term}</dt>
          <dd className={styles.details}>{details}</dd>
        </div>
      ))}
    </dl>
  );
}
