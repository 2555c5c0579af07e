import path from 'node:path';
import ts from 'typescript';
import type {PlacedSample} from './virtualProject';

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
  unseenImports: {placed: PlacedSample; specifier: string}[];
  /** Diagnostics outside the samples (options, declaration files): the check itself is broken. */
  other: string[];
};

/** Stands for a project file that a page imports without showing it. */
const UNSEEN_FILE_TEXT = 'declare const unseenFile: any;\nexport = unseenFile;\n';

/**
 * Type-checks every sample in one program: samples live in memory at their
 * virtual paths, and resolve packages from the real `node_modules` above them.
 * A relative import of a file that no sample of the page shows resolves to an
 * `any` module, and is reported in `unseenImports`; a missing package is an error.
 */
export function typeCheckSamples(
  placed: readonly PlacedSample[],
  root: string,
  declarationFiles: readonly string[],
  options: ts.CompilerOptions,
): TypeCheckResult {
  const virtualFiles = new Map(placed.map((entry) => [entry.fileName, entry.sample.value]));
  const virtualDirectories = new Set<string>();
  for (const fileName of virtualFiles.keys()) {
    for (let dir = path.dirname(fileName); !virtualDirectories.has(dir) && dir !== path.dirname(dir); dir = path.dirname(dir)) {
      virtualDirectories.add(dir);
    }
  }
  const unseenFileName = path.join(root, '__unseen-file__.d.ts');
  virtualFiles.set(unseenFileName, UNSEEN_FILE_TEXT);
  const placedByFile = new Map(placed.map((entry) => [entry.fileName, entry]));
  const unseenImports: TypeCheckResult['unseenImports'] = [];
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

  const moduleCache = ts.createModuleResolutionCache(process.cwd(), (fileName) => fileName, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
    literals.map((literal) => {
      const resolved = ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, moduleCache, redirected);
      const importer = placedByFile.get(containingFile);
      if (resolved.resolvedModule || !importer || !literal.text.startsWith('.')) return resolved;
      unseenImports.push({placed: importer, specifier: literal.text});
      return {resolvedModule: {resolvedFileName: unseenFileName, extension: ts.Extension.Dts, isExternalLibraryImport: false}};
    });

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
  return {bySample, unseenImports, other};
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
