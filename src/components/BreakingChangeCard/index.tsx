import SummaryCard from '@site/src/components/SummaryCard';
import styles from './styles.module.css';

type Answer = boolean | 'partly';

export interface BreakingChangeCardProps {
  /** Whether plugin code (not only application code) has to change. */
  plugins: boolean;
  /** Whether the upgrade tool rewrites the code: fully, partly, or not at all. */
  codemod: Answer;
  /** The name of the codemod that handles the change, when there is one. */
  codemodName?: string;
}

function Badge({value}: {value: Answer}) {
  const [label, tone] =
    value === 'partly' ? ['Partly', styles.partly] : value ? ['Yes', styles.yes] : ['No', styles.no];
  return <span className={`${styles.badge} ${tone}`}>{label}</span>;
}

/** The summary every breaking-change page opens with. */
export default function BreakingChangeCard({plugins, codemod, codemodName}: BreakingChangeCardProps) {
  return (
    <SummaryCard
      label="Breaking change summary"
      rows={[
        {term: 'Affects plugins', details: <Badge value={plugins} />},
        {
          term: 'Handled by a codemod',
          details: (
            <>
              <Badge value={codemod} />
              {codemod !== false && codemodName ? <code>{codemodName}</code> : null}
            </>
          ),
        },
      ]}
    />
  );
}
