import { act, screen } from '@testing-library/react';
import { applySessionView } from '@outings/fe-kit';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { PhotosTab } from './photos-tab';

const photo = (key: string) => ({ outing: 'o-1', key, uploader: 'me' });
const NOTE = 'Complete Outings with friends to add photos to your profile.';

describe('PhotosTab', () => {
  it("reads the user's own photos and lays three or more out in 3 columns", async () => {
    applySessionView(sessionView(makeUser({ _id: 'me', completed_outings: 2 })));
    const answer = deferred<Response>();
    mockFetch({ 'GET /user/stripped-user/me/photos': () => answer.promise });
    renderAt('/profile', '/profile', <PhotosTab />);
    expect(screen.getByText('Loading Photos..')).toBeInTheDocument();
    await act(async () => answer.resolve(jsonResponse(200, { photos: ['a', 'b', 'c', 'd'].map(photo) })));
    const grid = screen.getByRole('list', { name: 'Your photos' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(3, 1fr)' });
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it("says 'You have no media yet!' with the note before any completed outing", async () => {
    applySessionView(sessionView(makeUser({ _id: 'me', completed_outings: 0 })));
    mockFetch({ 'GET /user/stripped-user/me/photos': () => jsonResponse(200, { photos: [] }) });
    renderAt('/profile', '/profile', <PhotosTab />);
    expect(await screen.findByText('You have no media yet!')).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('shows only the note when completed outings bring no photo', async () => {
    applySessionView(sessionView(makeUser({ _id: 'me', completed_outings: 1 })));
    mockFetch({ 'GET /user/stripped-user/me/photos': () => jsonResponse(200, { photos: [] }) });
    renderAt('/profile', '/profile', <PhotosTab />);
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.queryByText('You have no media yet!')).toBeNull();
  });
});
