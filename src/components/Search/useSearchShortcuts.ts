import {useEffect} from 'react';

type Shortcuts = {isOpen: boolean; onOpen: () => void; onClose: () => void};

function isEditing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (!target) return false;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/**
 * DocSearch's shortcuts, registered once per page: Ctrl/Cmd+K toggles the
 * modal, `/` opens it unless the reader is typing somewhere, Escape closes it.
 * DocSearch 3 only exports its own hook from the package entry, which would
 * pull the whole modal into the main bundle.
 */
export function useSearchShortcuts({isOpen, onOpen, onClose}: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const isToggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !isOpen && !isEditing(event);
      const isEscape = event.key === 'Escape' && isOpen;
      if (!isToggle && !isSlash && !isEscape) return;
      event.preventDefault();
      if (isOpen) onClose();
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose]);
}
