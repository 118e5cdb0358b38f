import sharp from 'sharp';
import { categoryColorMap } from '@outings/reference-data';
import { AVATAR_SIZE, avatarColor, avatarSvg, initialsOf, renderAvatar } from './avatar';

describe('avatar', () => {
  it('takes the first letter of each name', () => {
    expect(initialsOf('sample', 'login')).toBe('SL');
    expect(initialsOf('Ana', '')).toBe('A');
    expect(initialsOf(' émile ', 'Zola')).toBe('ÉZ');
    expect(initialsOf('𝒜lice', 'B')).toBe('𝒜B');
  });

  it('gives a user always the same palette colour', () => {
    expect(avatarColor('user-1')).toBe(avatarColor('user-1'));
    expect(Object.values(categoryColorMap)).toContain(avatarColor('user-1'));
  });

  it('escapes names inside the SVG', () => {
    expect(avatarSvg({ userId: 'u', firstName: '<', lastName: '&' })).toContain('&#60;&#38;');
  });

  it('renders a square JPEG', async () => {
    const metadata = await sharp(await renderAvatar({ userId: 'u1', firstName: 'Sample', lastName: 'Login' })).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });
  });
});
