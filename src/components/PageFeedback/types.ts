/** What a piece of feedback is about: a page, or one section of it. */
export type FeedbackTarget = {
  /** Path of the page, such as `/cms/quick-start`. */
  page: string;
  /** Absolute URL of the page, with the section's anchor when there is one. */
  url: string;
  pageTitle: string;
  section?: {id: string; title: string};
};
