// Outings and people as the gateway answers them, for the outing lists' tests.
import type { OutingView, PublicProfileView } from '@outings/contracts';

export function makeOuting(overrides: Partial<OutingView> = {}): OutingView {
  return {
    _id: 'o-1',
    name: 'Hike',
    activity: { _id: 'a-1', name: 'Hike', category: 'Adventure' },
    created_by: 'me',
    users: ['me'],
    invited: [],
    flakes: [],
    completions: [],
    photos: [],
    chat: 'c-1',
    likes: [],
    date_created: '2026-11-01T10:00:00.000Z',
    date_completed: null,
    status: 'Pending',
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<PublicProfileView> = {}): PublicProfileView {
  return {
    _id: 'p-1',
    first_name: 'Pat',
    last_name: 'Doe',
    tagline: '',
    location: 'Paris, FR',
    status: { status: 'Ready', updated: '2026-01-01T00:00:00.000Z' },
    profile_picture: { key: '', zoom: 1, crop: { x: 0, y: 0 } },
    flake: 0,
    completed_outings: 0,
    ...overrides,
  };
}
