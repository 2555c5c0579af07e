import {memo, useState} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Icon from '@site/src/components/Icon';
import {sourceLabel} from '@site/plugins/ask-ai/src/answer/types';
import type {Feedback} from './conversationStorage';
import type {Turn} from './useConversation';
import AnswerText from './AnswerText';
import {TEXTS} from './texts';
import styles from './styles.module.css';

type Props = {
  turn: Turn;
  onRetry: (id: string) => void;
  onFeedback: (id: string, feedback: Feedback) => void;
  onNavigate: () => void;
};

const FEEDBACK_BUTTONS = [
  {value: 'up', label: TEXTS.helpful, icon: 'thumbs-up'},
  {value: 'down', label: TEXTS.unhelpful, icon: 'thumbs-down'},
] as const;

function plainText(turn: Turn, origin: string): string {
  const sources = turn.sources.map((source) => `[${source.n}] ${sourceLabel(source)}: ${origin}${source.url}`);
  return sources.length ? `${turn.answer}\n\n${TEXTS.sources}:\n${sources.join('\n')}` : turn.answer;
}

function CopyButton({turn}: {turn: Turn}) {
  const {siteConfig} = useDocusaurusContext();
  const [label, setLabel] = useState<string>(TEXTS.copy);
  const copy = () => {
    navigator.clipboard
      .writeText(plainText(turn, siteConfig.url))
      .then(
        () => setLabel(TEXTS.copied),
        () => setLabel(TEXTS.copyFailed),
      )
      .finally(() => setTimeout(() => setLabel(TEXTS.copy), 2000));
  };
  return (
    <button type="button" className={styles.action} onClick={copy}>
      <Icon name="copy" /> {label}
    </button>
  );
}

/**
 * One question and its answer, sources, actions, or error. Memoized: while
 * an answer streams in, the earlier turns of a long conversation keep
 * their objects and need no new render.
 */
export default memo(function TurnView({turn, onRetry, onFeedback, onNavigate}: Props) {
  const done = turn.status === 'done';
  return (
    <li className={styles.turn} data-status={turn.status}>
      <p className={styles.question}>{turn.question}</p>
      {turn.status === 'retrieving' && (
        <p className={styles.status} role="status">
          {TEXTS.retrieving}
        </p>
      )}
      {turn.answer && <AnswerText text={turn.answer} sources={turn.sources} onNavigate={onNavigate} />}
      {turn.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>
            <strong>{TEXTS.failed}</strong> {turn.error}
          </p>
          <button type="button" className="button button--sm button--primary" onClick={() => onRetry(turn.id)}>
            {TEXTS.retry}
          </button>
        </div>
      )}
      {turn.sources.length > 0 && turn.status !== 'error' && (
        <section className={styles.sources} aria-label={TEXTS.sources}>
          <h3>{TEXTS.sources}</h3>
          <ol>
            {turn.sources.map((source) => (
              <li key={source.n} value={source.n}>
                <Link to={source.url} onClick={onNavigate}>
                  <span className={styles.sourceTitle}>{source.title}</span>
                  {source.section && <span className={styles.sourceSection}>{source.section}</span>}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
      {done && (
        <div className={styles.actions}>
          <CopyButton turn={turn} />
          {FEEDBACK_BUTTONS.map(({value, label, icon}) => (
            <button
              key={value}
              type="button"
              className={styles.action}
              aria-label={label}
              aria-pressed={turn.feedback === value}
              onClick={() => onFeedback(turn.id, value)}>
              <Icon name={icon} />
            </button>
          ))}
        </div>
      )}
    </li>
  );
});
