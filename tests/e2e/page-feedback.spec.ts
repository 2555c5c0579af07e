import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, visit, waitForHydration} from './fixtures/test';
import {INJECTION_PAYLOADS} from './fixtures/injectionPayloads';
import {issueFields, PageFeedbackWidget, stubGitHub} from './fixtures/pageFeedback';
import {FEEDBACK_PORT, startFeedbackReceiver, type FeedbackReceiver} from './fixtures/feedbackReceiver';
import {builtHtml} from './fixtures/builtPage';
import {seriousViolations} from './fixtures/axe';
import {HOSTED_PORT} from '../../playwright.config';
import {cleanComment, COMMENT_MAX_LENGTH} from '@site/plugins/page-feedback/src/payload';

const PAGE = '/cms/quick-start';
const PAGE_URL = 'https://docs.strapi.io/cms/quick-start';
const SITE_VERSION = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).version as string;

/** Clicks the button that opens the prefilled issue and returns the new tab's URL. */
async function openIssue(page: Page, click: () => Promise<void>): Promise<string> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForLoadState('domcontentloaded');
  const url = tab.url();
  await tab.close();
  return url;
}

test.describe('page feedback without an endpoint (prefilled GitHub issue)', () => {
  test.beforeEach(async ({context}) => stubGitHub(context));

  test('ships only a small shell: the form is not in the page or its first scripts', async ({page}) => {
    const html = builtHtml(PAGE);
    expect(html).toContain('Was this page helpful?');
    expect(html).not.toContain('What went wrong?');

    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await visit(page, PAGE);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((body) => body.includes('Code sample does not work'))).toBe(false);

    const widget = new PageFeedbackWidget(page);
    await widget.button('No').click();
    await expect(widget.reason('Code sample does not work')).toBeVisible();
  });

  test('No asks for a reason, tells where the answers go, and opens a prefilled issue on the docs repository', async ({page}) => {
    await visit(page, PAGE);
    const widget = new PageFeedbackWidget(page);
    await expect(widget.region.getByText('Was this page helpful?')).toBeVisible();
    await widget.button('No').click();
    await expect(widget.button('No')).toHaveAttribute('aria-pressed', 'true');

    for (const label of ['Inaccurate', 'Missing information', 'Hard to follow', 'Code sample does not work', 'Other']) {
      await expect(widget.reason(label)).toBeVisible();
    }
    await expect(widget.region).toContainText('opens a new GitHub issue in a new tab');
    await expect(widget.region).toContainText('Nothing is sent until you submit it on GitHub');

    // A reason is required.
    await widget.submit('Open a GitHub issue').click();
    await expect(widget.region.getByRole('alert')).toHaveText('Choose what went wrong.');
    await expect(widget.reason('Inaccurate')).toBeFocused();

    await widget.reason('Code sample does not work').check();
    await widget.comment.fill('  The curl command in step 6 returns 403.  ');
    await expect(widget.region).toContainText('43 of 1,000 characters');
    const url = await openIssue(page, () => widget.submit('Open a GitHub issue').click());

    expect(url.startsWith('https://github.com/strapi/documentation/issues/new?')).toBe(true);
    const {title, body} = issueFields(url);
    expect(title).toBe('Docs feedback (code sample does not work): Quick Start guide');
    expect(body).toContain(`**Page:** ${PAGE_URL}`);
    expect(body).toContain('**Helpful:** No');
    expect(body).toContain('**Reason:** Code sample does not work');
    expect(body).toContain(`**Site version:** ${SITE_VERSION}`);
    expect(body).toContain('The curl command in step 6 returns 403.');

    await expect(widget.region.getByRole('status')).toContainText('Finish in the GitHub tab');
    await expect(widget.region.getByRole('status')).toBeFocused();

    // The answer is remembered for this page only.
    await page.reload();
    await waitForHydration(page);
    await expect(widget.region).toContainText('you found this page not helpful');
    await widget.region.getByRole('button', {name: 'Send more feedback'}).click();
    await expect(widget.button('Yes')).toBeVisible();
    await visit(page, '/cms/intro');
    await expect(widget.region).toContainText('Was this page helpful?');
  });

  test('Yes offers an optional comment; without one the answer stays in the browser', async ({page}) => {
    const opened: string[] = [];
    page.context().on('page', (tab) => opened.push(tab.url()));
    await visit(page, PAGE);
    const widget = new PageFeedbackWidget(page);
    await widget.button('Yes').click();
    await expect(widget.comment).toBeFocused();
    await expect(widget.region.getByText('Anything to add? (optional)')).toBeVisible();
    await expect(widget.region).toContainText('Your answer stays in this browser');
    await widget.submit('Done').click();
    await expect(widget.region.getByRole('status')).toHaveText('Thank you for your answer.');
    expect(opened).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pageFeedback') ?? '{}'));
    expect(stored[PAGE]).toMatchObject({helpful: true});

    // With a comment, the same answer goes to GitHub.
    await widget.region.getByRole('button', {name: 'Send more feedback'}).click();
    await widget.button('Yes').click();
    await widget.comment.fill('Clear and short.');
    await expect(widget.region).toContainText('opens a new GitHub issue');
    const url = await openIssue(page, () => widget.submit('Open a GitHub issue').click());
    expect(issueFields(url).title).toBe('Docs feedback (helpful): Quick Start guide');
    expect(issueFields(url).body).not.toContain('**Reason:**');
  });

  test('works with the keyboard alone, for the page and for a section', async ({page}) => {
    await visit(page, PAGE);
    const widget = new PageFeedbackWidget(page);

    await widget.button('Yes').focus();
    await page.keyboard.press('Tab');
    await expect(widget.button('No')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(widget.reason('Inaccurate')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(widget.reason('Missing information')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(widget.comment).toBeFocused();
    await page.keyboard.type('Which Node.js versions?');
    await page.keyboard.press('Tab');
    await expect(widget.submit('Open a GitHub issue')).toBeFocused();
    const url = await openIssue(page, () => page.keyboard.press('Enter'));
    expect(issueFields(url).body).toContain('**Reason:** Missing information');

    // The section button is reached by Tab from its heading's anchor link, and shows on focus.
    const heading = page.locator('h2#step-3-create-a-collection-type');
    await heading.locator('.hash-link').focus();
    await page.keyboard.press('Tab');
    const sectionButton = heading.getByRole('button', {name: 'Feedback on section: Step 3: Create a collection type'});
    await expect(sectionButton).toBeFocused();
    await expect(sectionButton).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Feedback on “Step 3: Create a collection type”'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', {name: 'Yes'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(sectionButton).toBeFocused();
  });

  test('a section button, shown on hover, opens the form tied to that anchor', async ({page}) => {
    await visit(page, PAGE);
    const heading = page.locator('h2#step-6-fetch-your-content');
    const sectionButton = heading.getByRole('button', {name: /^Feedback on section:/});
    await expect(sectionButton).toHaveCSS('opacity', '0');
    await heading.hover();
    await expect(sectionButton).toHaveCSS('opacity', '1');
    // Every h2 and h3 of the article has one.
    await expect(page.locator('.theme-doc-markdown :is(h2, h3)[id] [aria-label^="Feedback on section:"]')).toHaveCount(
      await page.locator('.theme-doc-markdown :is(h2, h3)[id]').count(),
    );

    await sectionButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', {name: 'No'}).check();
    await dialog.getByRole('radio', {name: 'Inaccurate'}).check();
    await dialog.getByRole('textbox').fill('The response shape changed.');
    const url = await openIssue(page, () => dialog.getByRole('button', {name: 'Open a GitHub issue'}).click());
    const {title, body} = issueFields(url);
    expect(title).toBe('Docs feedback (inaccurate): Quick Start guide › Step 6: Fetch your content');
    expect(body).toContain(`**Page:** ${PAGE_URL}#step-6-fetch-your-content`);
    await expect(dialog.getByRole('status')).toContainText('Finish in the GitHub tab');
    await dialog.getByRole('button', {name: 'Close'}).first().click();
    await expect(dialog).toBeHidden();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the open form and the section dialog have no serious accessibility violations in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await visit(page, PAGE);
      const widget = new PageFeedbackWidget(page);
      await widget.button('No').click();
      await widget.submit('Open a GitHub issue').click();
      await expect(widget.region.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.locator('h2#step-1-create-the-project').hover();
      await page.getByRole('button', {name: 'Feedback on section: Step 1: Create the project'}).click();
      await page.getByRole('dialog').getByRole('radio', {name: 'No'}).check();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('keeps working when localStorage throws, and ignores corrupt or foreign stored values', async ({page, context}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(page, PAGE);
    const widget = new PageFeedbackWidget(page);
    await widget.button('Yes').click();
    await widget.submit('Done').click();
    await expect(widget.region.getByRole('status')).toHaveText('Thank you for your answer.');

    for (const stored of [
      '{"/cms/quick-start":',
      '"just a string"',
      '[{"helpful":true}]',
      '{"/cms/quick-start":{"helpful":"yes","at":1}}',
      '{"/cms/quick-start":{"helpful":true,"at":-5}}',
      '{"__proto__":{"helpful":true,"at":1}}',
    ]) {
      const fresh = await context.newPage();
      await fresh.addInitScript((value) => localStorage.setItem('pageFeedback', value), stored);
      await visit(fresh, PAGE);
      const freshWidget = new PageFeedbackWidget(fresh);
      await expect(freshWidget.region, stored).toContainText('Was this page helpful?');
      await freshWidget.button('Yes').click();
      await freshWidget.submit('Done').click();
      expect(await fresh.evaluate(() => JSON.parse(localStorage.getItem('pageFeedback')!)['/cms/quick-start'].helpful)).toBe(true);
      await fresh.close();
    }
  });

  test('puts hostile comments in the issue as plain text and never runs them', async ({page}) => {
    test.setTimeout(180_000);
    await visit(page, PAGE);
    const widget = new PageFeedbackWidget(page);
    await widget.button('No').click();
    await widget.reason('Other').check();
    for (const payload of INJECTION_PAYLOADS) {
      await widget.comment.fill(payload);
      const expected = cleanComment(payload.slice(0, COMMENT_MAX_LENGTH));
      if (expected === '') continue;
      const url = await openIssue(page, () => widget.submit('Open a GitHub issue').click());
      expect(issueFields(url).body.endsWith(`**Comment:**\n\n${expected}`), payload.slice(0, 40)).toBe(true);
      await widget.region.getByRole('button', {name: 'Send more feedback'}).click();
      await widget.button('No').click();
      await widget.reason('Other').check();
    }
    expect(await page.evaluate(() => (window as {__pwned?: unknown}).__pwned)).toBeUndefined();
    await expect(page.locator('article img[src="x"], article svg[onload], article iframe')).toHaveCount(0);
  });
});

test.describe('page feedback with DOCS_FEEDBACK_ENDPOINT (build-hosted and the reference receiver)', () => {
  const SITE = `http://localhost:${HOSTED_PORT}`;
  let receiver: FeedbackReceiver;

  test.describe.configure({mode: 'serial'});
  test.beforeAll(async () => {
    receiver = await startFeedbackReceiver(SITE);
  });
  test.afterAll(async () => receiver.close());

  async function openHosted(page: Page): Promise<PageFeedbackWidget> {
    await page.goto(`${SITE}${PAGE}`);
    await waitForHydration(page);
    return new PageFeedbackWidget(page);
  }

  test('POSTs the answers as JSON to the receiver, which stores them', async ({page}) => {
    const before = receiver.lines().length;
    const widget = await openHosted(page);
    await widget.button('No').click();
    await expect(widget.region).toContainText(`with the documentation team at localhost:${FEEDBACK_PORT}`);
    await widget.reason('Hard to follow').check();
    await widget.comment.fill('Too many steps at once.');
    await widget.submit('Send').click();
    await expect(widget.region.getByRole('status')).toHaveText('Thank you. Your feedback was sent to the documentation team.');

    expect(receiver.lines().slice(before)).toEqual([
      {
        receivedAt: expect.any(String),
        page: PAGE,
        helpful: false,
        reason: 'hard-to-follow',
        comment: 'Too many steps at once.',
        version: SITE_VERSION,
      },
    ]);

    // A section's feedback carries its anchor.
    await page.locator('h2#step-1-create-the-project').hover();
    await page.getByRole('button', {name: 'Feedback on section: Step 1: Create the project'}).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', {name: 'Yes'}).check();
    await dialog.getByRole('button', {name: 'Send'}).click();
    await expect(dialog.getByRole('status')).toContainText('was sent');
    expect(receiver.lines().at(-1)).toMatchObject({page: PAGE, helpful: true, reason: null, comment: '', section: 'step-1-create-the-project'});
  });

  test('shows a clear error when the service fails or times out, and Try again resends', async ({page, problems}) => {
    problems.ignore();
    const widget = await openHosted(page);
    const before = receiver.lines().length;
    let mode: 'refuse' | 'hang' | 'pass' = 'refuse';
    await page.route(`http://localhost:${FEEDBACK_PORT}/feedback`, async (route) => {
      if (mode === 'pass' || route.request().method() === 'OPTIONS') return route.continue();
      if (mode === 'refuse') {
        return route.fulfill({
          status: 503,
          headers: {'access-control-allow-origin': SITE},
          contentType: 'application/json',
          body: JSON.stringify({error: 'Storage is <b>full</b>.'}),
        });
      }
      // Never answers: the widget's own time-out (8 s) has to end the wait.
    });

    await widget.button('No').click();
    await widget.reason('Inaccurate').check();
    await widget.submit('Send').click();
    const alert = widget.region.getByRole('alert');
    await expect(alert).toContainText('The feedback service refused the message (HTTP 503): Storage is <b>full</b>.');
    await expect(alert.locator('b')).toHaveCount(0);

    mode = 'hang';
    await widget.submit('Try again').click();
    await expect(widget.submit('Sending…')).toBeDisabled();
    await expect(alert).toContainText('did not answer within 8 seconds', {timeout: 12_000});

    mode = 'pass';
    await widget.submit('Try again').click();
    await expect(widget.region.getByRole('status')).toContainText('was sent');
    expect(receiver.lines().slice(before)).toHaveLength(1);
  });

  test('stores hostile comments verbatim as JSON text and never runs them', async ({page}) => {
    test.setTimeout(180_000);
    const widget = await openHosted(page);
    const before = receiver.lines().length;
    const payloads = INJECTION_PAYLOADS.filter((payload) => cleanComment(payload.slice(0, COMMENT_MAX_LENGTH)) !== '');
    for (const payload of payloads) {
      if (await widget.region.getByRole('button', {name: 'Send more feedback'}).isVisible()) {
        await widget.region.getByRole('button', {name: 'Send more feedback'}).click();
      }
      await widget.button('Yes').click();
      await widget.comment.fill(payload);
      await widget.submit('Send').click();
      await expect(widget.region.getByRole('status')).toContainText('was sent');
    }
    expect(receiver.lines().slice(before).map((line) => line.comment)).toEqual(
      payloads.map((payload) => cleanComment(payload.slice(0, COMMENT_MAX_LENGTH))),
    );
    expect(await page.evaluate(() => (window as {__pwned?: unknown}).__pwned)).toBeUndefined();
  });
});
