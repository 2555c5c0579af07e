import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {OPENER_CLASS, TEXTS} from './texts';
import styles from './opener.module.css';

const loadDialog = () => import('./AskAIDialog');
const AskAIDialog = lazy(loadDialog);

/**
 * Opens the Ask AI widget from any element with the opener class (sidebar,
 * mobile drawer, landing page, links in content). The dialog's code loads on
 * the first sign of intent, and focus goes back to the opener on close.
 */
export default function AskAIProvider({children}: {children: ReactNode}) {
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const openerOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>(`.${OPENER_CLASS}`) : null;
    const onClick = (event: MouseEvent) => {
      const element = openerOf(event.target);
      if (!element) return;
      event.preventDefault();
      opener.current = element;
      setIsOpen(true);
    };
    const onIntent = (event: Event) => {
      if (openerOf(event.target)) loadDialog().catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
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
              <p>{TEXTS.unavailable}</p>
              <button type="button" className="button button--sm button--secondary" onClick={close}>
                {TEXTS.close}
              </button>
            </div>
          )}>
          <Suspense fallback={null}>
            <AskAIDialog onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
