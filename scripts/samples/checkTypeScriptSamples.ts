import fg from 'fast-glob';
import type {DocSample} from './docSamples';
import {placeSamples, type PlacedSample} from './virtualProject';
import type {UnseenImport} from './unseenFiles';
import {formatSampleDiagnostic, typeCheckSamples, type SampleDiagnostic} from './typeCheck';
import {sampleCompilerOptions} from './compilerOptions';
import {SAMPLES_ROOT, STRAPI_APP_DIR} from './strapiApp';

export const TYPESCRIPT_LANGUAGES = ['ts', 'tsx', 'typescript'] as const;

export type TypeScriptReport = {
  checked: PlacedSample[];
  fragments: PlacedSample[];
  /** Errors of complete samples. */
  errors: SampleDiagnostic[];
  /** Samples marked `fragment` that compile as complete files: the mark is wrong. */
  completeFragments: PlacedSample[];
  unseenImports: UnseenImport[];
  /** Problems outside the samples: declaration files or options. */
  setupErrors: string[];
};

/** The app's declarations: `strapi ts:generate-types` output (content-type and component UIDs) and untyped packages. */
export function generatedTypeFiles(appDir = STRAPI_APP_DIR): string[] {
  return fg.sync('types/**/*.d.ts', {cwd: appDir, absolute: true});
}

export function checkTypeScriptSamples(samples: readonly DocSample[], root = SAMPLES_ROOT): TypeScriptReport {
  const placed = placeSamples(samples, root);
  const {bySample, unseenImports, other} = typeCheckSamples(placed, generatedTypeFiles(), sampleCompilerOptions());
  const fragments = placed.filter((entry) => entry.sample.fence.fragment);
  return {
    checked: placed.filter((entry) => !entry.sample.fence.fragment),
    fragments,
    errors: placed.filter((entry) => !entry.sample.fence.fragment).flatMap((entry) => bySample.get(entry) ?? []),
    completeFragments: fragments.filter((entry) => (bySample.get(entry) ?? []).length === 0),
    unseenImports,
    setupErrors: other,
  };
}

export function typeScriptReportLines(report: TypeScriptReport): string[] {
  const place = ({sample}: PlacedSample) => `${sample.page}:${sample.line}${sample.fence.title ? ` (${sample.fence.title})` : ''}`;
  return [
    ...report.setupErrors,
    ...report.errors.map(formatSampleDiagnostic),
    ...report.completeFragments.map(
      (entry) => `${place(entry)} - error: marked \`fragment\` but compiles as a complete file; remove the mark`,
    ),
    `TypeScript samples: ${report.checked.length} checked, ${report.errors.length} errors; ${report.unseenImports.length} imports of files their page does not show, typed any; ${report.fragments.length} fragments:`,
    ...report.fragments.map((entry) => `  fragment ${place(entry)}`),
  ];
}
