import sharp from 'sharp';
import { categoryColorMap } from '@outings/reference-data';
import { AVATAR_SIZE, avatarColor, avatarSvg, drawAvatar, initialsOf } from './demo-avatar';

describe('a demo avatar', () => {
  it('takes the first letter of each name', () => {
    expect(initialsOf('sample', 'login')).toBe('SL');
    expect(initialsOf('Kenji', '')).toBe('K');
    expect(initialsOf(' émile ', 'Zola')).toBe('ÉZ');
    expect(initialsOf('𝒜lice', 'B')).toBe('𝒜B');
  });

  it('gives a person always the same palette colour', () => {
    expect(avatarColor('maya.chen@example.com')).toBe(avatarColor('maya.chen@example.com'));
    expect(Object.values(categoryColorMap)).toContain(avatarColor('maya.chen@example.com'));
  });

  it('escapes names inside the SVG', () => {
    expect(avatarSvg({ username: 'u@example.com', first_name: '<', last_name: '&' })).toContain('&#60;&#38;');
  });

  it('is a square JPEG', async () => {
    const metadata = await sharp(await drawAvatar({ username: 'sample@outings.app', first_name: 'Sam', last_name: 'Carter' })).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });
  });
});
