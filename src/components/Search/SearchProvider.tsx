import {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {SearchContext, type SearchOpener} from './SearchContext';
import {loadDocSearchModal, type DocSearchModalType} from './loadModal';
import {useModalProps} from './useModalProps';
import {useSearchShortcuts} from './useSearchShortcuts';
import {useSearchBackend} from './useSearchClient';

const noop = () => {};

/**
 * Owns the one DocSearch modal of the page. Any number of search buttons
 * (navbar, doc sidebar, mobile drawer) open it through context, and the
 * keyboard shortcuts are registered once, so two buttons never mean two modals.
 */
export default function SearchProvider({children}: {children: ReactNode}): React.JSX.Element {
  const [Modal, setModal] = useState<DocSearchModalType | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const backend = useSearchBackend();
  const {warmUp} = backend;

  const preload = useCallback(() => {
    loadDocSearchModal().catch(noop);
    warmUp();
  }, [warmUp]);

  const open = useCallback(
    (returnFocusTo?: HTMLElement | null) => {
      returnFocus.current = returnFocusTo ?? (document.activeElement as HTMLElement | null);
      warmUp();
      loadDocSearchModal().then(
        (component) => {
          setModal(() => component);
          setIsOpen(true);
        },
        (error: unknown) => console.warn('The search modal could not be loaded.', error),
      );
    },
    [warmUp],
  );

  const close = useCallback(() => {
    setIsOpen(false);
    returnFocus.current?.focus();
  }, []);

  useSearchShortcuts({isOpen, onOpen: open, onClose: close});

  const modalProps = useModalProps(close, backend);
  const opener = useMemo<SearchOpener>(() => ({open, preload}), [open, preload]);

  return (
    <SearchContext.Provider value={opener}>
      {children}
      {isOpen &&
        Modal &&
        createPortal(<Modal {...modalProps} onClose={close} initialScrollY={window.scrollY} />, document.body)}
    </SearchContext.Provider>
  );
}
