import {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import Icon from '@site/src/components/Icon';
import type {PageFeedbackGlobalData} from '@site/plugins/page-feedback/src';
import {saveAnswer, useStoredAnswer, type StoredAnswer} from './feedbackStore';
import {loadFeedbackUi, type FeedbackUi} from './loadFeedbackUi';
import {useSectionButtons, warmFeedbackUi, type Section} from './useSectionButtons';
import type {FeedbackTarget} from './types';
import styles from './styles.module.css';

type Props = {
  /** Path of the page, such as `/cms/quick-start`. */
  page: string;
  pageTitle: string;
  /** Absolute URL of the page. */
  pageUrl: string;
};

type Ui = {state: 'idle'} | {state: 'loading'} | {state: 'ready'; ui: FeedbackUi} | {state: 'failed'};

/**
 * "Was this page helpful?" at the end of a doc page, and a feedback button
 * beside each section heading. This shell is all a page loads; the form and
 * the dialog download on the first hover, focus or click.
 */
export default function PageFeedback({page, pageTitle, pageUrl}: Props) {
  const config = usePluginData('page-feedback') as PageFeedbackGlobalData;
  const questionId = useId();
  const stored = useStoredAnswer(page);
  // Kept for this visit too, in case storage refuses it.
  const [given, setGiven] = useState<StoredAnswer | null>(null);
  const remembered = given ?? stored;
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [reopened, setReopened] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [section, setSection] = useState<Section | null>(null);
  const [ui, setUi] = useState<Ui>({state: 'idle'});

  const load = useCallback(() => {
    setUi((current) => (current.state === 'ready' ? current : {state: 'loading'}));
    loadFeedbackUi().then(
      (module) => setUi({state: 'ready', ui: module}),
      () => setUi({state: 'failed'}),
    );
  }, []);

  // The form that had focus is gone: the thanks take it, so keyboard users stay in place.
  useEffect(() => {
    if (thanks !== null) thanksRef.current?.focus();
  }, [thanks]);

  const choose = (value: boolean) => {
    setHelpful(value);
    load();
  };

  const openSection = useCallback(
    (opened: Section) => {
      setSection(opened);
      load();
    },
    [load],
  );
  useSectionButtons(page, openSection);

  const closeSection = useCallback(() => setSection(null), []);

  const done = (value: boolean, message: string) => {
    const answer = {helpful: value, at: Date.now()};
    saveAnswer(page, answer);
    setGiven(answer);
    setHelpful(null);
    setReopened(false);
    setThanks(message);
  };

  const pageTarget: FeedbackTarget = {page, url: pageUrl, pageTitle};
  const sectionTarget: FeedbackTarget | null = section && {
    page,
    url: `${pageUrl}#${section.id}`,
    pageTitle,
    section: {id: section.id, title: section.title},
  };
  const asking = remembered === null || reopened || helpful !== null;

  return (
    <section className={styles.feedback} aria-labelledby={questionId} data-page-feedback="">
      {asking ? (
        <div className={styles.question}>
          <div id={questionId} className={styles.title}>
            Was this page helpful?
          </div>
          <div className={styles.choices} role="group" aria-labelledby={questionId}>
            {[true, false].map((value) => (
              <button
                key={String(value)}
                type="button"
                className={clsx(styles.choice, helpful === value && styles.chosen)}
                aria-pressed={helpful === value}
                onPointerEnter={warmFeedbackUi}
                onFocus={warmFeedbackUi}
                onClick={() => choose(value)}>
                <Icon name={value ? 'thumbs-up' : 'thumbs-down'} /> {value ? 'Yes' : 'No'}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <div className={styles.question}>
          <div id={questionId} ref={thanksRef} className={styles.title} role="status" tabIndex={-1}>
            {thanks ?? `Thanks for your feedback: you found this page ${remembered.helpful ? 'helpful' : 'not helpful'}.`}
          </div>
          <button
            type="button"
            className={styles.again}
            onClick={() => {
              setReopened(true);
              setThanks(null);
            }}>
            Send more feedback
          </button>
        </div>
      )}

      {helpful !== null && ui.state === 'ready' && (
        <ui.ui.FeedbackForm
          key={String(helpful)}
          config={config}
          target={pageTarget}
          helpful={helpful}
          onDone={done}
          onCancel={() => setHelpful(null)}
        />
      )}
      {(helpful !== null || section !== null) && ui.state === 'loading' && (
        <div className={styles.status} role="status">
          Loading the feedback form…
        </div>
      )}
      {(helpful !== null || section !== null) && ui.state === 'failed' && (
        <div className={styles.status} role="alert">
          The feedback form could not load. Check your connection, then{' '}
          <button type="button" className={styles.again} onClick={load}>
            try again
          </button>
          .
        </div>
      )}

      {section && sectionTarget && ui.state === 'ready' && (
        <ui.ui.SectionFeedbackDialog config={config} target={sectionTarget} onClose={closeSection} />
      )}

    </section>
  );
}
