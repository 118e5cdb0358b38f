import { act, screen, within } from '@testing-library/react';
import { deferred } from '../../test/mock-fetch';
import { renderAt } from '../../test/render-at';
import { closeAllOverlays } from '../overlay/overlay-store';
import { onDemandOutingModal, OUTING_LOAD_FAILED, type OutingModalBody } from './outing-modal-opener';

const Body: OutingModalBody = ({ outingID }) => <p>the outing modal of {outingID}</p>;
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  closeAllOverlays();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('onDemandOutingModal', () => {
  it("opens at once with its title and 'Loading Outing..', fetches the body once, then shows it", async () => {
    const arrival = deferred<{ OutingModal: OutingModalBody }>();
    const load = jest.fn(() => arrival.promise);
    const openOutingModal = onDemandOutingModal(load);
    expect(load).not.toHaveBeenCalled();
    renderAt('/profile', '/profile', <p>Profile</p>);
    act(() => openOutingModal('o-1', { name: 'Sunset Hike' }));
    expect(within(screen.getByRole('dialog', { name: 'Sunset Hike' })).getByText('Loading Outing..')).toBeInTheDocument();
    await act(async () => arrival.resolve({ OutingModal: Body }));
    expect(screen.getByText('the outing modal of o-1')).toBeInTheDocument();
    act(() => openOutingModal('o-2'));
    expect(within(screen.getByRole('dialog', { name: 'Outing' })).getByText('the outing modal of o-2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so in the modal when the code cannot be fetched, and tries again when opened again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValueOnce({ OutingModal: Body });
    const openOutingModal = onDemandOutingModal(load);
    renderAt('/profile', '/profile', <p>Profile</p>);
    act(() => openOutingModal('o-1'));
    await settle();
    expect(within(screen.getByRole('dialog', { name: 'Outing' })).getByRole('alert')).toHaveTextContent(OUTING_LOAD_FAILED);
    expect(screen.getByText('Profile')).toBeInTheDocument();
    act(() => closeAllOverlays());
    act(() => openOutingModal('o-1'));
    await settle();
    expect(screen.getByText('the outing modal of o-1')).toBeInTheDocument();
  });
});
