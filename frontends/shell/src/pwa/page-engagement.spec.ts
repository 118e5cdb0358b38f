import { fireEvent } from '@testing-library/react';
import { watchPageEngagement, whenPageEngaged } from './page-engagement';

const settledWithin = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('page engagement', () => {
  it('waits for a first tap or key, not for a page load or a scroll', async () => {
    watchPageEngagement(window);
    fireEvent.scroll(window);
    fireEvent.load(window);
    expect(await settledWithin(whenPageEngaged())).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(await settledWithin(whenPageEngaged())).toBe(true);
  });

  it('counts a key as well', async () => {
    watchPageEngagement(window);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await settledWithin(whenPageEngaged())).toBe(true);
  });
});
