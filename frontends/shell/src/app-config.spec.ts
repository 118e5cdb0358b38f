import { jsonResponse } from '../../kit/test/fake-response';
import { loadAppConfig } from './app-config';

describe('loadAppConfig', () => {
  it('reads the remotes’ entry URLs', async () => {
    const remotes = { outing: '/remotes/outing/remoteEntry.js', profile: 'https://cdn.example/profile/remoteEntry.js' };
    await expect(loadAppConfig(async () => jsonResponse(200, { remotes }))).resolves.toEqual({ remotes });
  });

  it('refuses an unknown remote or a missing configuration', async () => {
    await expect(loadAppConfig(async () => jsonResponse(200, { remotes: { admin: '/x.js' } }))).rejects.toThrow();
    await expect(loadAppConfig(async () => jsonResponse(404, {}))).rejects.toThrow('The app configuration could not be loaded (404).');
  });
});
