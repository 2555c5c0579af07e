import {OPENER_TEXTS} from './openerTexts';

/** Every string the widget shows. The title and disclaimer are the spec's. */
export const TEXTS = {
  ...OPENER_TEXTS,
  title: 'Ask your question',
  disclaimer:
    'Disclaimer: Answers are AI-generated and might be inaccurate. Please ensure you double-check the information provided by visiting source pages.',
  placeholder: 'Ask a question about Strapi 5 or Strapi Cloud',
  inputLabel: 'Your question',
  submit: 'Ask',
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
  offline: 'The documentation index could not be loaded. Check your network connection.',
  scopedTo: 'Asking about',
  clearScope: 'Ask about the whole documentation instead',
} as const;

export const EXAMPLE_QUESTIONS = [
  'How do I populate relations with the REST API?',
  'How do I deploy a project to Strapi Cloud with the CLI?',
  'Which databases does Strapi 5 support?',
] as const;
