import ts from 'typescript';
import type {CodeBlock} from './markdownTree';

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JSX,
  jsx: ts.ScriptKind.JSX,
  javascript: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TSX,
  tsx: ts.ScriptKind.TSX,
  typescript: ts.ScriptKind.TSX,
};

/** Languages whose blocks must parse; every other language is left alone. */
export function isCheckedLanguage(lang: string | null): boolean {
  return lang !== null && (lang in SCRIPT_KINDS || lang === 'json');
}

/**
 * Returns the first syntax error of a js/ts/json block, or null. Blocks may
 * elide code with a lone `// ...` line, which is valid in both languages.
 */
export function syntaxErrorOf(block: CodeBlock): string | null {
  if (block.lang === 'json') {
    try {
      JSON.parse(block.value);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }
  const kind = block.lang ? SCRIPT_KINDS[block.lang] : undefined;
  if (kind === undefined) return null;
  const file = ts.createSourceFile(
    `block.${kind === ts.ScriptKind.TSX ? 'tsx' : 'jsx'}`,
    block.value,
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  const first = diagnostics[0];
  if (!first) return null;
  const {line} = file.getLineAndCharacterOfPosition(first.start ?? 0);
  return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}`;
}
