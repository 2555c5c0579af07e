import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * prism-react-renderer's GitHub theme with token colours that reach the
 * WCAG AA contrast of 4.5:1 on its #f6f8fa background (several of the
 * originals sit between 2.6 and 4.3). Dracula already passes in dark mode.
 */
const LIGHT_TOKEN_COLORS: Record<string, string> = {
  '#999988': '#57606a', // comments
  '#e3116c': '#0a3069', // strings
  '#36acaa': '#0550ae', // numbers, properties, constants
  '#00a4db': '#cf222e', // keywords, selectors
  '#d73a49': '#8250df', // functions, tags
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((rule) => ({
    ...rule,
    style: {
      ...rule.style,
      ...(rule.style.color && LIGHT_TOKEN_COLORS[rule.style.color] ? {color: LIGHT_TOKEN_COLORS[rule.style.color]} : {}),
    },
  })),
};

export const darkCodeTheme: PrismTheme = themes.dracula;

/** Prism languages beyond prism-react-renderer's own, highlighted at build time. */
export const codeLanguages = ['bash', 'json', 'diff', 'graphql', 'yaml', 'http', 'docker'];
