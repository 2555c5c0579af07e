import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {iconCodePoints, iconFontCss} from './iconFontCss';
import type {PluginOptions} from './options';

export type {Options} from './options';

const PHOSPHOR_REGULAR = path.dirname(require.resolve('@phosphor-icons/web/regular'));
const FONT_FILE = 'Phosphor-subset.woff2';

/**
 * The icon font with only the site's icons: Phosphor's whole regular font
 * is 144 KB of WOFF2 that every page fetched at the highest priority before
 * its largest paint, and 78 KB of render-blocking CSS with a rule per icon.
 * The subset keeps Phosphor's class names and glyphs, so `<i class="ph
 * ph-sparkle">` renders as before.
 */
export default async function pluginIconFont(context: LoadContext, {icons}: PluginOptions): Promise<Plugin> {
  const stylesheet = await readFile(path.join(PHOSPHOR_REGULAR, 'style.css'), 'utf8');
  const codePoints = iconCodePoints(stylesheet, icons);
  const font = await subsetFont(await readFile(path.join(PHOSPHOR_REGULAR, 'Phosphor.woff2')), String.fromCodePoint(...codePoints.values()), {
    targetFormat: 'woff2',
  });
  const dir = path.join(context.generatedFilesDir, 'icon-font');
  const cssPath = path.join(dir, 'icons.css');
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, FONT_FILE), font);
  await writeFile(cssPath, iconFontCss(stylesheet, codePoints, FONT_FILE));
  return {
    name: 'icon-font',
    getClientModules: () => [cssPath],
  };
}

export {validateOptions} from './options';
