import path from 'node:path';
import ts from 'typescript';
import type {PlacedSample} from './virtualProject';
import {unseenFilesOf, type UnseenImport} from './unseenFiles';

/** A compiler diagnostic located both in the sample and on its page. */
export type SampleDiagnostic = {
  placed: PlacedSample;
  /** 1-based line and column in the sample. */
  line: number;
  column: number;
  code: number;
  message: string;
};

export type TypeCheckResult = {
  bySample: Map<PlacedSample, SampleDiagnostic[]>;
  /** Relative imports of files the page does not show, typed `any`. */
  unseenImports: UnseenImport[];
  /** Diagnostics outside the samples (options, declaration files): the check itself is broken. */
  other: string[];
};

/**
 * Type-checks every sample in one program: samples live in memory at their
 * virtual paths, and resolve packages from the real `node_modules` above them.
 * Project files a page imports without showing them get typed stand-ins
 * (see `unseenFilesOf`); a missing package is an error.
 */
export function typeCheckSamples(
  placed: readonly PlacedSample[],
  declarationFiles: readonly string[],
  options: ts.CompilerOptions,
): TypeCheckResult {
  const unseen = unseenFilesOf(placed);
  const virtualFiles = new Map([...placed.map((entry) => [entry.fileName, entry.sample.value] as const), ...unseen.files]);
  const virtualDirectories = new Set<string>();
  for (const fileName of virtualFiles.keys()) {
    for (let dir = path.dirname(fileName); !virtualDirectories.has(dir) && dir !== path.dirname(dir); dir = path.dirname(dir)) {
      virtualDirectories.add(dir);
    }
  }
  const placedByFile = new Map(placed.map((entry) => [entry.fileName, entry]));
  const host = ts.createCompilerHost(options, true);
  const realGetSourceFile = host.getSourceFile.bind(host);
  const realFileExists = host.fileExists.bind(host);
  const realReadFile = host.readFile.bind(host);
  const realDirectoryExists = host.directoryExists?.bind(host);
  host.fileExists = (fileName) => virtualFiles.has(fileName) || realFileExists(fileName);
  host.readFile = (fileName) => virtualFiles.get(fileName) ?? realReadFile(fileName);
  host.directoryExists = (dir) => virtualDirectories.has(dir) || (realDirectoryExists ? realDirectoryExists(dir) : true);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtualFiles.get(fileName);
    return text === undefined
      ? realGetSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };

  const program = ts.createProgram({rootNames: [...declarationFiles, ...virtualFiles.keys()], options, host});
  const bySample = new Map<PlacedSample, SampleDiagnostic[]>();
  for (const entry of placed) {
    const sourceFile = program.getSourceFile(entry.fileName);
    if (!sourceFile) throw new Error(`${entry.fileName} is missing from the program`);
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    bySample.set(
      entry,
      diagnostics.map((diagnostic) => {
        const {line, character} = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        return {
          placed: entry,
          line: line + 1,
          column: character + 1,
          code: diagnostic.code,
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        };
      }),
    );
  }
  const sampleFiles = new Set(placedByFile.keys());
  const other = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...declarationFiles.flatMap((fileName) => {
      const sourceFile = program.getSourceFile(fileName);
      return sourceFile ? [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)] : [];
    }),
  ]
    .filter((diagnostic) => !diagnostic.file || !sampleFiles.has(diagnostic.file.fileName))
    .map((diagnostic) => ts.formatDiagnostic(diagnostic, {
      getCanonicalFileName: (fileName) => fileName,
      getCurrentDirectory: () => process.cwd(),
      getNewLine: () => '\n',
    }).trimEnd());
  return {bySample, unseenImports: unseen.imports, other};
}

/** `docs/page.mdx:12:5 - error TS2554: message`, then where it is in the sample, like `tsc` prints. */
export function formatSampleDiagnostic(diagnostic: SampleDiagnostic): string {
  const {sample} = diagnostic.placed;
  const pageLine = sample.firstCodeLine + diagnostic.line - 1;
  const codeLine = sample.value.split('\n')[diagnostic.line - 1] ?? '';
  const where = sample.fence.title ? `sample "${sample.fence.title}"` : `untitled ${sample.lang} sample`;
  return [
    `${sample.page}:${pageLine}:${diagnostic.column} - error TS${diagnostic.code}: ${diagnostic.message}`,
    `  ${where}, line ${diagnostic.line}: ${codeLine.trim()}`,
  ].join('\n');
}
