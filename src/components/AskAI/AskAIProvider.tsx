import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {OPENER_CLASS, OPENER_TEXTS} from './openerTexts';
import {ASK_AI_EVENT, askRequestOf, type AskRequest} from './askEvent';
import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';
import {isSlowConnection} from '@site/plugins/idle-prefetch/src/client/connection';
import {useWhenIdle} from '@site/src/components/Search/useWhenIdle';
import styles from './opener.module.css';

/** The longest the dialog's code waits for the page to be idle before it downloads. */
const PREFETCH_TIMEOUT_MS = 3000;

const loadDialogCode = onceUntilFailure(() => import('./dialogCode'));
const loadDialog = async () => (await loadDialogCode()).importDialog();
const AskAIDialog = lazy(loadDialog);

/** Downloads the dialog's code without running it (see `./dialogCode`), except on a 2g or data-saver connection. */
function prefetchDialog(): void {
  if (!isSlowConnection()) loadDialogCode().catch(() => undefined);
}

/**
 * Opens the Ask AI widget from any element with the opener class (sidebar,
 * mobile drawer, landing page, links in content), and from a `docs:ask-ai`
 * window event, which can prefill a question about a page, a section or a
 * code block. The dialog's code downloads when the page is idle (never on
 * 2g or data saver), runs on the first sign of intent, and focus goes back
 * to the opener on close.
 */
export default function AskAIProvider({children}: {children: ReactNode}) {
  const [isOpen, setIsOpen] = useState(false);
  const [request, setRequest] = useState<AskRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useWhenIdle(prefetchDialog, true, PREFETCH_TIMEOUT_MS);

  useEffect(() => {
    const openerOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>(`.${OPENER_CLASS}`) : null;
    const onClick = (event: MouseEvent) => {
      const element = openerOf(event.target);
      if (!element) return;
      event.preventDefault();
      opener.current = element;
      setRequest(null);
      setIsOpen(true);
    };
    const onIntent = (event: Event) => {
      if (openerOf(event.target)) loadDialog().catch(() => undefined);
    };
    const onAsk = (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setRequest(askRequestOf((event as CustomEvent<unknown>).detail));
      setIsOpen(true);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    window.addEventListener(ASK_AI_EVENT, onAsk);
    return () => {
      window.removeEventListener(ASK_AI_EVENT, onAsk);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    setRequest(null);
    const element = opener.current;
    // After the modal dialog has left the top layer, the page is focusable again.
    // The opener may have gone meanwhile (the mobile drawer closed).
    setTimeout(() => {
      if (element?.isConnected) element.focus();
    }, 0);
  }, []);

  return (
    <>
      {children}
      {isOpen && (
        <ErrorBoundary
          fallback={() => (
            <div className={styles.loadError} role="alert">
              <p>{OPENER_TEXTS.unavailable}</p>
              <button type="button" className="button button--sm button--secondary" onClick={close}>
                {OPENER_TEXTS.close}
              </button>
            </div>
          )}>
          <Suspense fallback={null}>
            <AskAIDialog onClose={close} request={request} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
