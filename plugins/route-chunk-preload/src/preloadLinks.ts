/** A deferred script of the built, minified HTML: `<script src=/assets/js/….js defer></script>`. */
const SCRIPT = /<script src=("?)([^ >"]*\/assets\/js\/)([^ >"/]+\.js)\1 defer><\/script>/g;
const ENTRY_FILE = /^(runtime~main|main)\./;

/**
 * The page with its route chunks preloaded instead of run as deferred
 * scripts; the entry scripts (`runtime~main`, `main`) stay. The bundler's
 * runtime then loads each chunk with its own script element, served from the
 * preload, so a chunk that fails to load still reaches Docusaurus's error and
 * Retry screen (a failed deferred script would leave the runtime waiting for
 * its 120 s timeout).
 */
export function routeChunksAsPreloads(html: string): string {
  return html.replace(SCRIPT, (script, quote: string, dir: string, file: string) =>
    ENTRY_FILE.test(file) ? script : `<link rel=preload href=${quote}${dir}${file}${quote} as=script>`,
  );
}
