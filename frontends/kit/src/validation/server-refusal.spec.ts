import { readServerRefusal } from './server-refusal';

const fields = { 'user.first_name': 'first_name', 'user.profile_picture': 'profile_picture' } as const;
const refusal = (message: string) => readServerRefusal({ header: 'Invalid Request', message }, fields);

describe('readServerRefusal', () => {
  it('puts the text of a refusal under the field its path names', async () => {
    await expect(refusal('user.first_name: First Name must be at most 50 characters')).resolves.toEqual({
      kind: 'field',
      error: { field: 'first_name', message: 'First Name must be at most 50 characters' },
    });
  });

  it('gives a deeper path to its nearest listed parent', async () => {
    await expect(refusal('user.profile_picture.zoom: Too big')).resolves.toEqual({ kind: 'field', error: { field: 'profile_picture', message: 'Too big' } });
  });

  it('shows anything else as the popup the body describes', async () => {
    await expect(refusal('The request could not be read.')).resolves.toEqual({ kind: 'popup', warning: { header: 'Invalid Request', message: 'The request could not be read.' } });
    await expect(refusal('user.constructor: x')).resolves.toMatchObject({ kind: 'popup' });
    await expect(readServerRefusal('Bad Request', fields)).resolves.toEqual({ kind: 'popup', warning: { header: 'Invalid Request', message: 'The request could not be read.' } });
  });
});
