import {useEffect, useId, useRef, useState} from 'react';
import FeedbackForm, {type FeedbackFormProps} from './FeedbackForm';
import styles from './form.module.css';

type Props = Pick<FeedbackFormProps, 'config' | 'target'> & {
  /** Called after the dialog closed, by any means (Escape included). */
  onClose: () => void;
};

/**
 * The feedback form about one section, in a modal dialog. The browser's own
 * `<dialog>` keeps focus inside, closes on Escape and gives focus back to
 * the section's button.
 */
export default function SectionFeedbackDialog({config, target, onClose}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [thanks, setThanks] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    dialog.showModal();
    // showModal focuses the first button (Close); the first question is where readers start.
    dialog.querySelector<HTMLElement>('input, textarea')?.focus();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);

  const close = () => ref.current?.close();

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          Feedback on “{target.section?.title}”
        </h2>
        <button type="button" className={styles.closeButton} onClick={close} aria-label="Close">
          ×
        </button>
      </div>
      {thanks === null ? (
        <FeedbackForm
          config={config}
          target={target}
          helpful={null}
          onDone={(_helpful, message) => setThanks(message)}
          onCancel={close}
        />
      ) : (
        <div className={styles.thanks}>
          <p role="status">{thanks}</p>
          <button type="button" className="button button--secondary button--sm" onClick={close} autoFocus>
            Close
          </button>
        </div>
      )}
    </dialog>
  );
}
