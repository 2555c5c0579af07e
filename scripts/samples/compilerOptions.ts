import path from 'node:path';
import ts from 'typescript';
import {STRAPI_APP_DIR} from './strapiApp';

/**
 * The options of a new Strapi 5 TypeScript project, in one program. Its admin
 * tsconfig (`@strapi/typescript-utils/tsconfigs/admin.json`) is the stricter of
 * the two and the only one that resolves `@strapi/strapi/admin` (through
 * `exports`), so it is the base; `lib` keeps the server's ES2020 so that a
 * server sample cannot use what `strapi build` would reject.
 */
export function sampleCompilerOptions(): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2019,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noImplicitThis: true,
    skipLibCheck: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    forceConsistentCasingInFileNames: true,
    resolveJsonModule: true,
    useDefineForClassFields: true,
    noEmit: true,
    typeRoots: [path.join(STRAPI_APP_DIR, 'node_modules/@types')],
    // Other declarations come in through the imports of the samples.
    types: ['node'],
  };
}
