import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
