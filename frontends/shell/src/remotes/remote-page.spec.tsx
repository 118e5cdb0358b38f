import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteName } from '../app-config';
import { loadRemotePage } from './remote-registry';
import { RemotePage } from './remote-page';

jest.mock('./remote-registry', () => ({ loadRemotePage: jest.fn() }));

const SocialPage = () => <p>social remote page</p>;

// A remote's code, once in, stays for the page's life: each test loads a remote of its own.
function renderPage(remote: RemoteName = 'social') {
  return render(
    <MemoryRouter>
      <RemotePage remote={remote} />
    </MemoryRouter>,
  );
}

describe('RemotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the page's loading text until the remote's code is in, then the page", async () => {
    let arrive!: (page: typeof SocialPage) => void;
    jest.mocked(loadRemotePage).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderPage();
    expect(screen.getByText('Loading Posts..')).toBeInTheDocument();
    await act(async () => arrive(SocialPage));
    expect(screen.getByText('social remote page')).toBeInTheDocument();
    expect(screen.queryByText('Loading Posts..')).toBeNull();
  });

  it('shows a page whose code came in before at once', async () => {
    jest.mocked(loadRemotePage).mockResolvedValue(SocialPage);
    const first = renderPage('profile');
    expect(await first.findByText('social remote page')).toBeInTheDocument();
    first.unmount();
    renderPage('profile');
    expect(screen.getByText('social remote page')).toBeInTheDocument();
  });

  it('shows the error screen, and logs why, when the remote cannot be loaded', async () => {
    const failure = new Error('The social screen could not be loaded. Check your connection and try again.');
    jest.mocked(loadRemotePage).mockRejectedValue(failure);
    renderPage('chat');
    expect(await screen.findByRole('heading', { name: 'An Error Occured!' })).toBeInTheDocument();
    expect(screen.getByText(failure.message)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(failure, expect.any(String));
  });

  it('shows the error screen when the page crashes', async () => {
    const Crashing = (): never => {
      throw new Error('The page broke.');
    };
    jest.mocked(loadRemotePage).mockResolvedValue(Crashing);
    renderPage('outing');
    expect(await screen.findByText('The page broke.')).toBeInTheDocument();
  });
});
