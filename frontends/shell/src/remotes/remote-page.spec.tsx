import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadedRemotePage, loadRemotePage } from './remote-registry';
import { RemotePage } from './remote-page';

jest.mock('./remote-registry', () => ({ loadRemotePage: jest.fn(), loadedRemotePage: jest.fn() }));

const SocialPage = () => <p>social remote page</p>;

function renderPage() {
  return render(
    <MemoryRouter>
      <RemotePage remote="social" loadingText="Loading Posts.." />
    </MemoryRouter>,
  );
}

describe('RemotePage', () => {
  beforeEach(() => {
    jest.mocked(loadedRemotePage).mockReturnValue(undefined);
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

  it('shows a page whose code came in before at once', () => {
    jest.mocked(loadedRemotePage).mockReturnValue(SocialPage);
    jest.mocked(loadRemotePage).mockResolvedValue(SocialPage);
    renderPage();
    expect(screen.getByText('social remote page')).toBeInTheDocument();
  });

  it('shows the error screen, and logs why, when the remote cannot be loaded', async () => {
    const failure = new Error('The social screen could not be loaded. Check your connection and try again.');
    jest.mocked(loadRemotePage).mockRejectedValue(failure);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'An Error Occured!' })).toBeInTheDocument();
    expect(screen.getByText(failure.message)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(failure);
  });

  it('shows the error screen when the page crashes', async () => {
    const Crashing = (): never => {
      throw new Error('The page broke.');
    };
    jest.mocked(loadRemotePage).mockResolvedValue(Crashing);
    renderPage();
    expect(await screen.findByText('The page broke.')).toBeInTheDocument();
  });
});
