import type {PrismTheme} from 'prism-react-renderer';

export type ColorMode = 'light' | 'dark';
export type CodeThemes = Record<ColorMode, PrismTheme>;

/** One CSS declaration, such as `color:#0550ae`. */
type Declaration = string;

const cssProperty = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The style prism-react-renderer gives a token of these types in this
 * language: theme rules filtered by language, every type's style merged in
 * order (the innermost type wins). Declarations equal to the theme's plain
 * text colour are dropped, since tokens inherit it from the block.
 */
export function tokenDeclarations(theme: PrismTheme, language: string, types: readonly string[]): Declaration[] {
  if (types.length === 1 && types[0] === 'plain') return [];
  const merged: Record<string, unknown> = {};
  for (const type of types) {
    if (type === 'plain') continue;
    for (const rule of theme.styles) {
      if (rule.languages && !rule.languages.includes(language as never)) continue;
      if (rule.types.includes(type)) Object.assign(merged, rule.style);
    }
  }
  return Object.entries(merged)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .filter(([key, value]) => (theme.plain as Record<string, unknown>)[key] !== value)
    .map(([key, value]) => `${cssProperty(key)}:${String(value)}`)
    .sort();
}

/** A short class name that depends only on the mode and the declaration, so pages built apart agree. */
export function declarationClass(mode: ColorMode, declaration: Declaration): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < declaration.length; i++) {
    hash = Math.imul(hash ^ declaration.charCodeAt(i), 0x01000193);
  }
  return `${mode[0]}${(hash >>> 0).toString(36).slice(0, 4)}`;
}

/** Every declaration a theme can produce, one per rule value. */
function themeDeclarations(theme: PrismTheme): Set<Declaration> {
  const all = new Set<Declaration>();
  for (const rule of theme.styles) {
    for (const [key, value] of Object.entries(rule.style)) {
      if (typeof value === 'string' || typeof value === 'number') all.add(`${cssProperty(key)}:${String(value)}`);
    }
  }
  return all;
}

/**
 * The stylesheet that colours pre-highlighted code in both modes: the block's
 * plain colours as the theme's CSS variables, then one rule per declaration
 * class. Each class sets one property, so a token's classes never compete.
 */
export function codeThemeCss(themes: CodeThemes): string {
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const theme = themes[mode];
    const scope = `[data-theme='${mode}']`;
    const plain = theme.plain as {color?: string; backgroundColor?: string};
    rules.push(`${scope} .theme-code-block{--prism-color:${plain.color};--prism-background-color:${plain.backgroundColor}}`);
    const seen = new Map<string, Declaration>();
    for (const declaration of themeDeclarations(theme)) {
      const className = declarationClass(mode, declaration);
      const clash = seen.get(className);
      if (clash && clash !== declaration) {
        throw new Error(`Code theme classes clash: "${clash}" and "${declaration}" both map to .${className}.`);
      }
      seen.set(className, declaration);
      rules.push(`${scope} .${className}{${declaration}}`);
    }
  }
  return rules.join('\n');
}

/** The classes of a token in both modes, space-separated; empty for plain text. */
export function tokenClasses(themes: CodeThemes, language: string, types: readonly string[]): string {
  return (['light', 'dark'] as const)
    .flatMap((mode) => tokenDeclarations(themes[mode], language, types).map((declaration) => declarationClass(mode, declaration)))
    .join(' ');
}
