/** Glyph code points by icon name, read from Phosphor's stylesheet (`.ph.ph-<name>:before { content: "\e6a2"; }`). */
export function glyphCodePoints(stylesheet: string): Map<string, number> {
  const codePoints = new Map<string, number>();
  for (const [, name, hex] of stylesheet.matchAll(/\.ph\.ph-([a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)";/g)) {
    codePoints.set(name!, parseInt(hex!, 16));
  }
  return codePoints;
}

/** The code point of each icon; fails on a name Phosphor does not have. */
export function iconCodePoints(stylesheet: string, icons: readonly string[]): Map<string, number> {
  const all = glyphCodePoints(stylesheet);
  const missing = icons.filter((name) => !all.has(name));
  if (missing.length > 0) throw new Error(`icon-font: Phosphor has no icon named ${missing.join(', ')}`);
  return new Map(icons.map((name) => [name, all.get(name)!]));
}

/**
 * Phosphor's stylesheet cut to the given icons: the font face (one WOFF2
 * file), the `.ph` base rule unchanged, and one rule per icon.
 */
export function iconFontCss(stylesheet: string, codePoints: Map<string, number>, fontFile: string): string {
  const base = /^\.ph \{[^}]*\}/m.exec(stylesheet);
  if (!base) throw new Error('icon-font: Phosphor stylesheet has no .ph rule');
  const fontFace = `@font-face {\n  font-family: "Phosphor";\n  src: url("./${fontFile}") format("woff2");\n  font-weight: normal;\n  font-style: normal;\n  font-display: block;\n}`;
  const icons = [...codePoints].map(([name, codePoint]) => `.ph.ph-${name}:before {\n  content: "\\${codePoint.toString(16)}";\n}`);
  return [fontFace, base[0], ...icons].join('\n\n') + '\n';
}
