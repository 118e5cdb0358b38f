// The demo world's people, signed up by the seeder at the first start when `DEMO_SEED=true`.
// The Sample Login button of the login screen signs in as the first one. Each location is
// a listed city's 'name, country' (demo-people.spec.ts checks them against the city list).

export const SAMPLE_LOGIN = Object.freeze({ username: 'sample@outings.app', password: 'Sample-login1' });

/** How the scripts of this folder name the Sample Login account. */
export const SAMPLE_LOGIN_SLUG = 'sam';

export interface DemoPerson {
  /** How the scripts of this folder name the person; no service ever sees it. */
  slug: string;
  /** Unique in auth and taken by the seeder first: what tells the demo people from anyone else (demo-circle.ts). */
  username: string;
  /** Only the Sample Login account has a known password; the others get an unguessable one. */
  password?: string;
  first_name: string;
  last_name: string;
  location: string;
  tagline: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    slug: SAMPLE_LOGIN_SLUG,
    ...SAMPLE_LOGIN,
    first_name: 'Sam',
    last_name: 'Carter',
    location: 'London, GB',
    tagline: 'Always up for a new adventure!',
  },
  {
    slug: 'maya',
    username: 'maya.chen@example.com',
    first_name: 'Maya',
    last_name: 'Chen',
    location: 'Toronto, CA',
    tagline: 'Coffee, climbing walls and board games',
  },
  {
    slug: 'diego',
    username: 'diego.alvarez@example.com',
    first_name: 'Diego',
    last_name: 'Alvarez',
    location: 'Mexico City, MX',
    tagline: 'Street food hunter and weekend hiker',
  },
  {
    slug: 'amara',
    username: 'amara.okafor@example.com',
    first_name: 'Amara',
    last_name: 'Okafor',
    location: 'Lagos, NG',
    tagline: 'Live music lover, always dancing',
  },
  {
    slug: 'kenji',
    username: 'kenji@example.com',
    first_name: 'Kenji',
    last_name: '',
    location: 'Tokyo, JP',
    tagline: 'Photographer chasing sunsets',
  },
  {
    slug: 'lena',
    username: 'lena.fischer@example.com',
    first_name: 'Lena',
    last_name: 'Fischer',
    location: 'Berlin, DE',
    tagline: 'Museums by day, karaoke by night',
  },
  {
    slug: 'priya',
    username: 'priya.nair@example.com',
    first_name: 'Priya',
    last_name: 'Nair',
    location: 'Mumbai, IN',
    tagline: 'Bookworm looking for trivia teammates',
  },
];
