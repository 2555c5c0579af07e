import {useEffect, useId, useMemo, useRef, useState, type FormEvent} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {AskAiGlobalData} from '@site/plugins/ask-ai/src';
import type {SearchGlobalData} from '@site/plugins/search-local/src';
import {createProvider} from '@site/plugins/ask-ai/src/client/createProvider';
import {prepareBrowserCorpus} from '@site/plugins/ask-ai/src/client/loadCorpus';
import Icon from '@site/src/components/Icon';
import {useConversation} from './useConversation';
import {useFocusTrap} from './useFocusTrap';
import TurnView from './TurnView';
import {MAX_QUESTION_LENGTH} from './openerTexts';
import {EXAMPLE_QUESTIONS, TEXTS} from './texts';
import type {AskContext, AskRequest} from './askEvent';
import styles from './styles.module.css';

type Props = {
  onClose: () => void;
  /** A question to prefill and what it is about, from a `docs:ask-ai` event. */
  request?: AskRequest | null;
};

/** The Ask AI modal: a conversation with the configured provider, cited to the docs. */
export default function AskAIDialog({onClose, request = null}: Props) {
  const options = usePluginData('ask-ai') as AskAiGlobalData;
  const {manifestUrl} = usePluginData('search-local') as SearchGlobalData;
  const provider = useMemo(() => createProvider(options, manifestUrl), [options, manifestUrl]);
  const {turns, busy, ask, retry, reset, setFeedback} = useConversation(provider);
  const [question, setQuestion] = useState('');
  const [context, setContext] = useState<AskContext | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const disclaimerId = useId();
  useFocusTrap(dialog);
  useEffect(() => prepareBrowserCorpus(manifestUrl), [manifestUrl]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    input.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
    };
  }, [onClose]);

  // Each event prefills the box and sets what the next questions are about.
  const [appliedRequest, setAppliedRequest] = useState<AskRequest | null>(null);
  if (request !== appliedRequest) {
    setAppliedRequest(request);
    if (request) {
      setQuestion(request.question);
      setContext(request.context);
    }
  }
  useEffect(() => {
    if (request) input.current?.focus();
  }, [request]);

  const lastAnswerLength = turns.at(-1)?.answer.length ?? 0;
  // The conversation scrolls to its end once per frame, when the browser lays it out anyway: scrolling
  // in the effect made it lay out the dialog again for each piece of a streaming answer.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const conversation = body.current;
      if (conversation) conversation.scrollTop = conversation.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [turns.length, lastAnswerLength]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim().slice(0, MAX_QUESTION_LENGTH);
    if (!text || busy) return;
    ask(text, context);
    setQuestion('');
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={disclaimerId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}>
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            <Icon name="sparkle" /> {TEXTS.title}
          </h2>
          <button type="button" className={styles.close} aria-label={TEXTS.close} onClick={onClose}>
            <Icon name="x" />
          </button>
        </header>
        <div ref={body} className={styles.body}>
          <p id={disclaimerId} className={styles.disclaimer}>
            {TEXTS.disclaimer}
          </p>
          {turns.length === 0 ? (
            <div className={styles.examples}>
              <h3>{TEXTS.exampleTitle}</h3>
              <ul>
                {EXAMPLE_QUESTIONS.map((example) => (
                  <li key={example}>
                    <button type="button" className={styles.example} onClick={() => ask(example, context)}>
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol className={styles.turns} aria-live="polite">
              {turns.map((turn) => (
                <TurnView key={turn.id} turn={turn} onRetry={retry} onFeedback={setFeedback} onNavigate={onClose} />
              ))}
            </ol>
          )}
        </div>
        <form className={styles.form} onSubmit={submit}>
          {context && (
            <p className={styles.scope}>
              <span>
                {TEXTS.scopedTo} <strong>{context.label}</strong>
              </span>
              <button type="button" className={styles.scopeClear} aria-label={TEXTS.clearScope} onClick={() => setContext(null)}>
                <Icon name="x" />
              </button>
            </p>
          )}
          <textarea
            ref={input}
            aria-label={TEXTS.inputLabel}
            className={styles.input}
            rows={2}
            value={question}
            maxLength={MAX_QUESTION_LENGTH}
            placeholder={TEXTS.placeholder}
            onChange={(event) => setQuestion(event.target.value.slice(0, MAX_QUESTION_LENGTH))}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
          />
          <div className={styles.formActions}>
            {turns.length > 0 && (
              <button type="button" className="button button--sm button--secondary" onClick={reset}>
                {TEXTS.reset}
              </button>
            )}
            <button type="submit" className="button button--sm button--primary" disabled={busy || !question.trim()}>
              {TEXTS.submit}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
