import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays } from '@outings/fe-kit';
import { makeFriend, makeUser, sessionView } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { draftMembers, draftMembersStore } from './draft-members-store';
import { openRemoveMembers } from './remove-members-modal';

const ME = makeUser({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
const ann = makeFriend({ _id: 'ann', first_name: 'Ann', last_name: 'Berg' });

/** Lets the pictures' and matches' fetches answer inside act. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

async function open() {
  renderAt('/outing', '/outing', <p>Outing</p>);
  act(() => openRemoveMembers());
  await settle();
  return within(screen.getByRole('dialog', { name: 'Remove Outing Members' }));
}

beforeEach(() => {
  mockFetch({});
  closeAllOverlays();
  applySessionView(sessionView(ME));
  draftMembersStore.set({ ownerID: null, others: [] });
  draftMembers.add(zoe);
  draftMembers.add(ann);
});

describe('Remove-members modal', () => {
  it('lists the outing users, each with a minus button except the current user', async () => {
    const dialog = await open();
    expect(dialog.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Sam Sample', 'Zoe Adams', 'Ann Berg']);
    expect(within(dialog.getByRole('article', { name: 'Sam Sample' })).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(dialog.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Remove Zoe', 'Remove Ann']);
  });

  it('removes a user from the draft; removing the last one closes the modal', async () => {
    const dialog = await open();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Zoe' }));
    expect(draftMembersStore.get().others.map((person) => person._id)).toEqual(['ann']);
    expect(dialog.queryByRole('article', { name: 'Zoe Adams' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Ann' }));
    expect(draftMembersStore.get().others).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Outing Members' })).toBeNull());
  });
});
