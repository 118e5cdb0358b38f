// The first frame comes from the HTML (Lighthouse's first contentful paint):
// index.html carries the top bar and the loading screen, styled by the style sheets it
// links, so a phone on a slow network paints the app's frame before the scripts arrive,
// and the scripts then replace it with the page.
import { expect, test } from '../support/fixtures';
import { expectLoginScreen, pageContent } from '../support/screens';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the page paints its top bar and a styled loading screen from the HTML alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('.top-nav .brand__word')).toHaveText('Outings');
    const loading = page.getByRole('status');
    await expect(loading).toHaveText('Loading..');
    // Styled by the linked sheets, not the browser's defaults.
    await expect(loading).toHaveCSS('display', 'flex');
    await expect(page.locator('.top-nav')).toHaveCSS('position', 'sticky');
  });
});

test('the scripts replace the first frame with the page', async ({ page }) => {
  await page.goto('/login');
  await expectLoginScreen(page);
  await expect(pageContent(page).getByText('Loading..')).toHaveCount(0);
  await expect(page.locator('header.top-nav')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
});
