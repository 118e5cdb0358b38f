import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeFriend } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { FriendsTab } from './friends-tab';

const FRIENDS = [makeFriend({ _id: 'f-1', first_name: 'Zoe', last_name: 'Zed' }), makeFriend({ _id: 'f-2', first_name: 'Ann', last_name: 'Lee' })];

describe('FriendsTab', () => {
  beforeEach(() => mockFetch({}));

  it('points to the outing page without friends', () => {
    renderAt('/profile', '/profile', <FriendsTab friends={[]} />);
    expect(screen.getByText('No Friends Yet!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outing page' })).toHaveAttribute('href', '/outing');
  });

  it('lists the friends by first name and searches first and last names', async () => {
    renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ann Lee', 'Zoe Zed']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search friends' }), 'zed');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Zoe Zed']);
  });

  it("'+ Outing' goes to /outing", async () => {
    const { location } = renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
    await userEvent.click(within(screen.getByRole('article', { name: 'Ann Lee' })).getByRole('button', { name: '+ Outing' }));
    expect(location.pathname).toBe('/outing');
  });

  it('opens the profile viewer from a card', async () => {
    renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ann Lee' }));
    expect(screen.getByRole('dialog', { name: 'Viewing Profile' })).toBeInTheDocument();
  });
});
