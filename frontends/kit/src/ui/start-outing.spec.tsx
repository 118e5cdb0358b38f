import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useStartOuting, useStartOutingWithActivity, useStartOutingWithMembers } from './start-outing';

function Starters() {
  const startOuting = useStartOuting();
  const startWithActivity = useStartOutingWithActivity();
  const startWithMembers = useStartOutingWithMembers();
  return (
    <>
      <button type="button" onClick={() => startWithMembers(['f-1', 'f-2'])}>
        Members
      </button>
      <button type="button" onClick={() => startOuting('f-1')}>
        Friend
      </button>
      <button type="button" onClick={() => startWithActivity({ _id: 'a-1', name: 'Kayaking', category: 'Water' })}>
        Activity
      </button>
    </>
  );
}

function OutingProbe() {
  return <pre>{JSON.stringify(useLocation().state)}</pre>;
}

const renderStarters = () =>
  render(
    <MemoryRouter initialEntries={['/social']}>
      <Routes>
        <Route path="/social" element={<Starters />} />
        <Route path="/outing" element={<OutingProbe />} />
      </Routes>
    </MemoryRouter>,
  );

describe('start-outing', () => {
  it('hands a friend to /outing', async () => {
    renderStarters();
    await userEvent.click(screen.getByRole('button', { name: 'Friend' }));
    expect(JSON.parse(screen.getByText(/friendID/).textContent!)).toEqual({ friendID: 'f-1' });
  });

  it('hands an activity to /outing', async () => {
    renderStarters();
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    expect(JSON.parse(screen.getByText(/activity/).textContent!)).toEqual({ activity: { _id: 'a-1', name: 'Kayaking', category: 'Water' } });
  });

  it('hands users to start a new draft with to /outing', async () => {
    renderStarters();
    await userEvent.click(screen.getByRole('button', { name: 'Members' }));
    expect(JSON.parse(screen.getByText(/members/).textContent!)).toEqual({ members: ['f-1', 'f-2'] });
  });
});
