import {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {SearchContext, type SearchOpener} from './SearchContext';
import {loadDocSearchModal, prefetchDocSearchModal, type DocSearchModalType} from './loadModal';
import {useModalProps} from './useModalProps';
import {useSearchShortcuts} from './useSearchShortcuts';
import {useSearchBackend} from './useSearchClient';
import {dropCorruptStoredSearches, hasSearchedBefore} from './storedSearches';
import {isSlowConnection} from '@site/plugins/idle-prefetch/src/client/connection';
import {useWhenIdle} from './useWhenIdle';

const noop = () => {};

function readerHasSearchedBefore(indexName: string): boolean {
  try {
    return hasSearchedBefore(indexName, window.localStorage);
  } catch {
    // No storage at all (some privacy modes): nothing says the reader searched before.
    return false;
  }
}
/** The longest the manifest waits for the page to be idle. */
const PREPARE_TIMEOUT_MS = 3000;
/** The longest indexing waits, once the modal has rendered, for the page to be idle. */
const INDEX_AFTER_MODAL_TIMEOUT_MS = 300;

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
  const {prepare, warmUp, prepareIndex} = backend;

  const close = useCallback(() => {
    setIsOpen(false);
    returnFocus.current?.focus();
  }, []);

  const modalProps = useModalProps(close, backend);
  const indexName = modalProps.indexName ?? '';

  // Ctrl+K gives no warning, unlike a pointer over the button: the manifest and the modal's code
  // (downloaded, not run) are fetched beforehand, and for a reader who searched here before, whose
  // browser most likely holds the index already, the index is built in idle slices too. On 2g or
  // data saver, nothing is fetched before the reader asks to search.
  const prepareAll = useCallback(() => {
    if (isSlowConnection()) return;
    prepare();
    prefetchDocSearchModal();
    if (readerHasSearchedBefore(indexName)) prepareIndex();
  }, [prepare, prepareIndex, indexName]);
  useWhenIdle(prepareAll, true, PREPARE_TIMEOUT_MS);
  // The modal renders first, then the index is built in idle slices while the reader types.
  useWhenIdle(prepareIndex, isOpen && Modal !== null, INDEX_AFTER_MODAL_TIMEOUT_MS);

  const preload = useCallback(() => {
    loadDocSearchModal().catch(noop);
    warmUp();
  }, [warmUp]);

  const open = useCallback(
    (returnFocusTo?: HTMLElement | null) => {
      returnFocus.current = returnFocusTo ?? (document.activeElement as HTMLElement | null);
      warmUp();
      try {
        dropCorruptStoredSearches(indexName, window.localStorage);
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
    [warmUp, indexName],
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
