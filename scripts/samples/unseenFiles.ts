import path from 'node:path';
import ts from 'typescript';
import type {PlacedSample} from './virtualProject';

/** A relative import of a project file that no sample of the page shows. */
export type UnseenImport = {placed: PlacedSample; specifier: string};

const RESOLVABLE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '.json', '/index.ts', '/index.tsx'];
/** Assets (`./logo.svg`) need a module declaration in a real project too, so they get no stand-in. */
const ASSET_EXTENSION = /\.(?!json$)[a-z0-9]+$/i;

/**
 * Stand-ins for the project files that samples import without their page
 * showing them (`import { PluginIcon } from './components/PluginIcon'`): each
 * declares exactly the names its importers use, typed `any`, so the sample
 * still type-checks everything it does show. Imports of assets get none.
 */
export function unseenFilesOf(placed: readonly PlacedSample[]): {files: Map<string, string>; imports: UnseenImport[]} {
  const sampleFiles = new Set(placed.map((entry) => entry.fileName));
  const namesByFile = new Map<string, Set<string>>();
  const imports: UnseenImport[] = [];
  for (const entry of placed) {
    const source = ts.createSourceFile(entry.fileName, entry.sample.value, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    for (const {specifier, names} of relativeImportsOf(source)) {
      const base = path.resolve(path.dirname(entry.fileName), specifier);
      if (ASSET_EXTENSION.test(specifier) || RESOLVABLE_SUFFIXES.some((suffix) => sampleFiles.has(base + suffix))) continue;
      const stubFile = `${base}.d.ts`;
      const known = namesByFile.get(stubFile) ?? new Set<string>();
      names.forEach((name) => known.add(name));
      namesByFile.set(stubFile, known);
      imports.push({placed: entry, specifier});
    }
  }
  const files = new Map<string, string>();
  for (const [fileName, names] of namesByFile) {
    const lines = ['declare const unseenDefault: any;', 'export default unseenDefault;'];
    for (const name of [...names].filter((candidate) => candidate !== 'default').sort()) {
      lines.push(`export declare const ${name}: any;`, `export type ${name} = any;`);
    }
    files.set(fileName, `${lines.join('\n')}\n`);
  }
  return {files, imports};
}

function relativeImportsOf(source: ts.SourceFile): {specifier: string; names: string[]}[] {
  const found: {specifier: string; names: string[]}[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      if (specifier.startsWith('.')) found.push({specifier, names: importedNamesOf(node)});
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text.startsWith('.')
    ) {
      found.push({specifier: node.arguments[0].text, names: destructuredNamesOf(node)});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importedNamesOf(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(node)) {
    return node.exportClause && ts.isNamedExports(node.exportClause)
      ? node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text)
      : [];
  }
  const bindings = node.importClause?.namedBindings;
  return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => (element.propertyName ?? element.name).text) : [];
}

/** `const { OverviewWidget } = await import('./components/OverviewWidget')` uses the name `OverviewWidget`. */
function destructuredNamesOf(importCall: ts.CallExpression): string[] {
  const awaited = ts.isAwaitExpression(importCall.parent) ? importCall.parent : importCall;
  const declaration = awaited.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isObjectBindingPattern(declaration.name)) return [];
  return declaration.name.elements.flatMap((element) => {
    const name = element.propertyName ?? element.name;
    return ts.isIdentifier(name) ? [name.text] : [];
  });
}
