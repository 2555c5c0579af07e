import {useRef} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import translations from '@theme/SearchTranslations';
import {useSearchOpener} from './SearchContext';

export type SearchButtonProps = {
  /** Called before the modal opens, e.g. to close the mobile drawer. */
  onOpen?: () => void;
};

/** A DocSearch button wired to the page's single modal. */
export default function SearchButton({onOpen}: SearchButtonProps): React.JSX.Element {
  const {open, preload} = useSearchOpener();
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <DocSearchButton
      ref={ref}
      onTouchStart={preload}
      onFocus={preload}
      onMouseOver={preload}
      onClick={() => {
        onOpen?.();
        open(ref.current);
      }}
      translations={translations.button}
    />
  );
}
