import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test, expect, visit} from './fixtures/test';
import {builtHtml} from './fixtures/builtPage';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The commit date of the last commit that touched a file, as Docusaurus reads it: its
 * eager reader lists each commit's files, and a merge commit lists none. `--full-history`
 * keeps commits on a merged branch whose change the merge did not take, which Docusaurus
 * also counts.
 */
function lastCommitDate(file: string): Date {
  const seconds = execFileSync('git', ['log', '-1', '--no-merges', '--full-history', '--format=%ct', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim();
  return new Date(Number(seconds) * 1000);
}

/** CI may check out a shallow clone: the build then shows no dates rather than wrong ones. */
const SHALLOW =
  execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: ROOT, encoding: 'utf8'}).trim() === 'true';

test.describe('last update date in a shallow clone', () => {
  test.skip(!SHALLOW, 'the checkout has full history');
  test('doc pages show no date', async ({page}) => {
    await visit(page, '/cms/quick-start');
    await expect(page.locator('.theme-doc-footer')).toBeAttached();
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
  });
});

test.describe('last update date', () => {
  test.skip(SHALLOW, 'a shallow clone has no history to date pages from');
  test('each doc page shows the date of its last commit', async ({page}) => {
    for (const [route, file] of [
      ['/cms/quick-start', 'docs/cms/quick-start.mdx'],
      ['/cloud/intro', 'docs/cloud/getting-started/intro.mdx'],
      ['/cms/backend-customization', 'docs/cms/backend-customization.mdx'],
    ] as const) {
      await visit(page, route);
      const time = page.locator('.theme-doc-footer time[datetime]');
      await expect(time).toHaveCount(1);
      const shown = new Date((await time.getAttribute('datetime'))!);
      expect(shown.getTime(), route).toBe(lastCommitDate(file).getTime());
      await expect(page.locator('.theme-last-updated')).toContainText(
        `Last updated on ${shown.toLocaleDateString('en-US', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'})}`,
      );
    }
  });

  test('pages changed in different commits show different dates', () => {
    const dates = ['cms/quick-start', 'release-notes', 'cms/backend-customization'].map((route) => {
      // The HTML is minified: attribute quotes are optional.
      const match = builtHtml(`/${route}`).match(/<time datetime="?([^" >]+)/);
      expect(match, route).not.toBeNull();
      return match![1];
    });
    expect(new Set(dates).size).toBeGreaterThan(1);
  });
});
