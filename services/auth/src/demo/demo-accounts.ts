// The demo world's people, created at the first start when `DEMO_SEED=true`. The Sample
// Login button of the login screen signs in as the first one.
import { SAMPLE_LOGIN_SLUG } from '@outings/contracts';
import { cities, formatCity } from '@outings/reference-data';

export const SAMPLE_LOGIN = Object.freeze({ username: 'sample@outings.app', password: 'Sample-login1' });

export interface DemoAccount {
  /** Names the generated avatar: the picture key is `demoPictureKey(slug)`, `demo/<slug>`. */
  slug: string;
  username: string;
  /** Only the Sample Login account has a known password; the others get an unguessable one. */
  password?: string;
  first_name: string;
  last_name: string;
  location: string;
  tagline: string;
}

/** A listed city's 'name, country'. Throws when the list lacks it, so the seed fails loudly, not silently. */
export function listedLocation(name: string, country: string): string {
  const city = cities.find((candidate) => candidate.name === name && candidate.country === country);
  if (!city) throw new Error(`The demo city ${name}, ${country} is not on the city list.`);
  return formatCity(city);
}

/** Built on demand: a city missing from the list fails the seed, not every start-up. */
export function demoAccounts(): DemoAccount[] {
  return [
    {
      slug: SAMPLE_LOGIN_SLUG,
      ...SAMPLE_LOGIN,
      first_name: 'Sam',
      last_name: 'Carter',
      location: listedLocation('London', 'GB'),
      tagline: 'Always up for a new adventure!',
    },
    {
      slug: 'maya',
      username: 'maya.chen@example.com',
      first_name: 'Maya',
      last_name: 'Chen',
      location: listedLocation('Toronto', 'CA'),
      tagline: 'Coffee, climbing walls and board games',
    },
    {
      slug: 'diego',
      username: 'diego.alvarez@example.com',
      first_name: 'Diego',
      last_name: 'Alvarez',
      location: listedLocation('Mexico City', 'MX'),
      tagline: 'Street food hunter and weekend hiker',
    },
    {
      slug: 'amara',
      username: 'amara.okafor@example.com',
      first_name: 'Amara',
      last_name: 'Okafor',
      location: listedLocation('Lagos', 'NG'),
      tagline: 'Live music lover, always dancing',
    },
    {
      slug: 'kenji',
      username: 'kenji@example.com',
      first_name: 'Kenji',
      last_name: '',
      location: listedLocation('Tokyo', 'JP'),
      tagline: 'Photographer chasing sunsets',
    },
    {
      slug: 'lena',
      username: 'lena.fischer@example.com',
      first_name: 'Lena',
      last_name: 'Fischer',
      location: listedLocation('Berlin', 'DE'),
      tagline: 'Museums by day, karaoke by night',
    },
    {
      slug: 'priya',
      username: 'priya.nair@example.com',
      first_name: 'Priya',
      last_name: 'Nair',
      location: listedLocation('Mumbai', 'IN'),
      tagline: 'Bookworm looking for trivia teammates',
    },
  ];
}
