import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';

const require = createRequire(import.meta.url);
const loaded = new Set<string>();

/**
 * prism-react-renderer's Prism with the site's extra languages, for use at
 * build time. Prism's language files register themselves on a global
 * `Prism`, so it is mounted there while they load, as the theme does in the
 * browser.
 */
export function prismWithLanguages(additionalLanguages: readonly string[]): typeof Prism {
  const missing = additionalLanguages.filter((language) => !loaded.has(language));
  if (missing.length === 0) return Prism;
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${language}`);
      loaded.add(language);
    }
  } finally {
    if (before === undefined) delete globals.Prism;
    else globals.Prism = before;
  }
  return Prism;
}
