import ReactDOM from 'react-dom/client';
import {unstable_IdlePriority as IdlePriority, unstable_scheduleCallback as scheduleCallback} from 'scheduler';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter} from 'react-router-dom';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';

/**
 * Docusaurus's client entry (`@docusaurus/core/lib/client/clientEntry.js`)
 * for production builds with the browser router (see ../index.ts): the same
 * steps, with the browser given a turn between them. The original evaluates
 * the whole app, builds the route table, matches the page's route and
 * starts loading its chunks in one task, a long one on a phone, during which
 * the page cannot paint or answer a tap. Here each step is a task of its
 * own, and the page's chunks are requested as soon as its route is matched,
 * so they download while the app evaluates: the modules stay in the same
 * file (eager imports), only their evaluation waits for the next task. (The
 * route table comes with the client API, in the first task: evaluating it
 * later, after the first paint, made TBT worse; see the README.)
 */

/** A new task, so that the browser can paint, lay out and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const onRecoverableError = (error: unknown, errorInfo: unknown) => {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
};

async function hydrate(container: HTMLElement): Promise<void> {
  window.docusaurus = docusaurus;
  await nextTask();
  // Client modules first: one of them cleans the address (`.html`), which the route must be matched on.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  // Then the route match, which requests the page's chunks: they download while the app evaluates.
  const {default: preload} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload');
  const routeChunks = preload(window.location.pathname);
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await routeChunks;
  const app = (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
  // Hydrated at idle priority, the root's updates from hydration's effects
  // (window size, the browser flag, code blocks' scroll state) take the idle
  // lane too, and render in slices; from a transition they would take the
  // default lane, which React renders in one task. React takes the priority
  // of the scheduler task an update is dispatched from.
  scheduleCallback(IdlePriority, () => {
    window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
  });
}

void hydrate(document.getElementById('__docusaurus')!);
