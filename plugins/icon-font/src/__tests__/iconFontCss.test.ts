import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {ICON_NAMES} from '@site/src/components/Icon/names';
import {glyphCodePoints, iconCodePoints, iconFontCss} from '../iconFontCss';

const stylesheet = readFileSync(require.resolve('@phosphor-icons/web/regular'), 'utf8');

describe('icon font stylesheet', () => {
  it('reads a code point for every Phosphor icon', () => {
    expect(glyphCodePoints(stylesheet).size).toBeGreaterThan(1000);
    expect(glyphCodePoints(stylesheet).get('sparkle')).toBe(0xe6a2);
  });

  it('finds every icon the site shows', () => {
    expect([...iconCodePoints(stylesheet, ICON_NAMES).keys()]).toEqual([...ICON_NAMES]);
  });

  it('fails on an icon Phosphor does not have', () => {
    expect(() => iconCodePoints(stylesheet, ['sparkle', 'no-such-icon'])).toThrow(/no-such-icon/);
  });

  it('keeps the base rule and one rule per icon, with the subset font', () => {
    const css = iconFontCss(stylesheet, iconCodePoints(stylesheet, ['sparkle', 'x']), 'subset.woff2');
    expect(css).toContain('src: url("./subset.woff2") format("woff2")');
    expect(css).toContain('font-family: "Phosphor" !important;');
    expect(css).toContain('.ph.ph-sparkle:before {\n  content: "\\e6a2";\n}');
    expect(css.match(/:before/g)).toHaveLength(2);
  });
});
