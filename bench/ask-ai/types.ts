/** The parts of the docs a question belongs to, so every area is measured. */
export type Area =
  | 'cloud'
  | 'setup'
  | 'rest'
  | 'graphql'
  | 'document-service'
  | 'client'
  | 'configuration'
  | 'backend'
  | 'features'
  | 'plugins'
  | 'admin-panel'
  | 'migration';

/**
 * A question in a reader's words, the page(s) that answer it, and the key
 * fact: the answer must contain one of these strings (case-insensitive).
 */
export type ReaderQuestion = {area: Area; question: string; expected: string[]; facts: string[]};

/** The two halves of a labelled set: tuning looks at `dev` only. */
export type QuestionSet = {inScope: ReaderQuestion[]; outOfScope: string[]};
