import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import type {PageFeedbackGlobalData} from '@site/plugins/page-feedback/src';
import {
  cleanComment,
  COMMENT_MAX_LENGTH,
  FEEDBACK_REASONS,
  REASON_LABELS,
  type FeedbackPayload,
  type FeedbackReason,
} from '@site/plugins/page-feedback/src/payload';
import {githubIssueUrl} from './githubIssueUrl';
import {sendFeedback} from './sendFeedback';
import type {FeedbackTarget} from './types';
import styles from './form.module.css';

export type FeedbackFormProps = {
  config: PageFeedbackGlobalData;
  target: FeedbackTarget;
  /** Set by the page's Yes and No buttons; `null` asks inside the form (sections). */
  helpful: boolean | null;
  /** Called once the message is sent, the issue form opened, or the answer kept locally, with the thanks to show. */
  onDone: (helpful: boolean, thanks: string) => void;
  onCancel: () => void;
};

type Status = {state: 'editing'} | {state: 'sending'} | {state: 'failed'; message: string} | {state: 'blocked'; url: string};

const numberFormat = new Intl.NumberFormat('en-US');

/** What the reader reads once their feedback has gone where it goes. */
const THANKS = {
  sent: 'Thank you. Your feedback was sent to the documentation team.',
  github: 'Thank you. Finish in the GitHub tab: your issue is sent once you submit it there.',
  kept: 'Thank you for your answer.',
};

function destinationNotice(config: PageFeedbackGlobalData, helpful: boolean, comment: string): string {
  if (config.endpoint) {
    return `Send shares your answers, your comment and this page's address with the documentation team at ${new URL(config.endpoint).host}. Nothing else is sent.`;
  }
  if (helpful && comment === '') {
    return 'Your answer stays in this browser. Write a comment to share it with the documentation team through a prefilled GitHub issue.';
  }
  return 'The button opens a new GitHub issue in a new tab, filled in with your answers. Nothing is sent until you submit it on GitHub, which needs a GitHub account.';
}

function submitLabel(config: PageFeedbackGlobalData, helpful: boolean, comment: string): string {
  if (config.endpoint) return 'Send';
  return helpful && comment === '' ? 'Done' : 'Open a GitHub issue';
}

/** The feedback form: a reason when the page did not help, an optional comment, and where it all goes. */
export default function FeedbackForm({config, target, helpful: presetHelpful, onDone, onCancel}: FeedbackFormProps) {
  const id = useId();
  const [askedHelpful, setAskedHelpful] = useState<boolean | null>(null);
  const helpful = presetHelpful ?? askedHelpful;
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>({state: 'editing'});
  const [reasonMissing, setReasonMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Keyboard and screen-reader users land on the first question of the form.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [presetHelpful]);

  const cleaned = cleanComment(comment);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (helpful === null || status.state === 'sending') return;
    if (!helpful && reason === null) {
      setReasonMissing(true);
      formRef.current?.querySelector<HTMLInputElement>('input[name$="reason"]')?.focus();
      return;
    }
    const payload: FeedbackPayload = {
      page: target.page,
      helpful,
      reason: helpful ? null : reason,
      comment: cleaned,
      ...(target.section ? {section: target.section.id} : {}),
      version: config.siteVersion,
    };
    if (config.endpoint) {
      setStatus({state: 'sending'});
      const result = await sendFeedback(config.endpoint, payload, config.timeoutMs);
      if (result.ok) onDone(helpful, THANKS.sent);
      else setStatus({state: 'failed', message: result.message});
      return;
    }
    if (helpful && cleaned === '') {
      onDone(helpful, THANKS.kept);
      return;
    }
    const url = githubIssueUrl(
      {repositoryUrl: config.repositoryUrl, pageUrl: target.url, pageTitle: target.pageTitle, sectionTitle: target.section?.title},
      payload,
    );
    // Without "noopener" so that a blocked pop-up is detectable (null); the
    // new tab's link back to this one is cut right away instead.
    const tab = window.open(url, '_blank');
    if (tab === null) {
      setStatus({state: 'blocked', url});
      return;
    }
    tab.opener = null;
    onDone(helpful, THANKS.github);
  };

  const sending = status.state === 'sending';
  const commentHint = `${id}-hint`;
  const noticeId = `${id}-notice`;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
      {presetHelpful === null && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Was this section helpful?</legend>
          <div className={styles.options}>
            {[true, false].map((value) => (
              <label key={String(value)} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-helpful`}
                  checked={askedHelpful === value}
                  onChange={() => setAskedHelpful(value)}
                />
                {value ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {helpful === false && (
        <fieldset className={styles.fieldset} aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}>
          <legend className={styles.legend}>What went wrong?</legend>
          <div className={styles.reasons}>
            {FEEDBACK_REASONS.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  aria-invalid={reasonMissing && reason === null}
                  onChange={() => {
                    setReason(value);
                    setReasonMissing(false);
                  }}
                />
                {REASON_LABELS[value]}
              </label>
            ))}
          </div>
          {reasonMissing && (
            <p id={`${id}-reason-error`} className={styles.error} role="alert">
              Choose what went wrong.
            </p>
          )}
        </fieldset>
      )}

      {helpful !== null && (
        <>
          <label htmlFor={`${id}-comment`} className={styles.legend}>
            {helpful ? 'Anything to add? (optional)' : 'Tell us more (optional)'}
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value.slice(0, COMMENT_MAX_LENGTH))}
            aria-describedby={`${commentHint} ${noticeId}`}
            placeholder={helpful ? 'What did you like?' : 'What were you looking for? What did you expect?'}
          />
          <p id={commentHint} className={styles.hint}>
            {numberFormat.format(comment.length)} of {numberFormat.format(COMMENT_MAX_LENGTH)} characters. Leave out personal data.
          </p>
          <p id={noticeId} className={styles.notice}>
            {destinationNotice(config, helpful, cleaned)}
          </p>
          {status.state === 'failed' && (
            <p className={styles.error} role="alert">
              {status.message} Your answers are kept: select <strong>Try again</strong> to resend them.
            </p>
          )}
          {status.state === 'blocked' && (
            <p className={styles.error} role="alert">
              Your browser blocked the new tab.{' '}
              <a href={status.url} target="_blank" rel="noopener noreferrer">
                Open the prefilled GitHub issue
              </a>{' '}
              yourself.
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button button--primary button--sm" disabled={sending}>
              {sending ? 'Sending…' : status.state === 'failed' ? 'Try again' : submitLabel(config, helpful, cleaned)}
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={onCancel} disabled={sending}>
              Cancel
            </button>
          </div>
        </>
      )}
    </form>
  );
}
