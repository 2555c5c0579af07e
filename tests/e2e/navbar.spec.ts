import {test, expect, visit} from './fixtures/test';

test.describe('navbar', () => {
  test('links to the CMS and Cloud intros, the repository and home', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'CMS', exact: true})).toHaveAttribute('href', '/cms/intro');
    await expect(navbar.getByRole('link', {name: 'Cloud', exact: true})).toHaveAttribute('href', '/cloud/intro');
    const repository = navbar.getByRole('link', {name: 'Source repository on GitHub'});
    await expect(repository).toHaveAttribute('href', 'https://github.com/strapi/documentation');
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(navbar.locator('a.navbar__brand')).toHaveAttribute('href', '/');
    await expect(navbar.locator('a.navbar__brand').getByRole('img', {name: 'Strapi'})).toBeVisible();

    await navbar.getByRole('link', {name: 'Cloud', exact: true}).click();
    await expect(page).toHaveURL('/cloud/intro');
    await expect(navbar.getByRole('link', {name: 'Cloud', exact: true})).toHaveClass(/navbar__link--active/);
  });

  test('draws the logo inline, its wordmark in the colour mode\'s colour, without loading an image', async ({page}) => {
    const images: string[] = [];
    page.on('request', (request) => request.resourceType() === 'image' && images.push(request.url()));
    await visit(page, '/cms/intro');
    const wordmark = page.locator('nav.navbar .navbar__logo svg text');
    await expect(wordmark).toHaveText('Strapi');
    await expect(wordmark).toHaveCSS('fill', 'rgb(50, 50, 77)');
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
    await expect(wordmark).toHaveCSS('fill', 'rgb(255, 255, 255)');
    expect(images.filter((url) => url.includes('/img/logo'))).toEqual([]);
  });

  test('offers English as the only language', async ({page}) => {
    await visit(page, '/cms/intro');
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await expect(dropdown.locator('.navbar__link')).toHaveText('English');
    await dropdown.hover();
    const choices = dropdown.locator('.dropdown__menu a');
    await expect(choices).toHaveCount(1);
    await expect(choices).toHaveText('English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const navbar = page.locator('nav.navbar');
    // The navbar reacts to the direction between two scroll events.
    for (let step = 0; step < 6; step++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -400);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});
