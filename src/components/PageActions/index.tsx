import {lazy, Suspense, useCallback, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Icon from '@site/src/components/Icon';
import {copyText, fetchMarkdown} from './copyText';
import {pageLinks} from './pageLinks';
import MenuErrorBoundary from './MenuErrorBoundary';
import styles from './styles.module.css';

/** The menu's code loads on the first click of its button; after a failed download, the next click tries again. */
const loadMenu = () => lazy(() => import('./PageActionsMenu'));

const STATUS_MS = 2500;

export type MenuFocus = 'first' | 'last';

/**
 * A split button at the top of a doc page: "Copy page" copies its Markdown
 * twin; the menu views it, opens it in a chat assistant, copies the MCP
 * setup or asks Ask AI about the page. Nothing is fetched before a click.
 */
export default function PageActions({permalink}: {permalink: string}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const links = pageLinks(permalink, siteConfig.url);
  const [status, setStatus] = useState<{text: string; ok: boolean} | null>(null);
  const [copying, setCopying] = useState(false);
  const statusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [menu, setMenu] = useState<{focus: MenuFocus} | null>(null);
  const [PageActionsMenu, setPageActionsMenu] = useState(loadMenu);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = 'page-actions-menu';

  function announce(text: string, ok: boolean) {
    clearTimeout(statusTimer.current);
    setStatus({text, ok});
    statusTimer.current = setTimeout(() => setStatus(null), STATUS_MS);
  }

  async function copyPage() {
    if (copying) return;
    setCopying(true);
    try {
      await copyText(fetchMarkdown(links.twinPath));
      announce('Page copied as Markdown', true);
    } catch {
      announce('Copy failed: use View as Markdown', false);
    }
    setCopying(false);
  }

  function onToggleKey(event: React.KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setMenu({focus: event.key === 'ArrowUp' ? 'last' : 'first'});
    }
  }

  const close = useCallback((returnFocus: boolean) => {
    setMenu(null);
    if (returnFocus) toggle.current?.focus();
  }, []);

  function menuFailed() {
    close(true);
    setPageActionsMenu(loadMenu);
    announce('The menu could not load: check your connection and try again', false);
  }

  return (
    <div className={styles.actions}>
      <div className={styles.split}>
        <button type="button" className={styles.main} onClick={copyPage} aria-disabled={copying}>
          <Icon name={status?.ok ? 'check' : 'copy'} />
          Copy page
        </button>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          aria-controls={menu ? menuId : undefined}
          onClick={() => (menu ? close(false) : setMenu({focus: 'first'}))}
          onKeyDown={onToggleKey}>
          <Icon name="caret-down" />
        </button>
      </div>
      {menu && (
        <MenuErrorBoundary onError={menuFailed}>
          <Suspense fallback={null}>
            <PageActionsMenu id={menuId} links={links} permalink={permalink} initialFocus={menu.focus} toggle={toggle} onClose={close} onStatus={announce} />
          </Suspense>
        </MenuErrorBoundary>
      )}
      <span role="status" className={status?.ok === false ? styles.statusError : styles.status}>
        {status?.text}
      </span>
      {/* For agents reading the HTML: where the Markdown versions are. */}
      <div hidden>
        Documentation index for AI agents: <a href="/llms.txt">/llms.txt</a>. This page as Markdown:{' '}
        <a href={links.twinPath}>{links.twinPath}</a>.
      </div>
    </div>
  );
}
