import { nextTask } from '../../test/next-task';
import { act, render, screen } from '@testing-library/react';
import { applySessionView } from '@outings/fe-kit/core';
import { dropUserData } from '../session/session-store';
import { makeUser, sessionView } from '../../test/fixtures';
// What empties the page's cache when the user signs out (the kit's index loads it).
import '../query/clear-on-sign-out';
import { rememberProfilePicture, useProfilePicture } from './profile-picture-cache';

function Picture({ userID, pictureKey }: { userID: string; pictureKey: string }) {
  return <p data-testid="picture">{useProfilePicture(userID, pictureKey) ?? 'absent'}</p>;
}

describe('the profile picture cache', () => {
  it('keeps a remembered picture, and drops it when the user data goes (sign-out)', async () => {
    applySessionView(sessionView(makeUser({ _id: 'u-1' })));
    rememberProfilePicture('u-2', 'key-1', 'data:image/png;base64,AA');
    window.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    const { unmount } = render(<Picture userID="u-2" pictureKey="key-1" />);
    expect(screen.getByTestId('picture')).toHaveTextContent('data:image/png;base64,AA');
    expect(window.fetch).not.toHaveBeenCalled();
    unmount();

    act(() => dropUserData());
    render(<Picture userID="u-2" pictureKey="key-1" />);
    expect(screen.getByTestId('picture')).toHaveTextContent('queued');
    await nextTask();
    expect(window.fetch).toHaveBeenCalledWith('/user/u-2/profile-picture', expect.anything());
  });
});
