import {useEffect, useRef, type RefObject} from 'react';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/components/Icon/names';
import {copyText} from './copyText';
import {chatGptUrl, claudeUrl, MCP_SETUP, type PageLinks} from './pageLinks';
import type {MenuFocus} from './index';
import styles from './styles.module.css';

type Props = {
  id: string;
  links: PageLinks;
  permalink: string;
  initialFocus: MenuFocus;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
  onStatus: (text: string, ok: boolean) => void;
};

type Item = {label: string; hint: string; icon: IconName} & ({href: string; external: boolean} | {run: () => void});

/** The page actions menu: the WAI-ARIA menu button pattern, loaded on first open. */
export default function PageActionsMenu({id, links, permalink, initialFocus, toggle, onClose, onStatus}: Props): React.JSX.Element {
  const menu = useRef<HTMLDivElement>(null);
  const items = (): HTMLElement[] => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    (initialFocus === 'last' ? all.at(-1) : all[0])?.focus();
  }, [initialFocus]);

  useEffect(() => {
    // A click anywhere else closes the menu without stealing focus back.
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, toggle]);

  const entries: Item[] = [
    {label: 'View as Markdown', hint: 'Open this page as plain Markdown', icon: 'file-md', href: links.twinPath, external: false},
    {label: 'Open in ChatGPT', hint: 'Ask ChatGPT about this page', icon: 'open-ai-logo', href: chatGptUrl(links.publicTwinUrl), external: true},
    {label: 'Open in Claude', hint: 'Ask Claude about this page', icon: 'sparkle', href: claudeUrl(links.publicTwinUrl), external: true},
    {
      label: 'Copy MCP setup',
      hint: 'Connect your editor to the docs MCP server',
      icon: 'plugs-connected',
      run: () =>
        copyText(Promise.resolve(MCP_SETUP)).then(
          () => onStatus('MCP setup copied', true),
          () => onStatus('Copy failed', false),
        ),
    },
    {
      label: 'Ask AI about this page',
      hint: 'Questions answered from this page first',
      icon: 'chat-circle-dots',
      run: () => window.dispatchEvent(new CustomEvent('docs:ask-ai', {detail: {pagePath: permalink}})),
    },
  ];

  function onKeyDown(event: React.KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(all.length - 1);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div ref={menu} id={id} role="menu" aria-label="Page actions" className={styles.menu} onKeyDown={onKeyDown}>
      {entries.map((entry) => {
        const content = (
          <>
            <Icon name={entry.icon} className={styles.itemIcon} />
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>{entry.label}</span>
              <span className={styles.itemHint}>{entry.hint}</span>
            </span>
            {'href' in entry && entry.external && <Icon name="arrow-up-right" className={styles.external} />}
          </>
        );
        return 'href' in entry ? (
          <a
            key={entry.label}
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={entry.href}
            {...(entry.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
            onClick={() => onClose(entry.external)}>
            {content}
          </a>
        ) : (
          <button
            key={entry.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              entry.run();
              onClose(true);
            }}>
            {content}
          </button>
        );
      })}
    </div>
  );
}
