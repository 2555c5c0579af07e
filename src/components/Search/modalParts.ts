/**
 * The modal's code, texts and styles. This module is a small chunk of its
 * own, which the page loads when idle: the bundler then prefetches the
 * chunks of these imports (downloads them at the lowest priority, without
 * running them), so that Ctrl+K finds them in the cache.
 */
export async function loadModalParts() {
  const [{DocSearchModal}, {default: translations}] = await Promise.all([
    import(/* webpackPrefetch: true */ '@docsearch/react/modal'),
    import(/* webpackPrefetch: true */ '@theme/SearchTranslations'),
    import(/* webpackPrefetch: true */ '@docsearch/react/style'),
    import(/* webpackPrefetch: true */ './modal.css'),
  ]);
  return {DocSearchModal, translations};
}
