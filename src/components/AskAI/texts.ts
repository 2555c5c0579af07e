/** Every string the widget shows. The title and disclaimer are the spec's. */
export const TEXTS = {
  title: 'Ask your question',
  disclaimer:
    'Disclaimer: Answers are AI-generated and might be inaccurate. Please ensure you double-check the information provided by visiting source pages.',
  openButton: 'Ask AI',
  landingButton: 'Ask AI anything',
  placeholder: 'Ask a question about Strapi 5 or Strapi Cloud',
  inputLabel: 'Your question',
  submit: 'Ask',
  close: 'Close',
  reset: 'New conversation',
  exampleTitle: 'Try one of these',
  retrieving: 'Searching the docs…',
  sources: 'Sources',
  copy: 'Copy answer',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  helpful: 'Helpful answer',
  unhelpful: 'Unhelpful answer',
  retry: 'Retry',
  failed: 'The answer could not be written.',
  unavailable: 'Ask AI could not be loaded. Check your network connection and try again.',
  offline: 'The documentation index could not be loaded. Check your network connection.',
  scopedTo: 'Asking about',
  clearScope: 'Ask about the whole documentation instead',
  askAboutCode: 'Ask AI about this code',
  codeQuestion: (section: string) => `What does this example from "${section}" do?`,
} as const;

export const EXAMPLE_QUESTIONS = [
  'How do I populate relations with the REST API?',
  'How do I deploy a project to Strapi Cloud with the CLI?',
  'Which databases does Strapi 5 support?',
] as const;

/** Elements with this class open the widget, so content pages can link to it. */
export const OPENER_CLASS = 'kapa-widget-button';

export const MAX_QUESTION_LENGTH = 500;
