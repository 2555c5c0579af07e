/**
 * The strings the page shows before the Ask AI dialog's code loads: its
 * openers, the code block button and the load failure. The dialog's own
 * strings are in `./texts`, which loads with it.
 */
export const OPENER_TEXTS = {
  openButton: 'Ask AI',
  landingButton: 'Ask AI anything',
  close: 'Close',
  unavailable: 'Ask AI could not be loaded. Check your network connection and try again.',
  askAboutCode: 'Ask AI about this code',
  codeQuestion: (section: string) => `What does this example from "${section}" do?`,
} as const;

/** Elements with this class open the widget, so content pages can link to it. */
export const OPENER_CLASS = 'kapa-widget-button';

export const MAX_QUESTION_LENGTH = 500;
