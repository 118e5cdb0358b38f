// Checks every page must pass: usable at 375 px without sideways scrolling, and no serious
// or critical accessibility problem as axe sees it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until finite animations (the 300 ms modal slide, popup fades) have finished, so
 * axe and the layout checks see the resting page, not a half-faded one. Endless ones
 * (spinners, the loading bar) are left running. */
export async function waitForAnimationsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  await waitForAnimationsToEnd(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => `${impact} ${id}: ${help} — ${nodes.map(({ target }) => target.join(' ')).join(', ')}`);
  expect(serious, `serious or critical axe violations on ${where}`).toEqual([]);
}

/** Neither the page nor an open dialog scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page, where = page.url()): Promise<void> {
  await waitForAnimationsToEnd(page);
  const overflowing = await page.evaluate(() => {
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) found.push(`document: ${scrollWidth}px wide in a ${window.innerWidth}px window`);
    document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]').forEach((dialog) => {
      const overflowX = getComputedStyle(dialog).overflowX;
      if (dialog.scrollWidth > dialog.clientWidth && overflowX !== 'hidden' && overflowX !== 'clip') {
        found.push(`${dialog.getAttribute('aria-labelledby') ?? 'dialog'}: ${dialog.scrollWidth}px of content in ${dialog.clientWidth}px`);
      }
    });
    return found;
  });
  expect(overflowing, `horizontal scrolling on ${where}`).toEqual([]);
}

/** No picture is shown stretched: one that fills its box keeps its own aspect (object-fit may crop or fit it). */
export async function expectNoDistortedImages(page: Page, where = page.url()): Promise<void> {
  const distorted = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.width > 0 && image.height > 0)
      .filter((image) => getComputedStyle(image).objectFit === 'fill')
      .filter((image) => Math.abs(image.width / image.height / (image.naturalWidth / image.naturalHeight) - 1) > 0.03)
      .map((image) => `${image.alt || image.src.slice(0, 60)}: ${image.naturalWidth}×${image.naturalHeight} shown ${image.width}×${image.height}`),
  );
  expect(distorted, `stretched pictures on ${where}`).toEqual([]);
}

export async function expectUsablePage(page: Page, where = page.url()): Promise<void> {
  await expectNoHorizontalScroll(page, where);
  await expectNoDistortedImages(page, where);
  await expectNoSeriousA11yViolations(page, where);
}
