import {transformSync, type Message} from 'esbuild';
import type {DocSample} from './docSamples';

export const JAVASCRIPT_LANGUAGES = ['js', 'jsx', 'javascript'] as const;

const PROJECT_FILE = /\.(c|m)?jsx?$/;
const MODULE_SYNTAX = /^\s*(import\s*[\w*{'"]|export\s)/m;
/** Admin panel files are bundled by Vite, which accepts JSX in `.js` files. */
const ADMIN_FILE = /(^|\/)(src\/admin|admin\/src)\//;

/** A `js` block titled with a project file path, such as `config/server.js`. */
export function isProjectFileSample(sample: DocSample): boolean {
  return sample.fence.title !== null && PROJECT_FILE.test(sample.fence.title.trim());
}

/** CommonJS unless the file uses `import`/`export` (or its name says `.mjs`/`.cjs`). */
export function moduleFormatOf(sample: DocSample): 'esm' | 'cjs' {
  const title = sample.fence.title ?? '';
  if (title.endsWith('.mjs')) return 'esm';
  if (title.endsWith('.cjs')) return 'cjs';
  return MODULE_SYNTAX.test(sample.value) ? 'esm' : 'cjs';
}

/**
 * Parses a project-file sample as JavaScript in the module format it is
 * written in: TypeScript syntax, or top-level `await` in a CommonJS file, is an
 * error. Returns `page:line:column - error: message` lines.
 */
export function javaScriptErrorsOf(sample: DocSample): string[] {
  const title = sample.fence.title ?? '';
  const jsx = title.endsWith('.jsx') || ADMIN_FILE.test(title);
  try {
    transformSync(sample.value, {loader: jsx ? 'jsx' : 'js', format: moduleFormatOf(sample), logLevel: 'silent'});
    return [];
  } catch (error) {
    const messages = (error as {errors?: Message[]}).errors ?? [];
    return messages.map((message) => {
      const line = message.location?.line ?? 1;
      const column = (message.location?.column ?? 0) + 1;
      return `${sample.page}:${sample.firstCodeLine + line - 1}:${column} - error: ${message.text} (sample "${title}", ${moduleFormatOf(sample) === 'esm' ? 'ES module' : 'CommonJS'}, line ${line})`;
    });
  }
}
