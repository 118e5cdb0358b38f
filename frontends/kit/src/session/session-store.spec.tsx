import { act, render, screen } from '@testing-library/react';
import { makeUser, sessionView } from '../../test/fixtures';
import { applySessionView, applyUser, dropUserData, useSessionState } from './session-store';

/** Renders `select`'s part of the session and counts the renders. */
function renderReader<S>(select: (state: Parameters<Parameters<typeof useSessionState>[0]>[0]) => S) {
  const renders = { count: 0 };
  function Reader() {
    renders.count += 1;
    return <p>{JSON.stringify(useSessionState(select))}</p>;
  }
  render(<Reader />);
  return renders;
}

describe('useSessionState', () => {
  beforeEach(() => act(() => dropUserData()));

  it('renders a reader again only when its own part of the session changes', () => {
    act(() => applySessionView(sessionView(makeUser({ first_name: 'Ada' }))));
    const flagReader = renderReader((session) => session.authenticated);
    const userReader = renderReader((session) => session.user?.first_name);

    // The layout and the page read the flags: a re-check leaves them.
    act(() => applySessionView(sessionView(makeUser({ first_name: 'Ada' }))));
    expect(flagReader.count).toBe(1);
    expect(userReader.count).toBe(1);

    act(() => applyUser(makeUser({ first_name: 'Ada Lovelace' })));
    expect(flagReader.count).toBe(1);
    expect(userReader.count).toBe(2);
    expect(screen.getByText('"Ada Lovelace"')).toBeInTheDocument();

    act(() => dropUserData());
    expect(flagReader.count).toBe(2);
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});
