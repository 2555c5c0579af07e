import {build, type Plugin} from 'esbuild';

/**
 * Bundles code for a benchmark to inject into a served page with
 * `page.addScriptTag`, so an engine runs in Chromium's V8 exactly as the
 * browser would run it, without being part of the site's own bundle.
 */
export async function bundleForPage(contents: string, resolveDir: string, plugins: Plugin[] = []): Promise<string> {
  const result = await build({
    stdin: {contents, resolveDir, loader: 'ts'},
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]!.text;
}
