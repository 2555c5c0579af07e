/**
 * The dialog's code. This module is a small chunk of its own, which the page
 * loads when idle: the bundler then prefetches the dialog's chunk (downloads
 * it at the lowest priority, without running it), so that a tap on "Ask AI"
 * finds it in the cache.
 */
export const importDialog = () => import(/* webpackPrefetch: true */ './AskAIDialog');
