import { cities } from '../../test/fixtures';
import { MESSAGES, validateAccountForm, validateProfileForm, type AccountFormValues } from './form-rules';

const valid: AccountFormValues = {
  email: 'sam@example.com',
  password: 'secret1',
  location: 'Paris, FR',
  first_name: 'Sam',
  last_name: '',
  tagline: 'Always up for a hike',
  photoString: 'data:image/jpeg;base64,AAAA',
};

describe('validateAccountForm', () => {
  it('accepts a complete form (last name is optional)', () => {
    expect(validateAccountForm(valid, cities)).toBeNull();
  });

  it.each([
    ['an empty email', { email: '' }, 'email', 'Please enter a valid email'],
    ['an email without @', { email: 'sam.example.com' }, 'email', 'Please enter a valid email'],
    ['an empty password', { password: '' }, 'password', 'Please enter a valid password'],
    ['a password without number or special character', { password: 'secret' }, 'password', 'Password must contain one number or special carachter'],
    ['an empty location', { location: '' }, 'location', 'Please enter a valid location'],
    ['a location not from the list', { location: 'Paris' }, 'location', 'Please choose a city from the dropdown menu only'],
    ['an empty first name', { first_name: '  ' }, 'first_name', 'Please enter a First Name'],
    ['an empty tagline', { tagline: '' }, 'tagline', 'Please enter a Tagline. Something short and fun, that anyone viewing your profile will see!'],
    ['a tagline of 50 characters', { tagline: 'x'.repeat(50) }, 'tagline', 'Tagline must be less than 50 characters'],
    ['no picture', { photoString: null }, 'profile_picture', 'Please upload a profile picture!'],
    ['a 51-character first name', { first_name: 'f'.repeat(51) }, 'first_name', 'First Name must be at most 50 characters'],
    ['a 51-character last name', { last_name: 'l'.repeat(51) }, 'last_name', 'Last Name must be at most 50 characters'],
    ['a 129-character password', { password: `1${'p'.repeat(128)}` }, 'password', 'Password must be at most 128 characters'],
    ['a 255-character email', { email: `${'a'.repeat(243)}@example.com` }, 'email', 'Please enter a valid email'],
  ])('refuses %s', (_case, change, field, message) => {
    expect(validateAccountForm({ ...valid, ...change }, cities)).toEqual({ field, message });
  });

  it('accepts every field at the limit the server checks', () => {
    expect(
      validateAccountForm(
        {
          ...valid,
          email: `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(57)}.example`,
          password: `1${'p'.repeat(127)}`,
          first_name: 'f'.repeat(50),
          last_name: 'l'.repeat(50),
        },
        cities,
      ),
    ).toBeNull();
  });

  it('accepts each special character in a password and a 49-character tagline', () => {
    for (const character of '!@#$%^&*') {
      expect(validateAccountForm({ ...valid, password: `secret${character}` }, cities)).toBeNull();
    }
    expect(validateAccountForm({ ...valid, tagline: 'x'.repeat(49) }, cities)).toBeNull();
  });

  it('reports only the first failing rule, in the order of the form', () => {
    const empty: AccountFormValues = { email: '', password: '', location: '', first_name: '', last_name: '', tagline: '', photoString: null };
    expect(validateAccountForm(empty, cities)?.field).toBe('email');
    expect(validateAccountForm({ ...empty, email: 'a@b.c' }, cities)?.field).toBe('password');
    expect(validateAccountForm({ ...empty, email: 'a@b.c', password: '1' }, cities)?.field).toBe('location');
    expect(validateAccountForm({ ...valid, first_name: '', tagline: '' }, cities)?.field).toBe('first_name');
  });

  it('cannot accept a location before the city list has loaded', () => {
    expect(validateAccountForm(valid, null)).toEqual({ field: 'location', message: MESSAGES.locationFromList });
  });
});

describe('validateProfileForm', () => {
  const profile = { first_name: 'Sam', last_name: '', location: 'London, GB', tagline: 'Hi', status: 'Busy' };

  it('accepts a complete profile', () => {
    expect(validateProfileForm(profile, cities)).toBeNull();
  });

  it('applies the account rules to first name, location and tagline, and requires a status', () => {
    expect(validateProfileForm({ ...profile, first_name: '' }, cities)).toEqual({ field: 'first_name', message: 'Please enter a First Name' });
    expect(validateProfileForm({ ...profile, location: 'Londres' }, cities)).toEqual({ field: 'location', message: 'Please choose a city from the dropdown menu only' });
    expect(validateProfileForm({ ...profile, tagline: 'y'.repeat(60) }, cities)).toEqual({ field: 'tagline', message: 'Tagline must be less than 50 characters' });
    expect(validateProfileForm({ ...profile, status: '' }, cities)).toEqual({ field: 'status', message: 'Please enter a valid status' });
    expect(validateProfileForm({ ...profile, first_name: 'f'.repeat(51) }, cities)).toEqual({ field: 'first_name', message: 'First Name must be at most 50 characters' });
    expect(validateProfileForm({ ...profile, last_name: 'l'.repeat(51) }, cities)).toEqual({ field: 'last_name', message: 'Last Name must be at most 50 characters' });
  });
});
