import { nextTask } from '../../test/next-task';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeObserver } from '../../test/fake-intersection-observer';
import { textResponse } from '../../test/fake-response';
import { mockFetch } from '../../test/mock-fetch';
import { renderAt } from '../../test/render-at';
import { closeAllOverlays } from '../overlay/overlay-store';
import { PhotoGrid, photoGridColumns } from './photo-grid';

describe('photoGridColumns', () => {
  it('has one column for one photo, two for two, three from three on', () => {
    expect([0, 1, 2, 3, 4, 9].map(photoGridColumns)).toEqual([1, 1, 2, 3, 3, 3]);
  });
});

describe('PhotoGrid', () => {
  beforeEach(() => closeAllOverlays());
  afterEach(() => {
    FakeObserver.instances = [];
    delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
    Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true });
  });

  it('loads each photo at the size its cell needs on this screen, and the popup the photo as stored', async () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    const fetch = mockFetch({
      'GET /outing/o-2/photo/g-1?size=320': () => textResponse(200, 'data:image/jpeg;base64,SMALL'),
      'GET /outing/o-2/photo/g-1': () => textResponse(200, 'data:image/jpeg;base64,BIG'),
    });
    renderAt('/profile', '/profile', <PhotoGrid photos={[{ outing: 'o-2', key: 'g-1' }]} label="Your photos" />);
    await act(async () => FakeObserver.instances[0]?.enter(true, { width: 150, height: 150 }));
    await nextTask();
    const grid = screen.getByRole('list', { name: 'Your photos' });
    expect(within(grid).getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', 'data:image/jpeg;base64,SMALL');

    await userEvent.click(within(grid).getByRole('button'));
    await act(async () => FakeObserver.instances[1]?.enter(true, { width: 512, height: 384 }));
    await nextTask();
    const popup = screen.getByRole('dialog', { name: 'Photo 1 of 1' });
    expect(within(popup).getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', 'data:image/jpeg;base64,BIG');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/outing/o-2/photo/g-1?size=320', '/outing/o-2/photo/g-1']);
  });

  it('opens the view-photo popup with the big photo; a click on the backdrop closes it', async () => {
    mockFetch({ 'GET /outing/o-1/photo/g-2': () => textResponse(200, 'data:image/jpeg;base64,G2') });
    const photos = [
      { outing: 'o-1', key: 'g-1' },
      { outing: 'o-1', key: 'g-2' },
    ];
    renderAt('/profile', '/profile', <PhotoGrid photos={photos} label="Your photos" />);
    const grid = screen.getByRole('list', { name: 'Your photos' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(2, 1fr)' });
    await userEvent.click(within(grid).getAllByRole('button')[1]!);
    const popup = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(popup).getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute('src', 'data:image/jpeg;base64,G2');
    await userEvent.click(popup.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
