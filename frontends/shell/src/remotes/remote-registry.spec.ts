import { init, loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }));

describe('loadRemoteModule', () => {
  beforeAll(() => registerRemotes(Promise.resolve({ remotes: { outing: '/remotes/outing/remoteEntry.js' } })));

  it('loads a module a remote exposes once the remotes are registered', async () => {
    const federated = { OutingModal: () => null };
    jest.mocked(loadRemote).mockResolvedValueOnce(federated);
    await expect(loadRemoteModule('outing/OutingModal')).resolves.toBe(federated);
    expect(init).toHaveBeenCalledWith({ name: 'shell', remotes: [{ name: 'outing', entry: '/remotes/outing/remoteEntry.js' }] });
    expect(loadRemote).toHaveBeenCalledWith('outing/OutingModal');
  });

  it('fails when the remote gives nothing, and asks again on the next call', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce(null).mockResolvedValueOnce({ OutingModal: () => null });
    await expect(loadRemoteModule('outing/OutingModal')).rejects.toThrow('outing/OutingModal could not be loaded');
    await expect(loadRemoteModule('outing/OutingModal')).resolves.toHaveProperty('OutingModal');
  });
});
