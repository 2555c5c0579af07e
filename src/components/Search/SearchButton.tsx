import {forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {useSearchOpener} from './SearchContext';

export type SearchButtonProps = {
  /** Called before the modal opens, e.g. to close the mobile drawer. */
  onOpen?: () => void;
};

/** A key cap that lights up while its key is held, as DocSearch's does. */
function Key({reactsTo, children}: {reactsTo: string; children: React.ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

/**
 * The button's label, under the id of DocSearch's (`@theme/SearchTranslations`), which holds
 * the modal's texts too and so is left to the modal's chunk.
 */
const BUTTON_LABEL = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

/**
 * DocSearch's button, markup and classes included, written here because
 * importing it from `@docsearch/react` puts the whole library in every page.
 */
const DocSearchButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function DocSearchButton(props, ref) {
  // The platform is only known in the browser: no keys on the server and during hydration.
  const isBrowser = useIsBrowser();
  const isMac = isBrowser ? /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) : null;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${BUTTON_LABEL} (${isMac ? 'Command' : 'Ctrl'}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{BUTTON_LABEL}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {isMac !== null && (
          <>
            <Key reactsTo={isMac ? 'Meta' : 'Control'}>{isMac ? '⌘' : 'Ctrl'}</Key>
            <Key reactsTo="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

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
    />
  );
}
