import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures/test';
import {AskAi} from './fixtures/askAi';
import {HOSTED_PORT} from '../../playwright.config';
import {startChatServer, STREAMED_ANSWER, type ChatServer} from '../fixtures/chatServer';

// build-hosted sends Ask AI questions to this port (see `npm run build:hosted`), with a 3 s time-out.
const CHAT_PORT = 8798;
const SITE = `http://localhost:${HOSTED_PORT}`;

test.describe.configure({mode: 'serial'});

test.describe('Ask AI with a chat-completions endpoint', () => {
  let server: ChatServer;

  test.beforeAll(async () => {
    server = await startChatServer(CHAT_PORT);
  });

  test.afterAll(async () => server.close());

  async function openWidget(page: Page): Promise<AskAi> {
    const askAi = new AskAi(page);
    await page.goto(`${SITE}/cms/quick-start`);
    await waitForHydration(page);
    await askAi.openFromSidebar();
    return askAi;
  }

  test('streams the model answer and keeps our sources as citations', async ({page}) => {
    const askAi = await openWidget(page);
    const turn = await askAi.ask('Which databases does Strapi 5 support?');
    await expect(turn).toContainText(STREAMED_ANSWER.join('').replace(' [1].', ''));
    const citation = turn.getByRole('link', {name: /^Source 1:/});
    await expect(citation).toBeVisible();
    const sources = turn.getByRole('region', {name: 'Sources'}).getByRole('link');
    expect(await sources.count()).toBeGreaterThan(0);
    expect(await citation.getAttribute('href')).toBe(await sources.first().getAttribute('href'));

    const request = server.requests.at(-1)!;
    expect(request).toMatchObject({model: 'e2e-model', stream: true});
    expect(request.messages[0]!.content).toMatch(/\[1\] .+ \(\/cms\/.+\)/);
    expect(request.messages.at(-1)).toEqual({role: 'user', content: 'Which databases does Strapi 5 support?'});
  });

  test('shows the service error with a Retry that recovers', async ({page, problems}) => {
    problems.ignore();
    const askAi = await openWidget(page);
    await page.route('**/v1/chat/completions', (route) => route.abort('connectionrefused'));
    const turn = await askAi.ask('Which databases does Strapi 5 support?');
    await expect(turn.getByRole('alert')).toContainText('The answer could not be written. The answer service could not be reached.');
    await page.unroute('**/v1/chat/completions');
    await turn.getByRole('button', {name: 'Retry'}).click();
    await expect(turn).toHaveAttribute('data-status', 'done', {timeout: 10_000});
    await expect(turn).toContainText('The model read the sections');
  });

  test('reports an error status from the model', async ({page, problems}) => {
    problems.ignore();
    const askAi = await openWidget(page);
    const turn = await askAi.ask('please fail');
    await expect(turn.getByRole('alert')).toContainText('The answer service replied with status 500.');
    await expect(turn.getByRole('button', {name: 'Retry'})).toBeVisible();
  });

  test('gives up on a model that does not answer in time', async ({page, problems}) => {
    problems.ignore();
    const askAi = await openWidget(page);
    const turn = await askAi.ask('a slow question');
    await expect(turn.getByRole('alert')).toContainText('The answer service took too long to respond.');
    await expect(page.locator('article')).toBeVisible();
  });

  test('a question about a code block sends the block to the model, its section first among the sources', async ({page}) => {
    const askAi = new AskAi(page);
    await page.goto(`${SITE}/cms/configurations/functions`);
    await waitForHydration(page);
    const block = page.locator('article .theme-code-block').filter({has: page.getByRole('button', {name: 'Ask AI about this code'})}).first();
    const code = await block.locator('pre').innerText();
    await block.getByRole('button', {name: 'Ask AI about this code'}).focus();
    await page.keyboard.press('Enter');
    await expect(askAi.input).toHaveValue(/^What does this example from ".+" do\?$/);
    await askAi.input.press('Enter');
    const turn = askAi.turns.last();
    await expect(turn).toHaveAttribute('data-status', 'done', {timeout: 15_000});
    const request = server.requests.at(-1)!;
    const question = request.messages.at(-1)!.content;
    expect(question).toContain(code.split('\n')[0]!.trim());
    expect(request.messages[0]!.content).toMatch(/^[\s\S]*\n\[1\] Lifecycle functions > /);
    const first = turn.getByRole('region', {name: 'Sources'}).getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^\/cms\/configurations\/functions#/);
  });
});
