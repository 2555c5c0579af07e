import type {ClientModule} from '@docusaurus/types';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const nprogress = vi.hoisted(() => ({configure: vi.fn(), start: vi.fn(), done: vi.fn()}));
vi.mock('nprogress', () => ({default: nprogress}));

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];
const at = (pathname: string, hash = '') => ({pathname, hash, search: '', state: undefined}) as unknown as RouteArgs['location'];
const navigation = (from: string, to: string) => ({previousLocation: at(from), location: at(to)}) as RouteArgs;
const hashChange = () => ({previousLocation: at('/cms/intro'), location: at('/cms/intro', '#usage')}) as RouteArgs;

let idle: (() => void)[];

async function loadModule(): Promise<Required<Pick<ClientModule, 'onRouteUpdate' | 'onRouteDidUpdate'>>> {
  vi.resetModules();
  return (await import('../client/progressBarOnDemand')).default as never;
}

/** Runs the route hooks as Docusaurus does: the update's cleanup before `onRouteDidUpdate`. */
async function navigate(module: Awaited<ReturnType<typeof loadModule>>, args: RouteArgs, renderAfterMs: number): Promise<void> {
  const cleanup = module.onRouteUpdate(args);
  await vi.advanceTimersByTimeAsync(renderAfterMs);
  if (typeof cleanup === 'function') cleanup();
  module.onRouteDidUpdate(args);
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (run: () => void) => idle.push(run),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
  // A browser without the Network Information API: a connection of unknown speed.
  vi.stubGlobal('navigator', {});
  Object.values(nprogress).forEach((mock) => mock.mockClear());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the route progress bar on demand', () => {
  it('asks for nprogress when the browser is idle a second after the first page renders, configured without a spinner', async () => {
    const module = await loadModule();
    expect(idle).toHaveLength(0);
    module.onRouteDidUpdate(navigation('/cms/intro', '/cms/intro'));
    await vi.advanceTimersByTimeAsync(999);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(nprogress.configure).not.toHaveBeenCalled();
    idle[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(nprogress.configure).toHaveBeenCalledWith({showSpinner: false});
  });

  it('loads nothing ahead on a data-saver connection', async () => {
    vi.stubGlobal('navigator', {connection: {effectiveType: '4g', saveData: true}});
    const module = await loadModule();
    module.onRouteDidUpdate(navigation('/cms/intro', '/cms/intro'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(idle).toHaveLength(0);
    await navigate(module, navigation('/cms/intro', '/cms/faq'), 250);
    expect(nprogress.start).toHaveBeenCalledTimes(1);
  });

  it('shows the bar 200 ms into a navigation to another page and ends it when the page renders', async () => {
    const module = await loadModule();
    await navigate(module, navigation('/cms/intro', '/cms/faq'), 250);
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });

  it('shows no bar for a navigation that renders within 200 ms, nor for a hash change', async () => {
    const module = await loadModule();
    await navigate(module, navigation('/cms/intro', '/cms/faq'), 150);
    await navigate(module, hashChange(), 500);
    await vi.advanceTimersByTimeAsync(1000);
    expect(nprogress.start).not.toHaveBeenCalled();
  });

  it('loads nprogress on a navigation that starts before the browser was idle', async () => {
    const module = await loadModule();
    await navigate(module, navigation('/cms/intro', '/cms/faq'), 250);
    expect(idle).toHaveLength(0);
    expect(nprogress.start).toHaveBeenCalledTimes(1);
  });

  it('shows no bar when nprogress arrives after the page has rendered', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('nprogress', async () => {
      await arrived;
      return {default: nprogress};
    });
    const module = await loadModule();
    const args = navigation('/cms/intro', '/cms/faq');
    module.onRouteUpdate(args);
    // The 200 ms are over while nprogress is still loading; then the page renders, then it arrives.
    await vi.advanceTimersByTimeAsync(300);
    module.onRouteDidUpdate(args);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(nprogress.start).not.toHaveBeenCalled();
    expect(nprogress.done).toHaveBeenCalledTimes(1);
    vi.doUnmock('nprogress');
  });
});

describe('the bundle', () => {
  it('replaces the theme\'s progress bar module in the browser bundle', async () => {
    const {default: pluginLeanClientBundle} = await import('../index');
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly replacement: unknown,
      ) {}
    }
    const plugin = pluginLeanClientBundle({siteConfig: {future: {}}} as never);
    const config = plugin.configureWebpack!({} as never, false, {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}} as never, {} as never) as unknown as {
      plugins: Replacement[];
    };
    const themeModule = '/site/node_modules/@docusaurus/theme-classic/lib/nprogress.js';
    const replaced = config.plugins.filter((replacement) => replacement.pattern.test(themeModule)).map((replacement) => String(replacement.replacement));
    expect(replaced).toEqual([expect.stringMatching(/client[\\/]progressBarOnDemand\.ts$/)]);
  });
});
