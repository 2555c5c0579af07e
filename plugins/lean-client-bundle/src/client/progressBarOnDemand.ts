import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import {isSlowConnection} from '@site/plugins/idle-prefetch/src/client/connection';
import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';

/**
 * The theme's route progress bar (its `nprogress` client module) with the
 * same behaviour: a bar 200 ms into a navigation to another page, ended
 * when the page renders. `nprogress` itself loads when the browser is idle
 * a second after the first page has rendered (not on 2g or data saver,
 * where nothing loads ahead), or when a navigation starts, instead of with
 * the main bundle.
 */

type ProgressBar = {start: () => unknown; done: () => unknown};

const DELAY_MS = 200;
/** After hydration, so that the page's own work comes first. */
const LOAD_AFTER_FIRST_RENDER_MS = 1000;

const loadProgressBar = onceUntilFailure(() =>
  import('nprogress').then(({default: nprogress}): ProgressBar => {
    nprogress.configure({showSpinner: false});
    return nprogress;
  }),
);
/** A navigation has asked for the bar: each page render ends it. */
let requested = false;
let idleLoadScheduled = false;
/** A navigation has started and not yet rendered: a bar that loads late only shows while this holds. */
let navigating = false;

function loadWhenIdle(): void {
  if (idleLoadScheduled || isSlowConnection()) return;
  idleLoadScheduled = true;
  window.setTimeout(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => run());
    whenIdle(() => loadProgressBar().catch(() => undefined));
  }, LOAD_AFTER_FIRST_RENDER_MS);
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    requested = true;
    // A failed load is forgotten: the next navigation tries again.
    const shown = loadProgressBar();
    const timeout = window.setTimeout(() => {
      shown.then((bar) => navigating && bar.start()).catch(() => undefined);
    }, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    navigating = false;
    if (requested) loadProgressBar().then((bar) => bar.done()).catch(() => undefined);
    else loadWhenIdle();
  },
};

export default clientModule;
