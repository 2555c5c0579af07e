/**
 * What a reader's page feedback looks like on the wire. The widget builds it
 * and the reference receiver validates it with this same module, so the two
 * cannot disagree about field names, reasons or limits.
 */

export const FEEDBACK_REASONS = [
  'inaccurate',
  'missing-information',
  'hard-to-follow',
  'code-sample-broken',
  'other',
] as const;

export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** Labels the widget shows and the prefilled GitHub issue repeats. */
export const REASON_LABELS: Record<FeedbackReason, string> = {
  inaccurate: 'Inaccurate',
  'missing-information': 'Missing information',
  'hard-to-follow': 'Hard to follow',
  'code-sample-broken': 'Code sample does not work',
  other: 'Other',
};

export const COMMENT_MAX_LENGTH = 1000;

export type FeedbackPayload = {
  /** Path of the page, such as `/cms/quick-start`. */
  page: string;
  helpful: boolean;
  /** Why the page did not help; `null` when it did. */
  reason: FeedbackReason | null;
  /** The reader's words, possibly empty. */
  comment: string;
  /** Anchor of the section the feedback is about, when it is about one. */
  section?: string;
  /** Version of the documentation site. */
  version: string;
};

export type PayloadCheck = {ok: true; payload: FeedbackPayload} | {ok: false; error: string};

const FIELDS = new Set(['page', 'helpful', 'reason', 'comment', 'section', 'version']);
// Control characters other than tab and line breaks have no place in a comment.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001F\u007F]/;

/** A comment as it is sent: control characters removed, outer blanks trimmed. */
export function cleanComment(comment: string): string {
  return comment.replace(CONTROL_CHARACTERS, '').trim();
}

function isReason(value: unknown): value is FeedbackReason {
  return typeof value === 'string' && (FEEDBACK_REASONS as readonly string[]).includes(value);
}

function isToken(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength && !SPACE_OR_CONTROL.test(value);
}

/** Checks a parsed JSON body field by field; the first problem is reported. */
export function checkFeedbackPayload(value: unknown): PayloadCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {ok: false, error: 'The body must be a JSON object.'};
  }
  const body = value as Record<string, unknown>;
  const unknown = Object.keys(body).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) return {ok: false, error: `Unknown field: ${unknown.join(', ')}.`};

  const {page, helpful, reason, comment, section, version} = body;
  if (!isToken(page, 300) || !page.startsWith('/')) {
    return {ok: false, error: '`page` must be a path starting with "/", without spaces, at most 300 characters.'};
  }
  if (typeof helpful !== 'boolean') return {ok: false, error: '`helpful` must be true or false.'};
  if (helpful && reason !== null) return {ok: false, error: '`reason` must be null when the page helped.'};
  if (!helpful && !isReason(reason)) {
    return {ok: false, error: `\`reason\` must be one of: ${FEEDBACK_REASONS.join(', ')}.`};
  }
  if (typeof comment !== 'string' || comment.length > COMMENT_MAX_LENGTH) {
    return {ok: false, error: `\`comment\` must be a string of at most ${COMMENT_MAX_LENGTH} characters.`};
  }
  if (comment !== cleanComment(comment)) {
    return {ok: false, error: '`comment` must be trimmed and free of control characters.'};
  }
  if (section !== undefined && !isToken(section, 200)) {
    return {ok: false, error: '`section` must be an anchor without spaces, at most 200 characters.'};
  }
  if (!isToken(version, 40)) return {ok: false, error: '`version` must be a version string.'};

  return {
    ok: true,
    payload: {page, helpful, reason: helpful ? null : (reason as FeedbackReason), comment, ...(section === undefined ? {} : {section}), version},
  };
}
