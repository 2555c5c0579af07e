import {REASON_LABELS, type FeedbackPayload} from '@site/plugins/page-feedback/src/payload';

export type IssueTarget = {
  /** The docs repository, such as `https://github.com/strapi/documentation`. */
  repositoryUrl: string;
  /** Absolute URL of the page (and section) the feedback is about. */
  pageUrl: string;
  pageTitle: string;
  sectionTitle?: string;
};

/**
 * A link to GitHub's new-issue form, prefilled with the reader's answers.
 * Nothing is sent until the reader submits the issue on GitHub.
 */
export function githubIssueUrl(target: IssueTarget, payload: FeedbackPayload): string {
  const about = target.sectionTitle ? `${target.pageTitle} › ${target.sectionTitle}` : target.pageTitle;
  const verdict = payload.helpful ? 'helpful' : REASON_LABELS[payload.reason ?? 'other'];
  const body = [
    `**Page:** ${target.pageUrl}`,
    `**Helpful:** ${payload.helpful ? 'Yes' : 'No'}`,
    ...(payload.reason ? [`**Reason:** ${REASON_LABELS[payload.reason]}`] : []),
    `**Site version:** ${payload.version}`,
    '',
    '**Comment:**',
    '',
    payload.comment || '_No comment._',
  ].join('\n');
  const url = new URL(`${target.repositoryUrl}/issues/new`);
  url.searchParams.set('title', `Docs feedback (${verdict.toLowerCase()}): ${about}`);
  url.searchParams.set('body', body);
  return url.href;
}
