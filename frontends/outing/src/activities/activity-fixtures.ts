// Activities as `GET /activity/get-all` answers them, for this feature's tests.
import type { ActivityView } from '@outings/contracts';

export function makeActivity(overrides: Partial<ActivityView> = {}): ActivityView {
  return {
    _id: 'hike',
    name: 'Sunrise Hike',
    description: 'Climb before dawn.',
    location: 'Paris, FR',
    goal: 'See the sunrise',
    category: 'Adventure',
    duration: 3,
    cost: 10,
    participants: 2,
    photos: ['/activity/photos/hike/0.webp'],
    instructions: [{ instructionID: 'abcdefghijkl', kind: 'travel', title: 'Meet up', details: 'At the trailhead.', number: 0 }],
    featured: false,
    created_by: null,
    completed: false,
    created: false,
    rating: { average: 4.25, count: 4 },
    outingPhotos: [],
    ...overrides,
  };
}
