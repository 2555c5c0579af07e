import {createContext, useContext} from 'react';

export type SearchOpener = {
  /** Opens the modal; focus goes back to `returnFocusTo` when it closes. */
  open: (returnFocusTo?: HTMLElement | null) => void;
  /** Starts loading the modal code, on hover or focus of a search button. */
  preload: () => void;
};

export const SearchContext = createContext<SearchOpener | null>(null);

export function useSearchOpener(): SearchOpener {
  const value = useContext(SearchContext);
  if (!value) {
    throw new Error('useSearchOpener must be used inside <SearchProvider> (see src/theme/Layout/Provider).');
  }
  return value;
}
