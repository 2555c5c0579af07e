import {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {SearchContext, type SearchOpener} from './SearchContext';
import {loadDocSearchModal, type DocSearchModalType} from './loadModal';
import {useModalProps} from './useModalProps';
import {useSearchShortcuts} from './useSearchShortcuts';
import {useSearchBackend} from './useSearchClient';
import {dropCorruptStoredSearches} from './storedSearches';

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

  const close = useCallback(() => {
    setIsOpen(false);
    returnFocus.current?.focus();
  }, []);

  const modalProps = useModalProps(close, backend);

  const preload = useCallback(() => {
    loadDocSearchModal().catch(noop);
    warmUp();
  }, [warmUp]);

  const open = useCallback(
    (returnFocusTo?: HTMLElement | null) => {
      returnFocus.current = returnFocusTo ?? (document.activeElement as HTMLElement | null);
      warmUp();
      try {
        dropCorruptStoredSearches(modalProps.indexName ?? '', window.localStorage);
      } catch {
        // No storage at all (some privacy modes): nothing to repair.
      }
      loadDocSearchModal().then(
        (component) => {
          setModal(() => component);
          setIsOpen(true);
        },
        (error: unknown) => console.warn('The search modal could not be loaded.', error),
      );
    },
    [warmUp, modalProps.indexName],
  );

  useSearchShortcuts({isOpen, onOpen: open, onClose: close});

  const opener = useMemo<SearchOpener>(() => ({open, preload}), [open, preload]);

  return (
    <SearchContext.Provider value={opener}>
      <Head>
        <html data-search-mode={backend.mode} />
      </Head>
      {children}
      {isOpen &&
        Modal &&
        createPortal(<Modal {...modalProps} onClose={close} initialScrollY={window.scrollY} />, document.body)}
    </SearchContext.Provider>
  );
}
