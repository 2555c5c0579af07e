import path from 'node:path';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {docSamplesOf} from '../docSamples';
import {checkTypeScriptSamples, TYPESCRIPT_LANGUAGES} from '../checkTypeScriptSamples';
import {formatSampleDiagnostic} from '../typeCheck';
import {JAVASCRIPT_LANGUAGES, isProjectFileSample, javaScriptErrorsOf} from '../jsProjectFiles';
import {SAMPLES_ROOT, STRAPI_APP_DIR} from '../strapiApp';

const FIXTURE_DOCS = path.join(import.meta.dirname, 'fixtures/docs');

describe('TypeScript sample check', () => {
  it('needs the example app installed (npm run test:samples installs it)', () => {
    expect(fs.existsSync(path.join(STRAPI_APP_DIR, 'node_modules/@strapi/strapi/package.json'))).toBe(true);
  });

  const samples = docSamplesOf(TYPESCRIPT_LANGUAGES, FIXTURE_DOCS, 'fixtures');
  const report = checkTypeScriptSamples(samples, path.join(SAMPLES_ROOT, '__fixtures__'));

  it('fails a broken sample with the compiler message, the page line and the sample line', () => {
    expect(report.errors.map(formatSampleDiagnostic)).toEqual([
      [
        'fixtures/samples.mdx:12:68 - error TS2554: Expected 1 arguments, but got 0.',
        '  sample "src/index.ts", line 5: const count = await strapi.documents(\'api::category.category\').count();',
      ].join('\n'),
    ]);
  });

  it('counts fragments apart and rejects a fragment mark on a complete file', () => {
    expect(report.checked.map(({sample}) => sample.fence.title)).toEqual(['src/index.ts', 'config/server.ts']);
    expect(report.fragments).toHaveLength(2);
    expect(report.completeFragments.map(({sample}) => sample.fence.title)).toEqual(['src/api/article/routes/article.ts']);
    expect(report.setupErrors).toEqual([]);
  });
});

describe('JavaScript project file parse', () => {
  const projectFiles = docSamplesOf(JAVASCRIPT_LANGUAGES, FIXTURE_DOCS, 'fixtures').filter(isProjectFileSample);

  it('accepts CommonJS and rejects TypeScript syntax and top-level await in CommonJS', () => {
    expect(projectFiles.map((sample) => javaScriptErrorsOf(sample).length)).toEqual([0, 1, 1]);
    expect(javaScriptErrorsOf(projectFiles[1])[0]).toMatch(/^fixtures\/samples\.mdx:51:\d+ - error: .*\(sample "config\/api\.js", CommonJS, line 1\)$/);
  });
});
