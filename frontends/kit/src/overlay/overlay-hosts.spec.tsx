// The dialogs' keyboard rules: focus stays in the open dialog whatever happens to the
// focused control, and Escape closes the topmost overlay from anywhere.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../ui/button';
import { ModalHost, PopupHost } from './overlay-hosts';
import { closeAllOverlays, openModal, showPopup } from './overlay-store';

/** A control that turns disabled once pressed, as '+ Friend' becomes 'Requested'. */
function RequestButton() {
  const [sent, setSent] = useState(false);
  return (
    <Button disabled={sent} onClick={() => setSent(true)}>
      {sent ? 'Requested' : '+ Friend'}
    </Button>
  );
}

const renderHosts = () =>
  render(
    <>
      <button type="button">Page</button>
      <ModalHost />
      <PopupHost />
    </>,
  );

beforeEach(() => act(() => closeAllOverlays()));

it('hands focus to the modal when the focused control turns disabled, and Escape still closes it', async () => {
  renderHosts();
  act(() => openModal({ selector: 'profile-viewer-modal', title: 'Viewing Profile', render: () => <RequestButton /> }));
  await userEvent.click(screen.getByRole('button', { name: '+ Friend' }));
  const dialog = screen.getByRole('dialog', { name: 'Viewing Profile' });
  await waitFor(() => expect(dialog).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Viewing Profile' })).toBeNull());
});

it('closes the topmost overlay on Escape even with focus on the page: the popup first, then the modal', async () => {
  renderHosts();
  act(() => openModal({ selector: 'profile-viewer-modal', title: 'Viewing Profile', render: () => <p>Card</p> }));
  act(() => showPopup({ selector: 'generic-warning', header: 'Careful', message: 'Something happened.' }));
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog', { name: 'Careful' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Viewing Profile' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Viewing Profile' })).toBeNull());
});
