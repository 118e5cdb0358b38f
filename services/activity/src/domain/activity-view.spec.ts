import { formatRating } from '@outings/contracts';
import type { ActivityRow } from '../persistence/schema';
import { photoUrl, ratingAverage, toActivityView } from './activity-view';

const row: ActivityRow = {
  id: 'sunrise-hike',
  name: 'Sunrise hike',
  description: 'Up before the sun.',
  location: 'Denver, US',
  goal: 'See the sunrise from the top.',
  category: 'Nature',
  duration: 3.5,
  cost: 0,
  participants: 2,
  instructions: [
    { instructionID: 'abcdefghijkl', kind: 'travel', title: 'Meet', details: 'At the trailhead.' },
    { instructionID: 'mnopqrstuvwx', kind: 'capture', title: 'Photo', details: 'At the top.' },
  ],
  featured: true,
  photoCount: 2,
  createdBy: null,
  ratingSum: 13,
  ratingCount: 3,
  createdAt: new Date(0),
};

/** What a caller with no completed outing brings, and `completed` activity ids on top. */
const caller = (completed: string[] = []) => ({ userId: 'ada', completedActivityIds: new Set(completed), outingPhotos: new Map() });

describe('toActivityView', () => {
  it('numbers the instructions by position and lists same-origin photo URLs', () => {
    const view = toActivityView(row, caller());
    expect(view.instructions.map((instruction) => instruction.number)).toEqual([0, 1]);
    expect(view.photos).toEqual(['/activity/photos/sunrise-hike/0.webp', '/activity/photos/sunrise-hike/1.webp']);
    expect(view.rating).toEqual({ average: 13 / 3, count: 3 });
  });

  it("sets the caller's flags", () => {
    const mine = toActivityView({ ...row, createdBy: 'ada' }, caller(['sunrise-hike']));
    expect(mine).toMatchObject({ created: true, completed: true, featured: true, created_by: 'ada' });
    const theirs = toActivityView({ ...row, createdBy: 'grace' }, caller());
    expect(theirs).toMatchObject({ created: false, completed: false });
    expect(toActivityView(row, caller()).created).toBe(false);
  });

  it("carries the caller's outing photos of that activity, and none of another's", () => {
    const photos = new Map([['sunrise-hike', [{ outing: 'o2', key: 'outing-photos/b.jpg' }, { outing: 'o1', key: 'outing-photos/a.jpg' }]]]);
    expect(toActivityView(row, { ...caller(['sunrise-hike']), outingPhotos: photos }).outingPhotos).toEqual([
      { outing: 'o2', key: 'outing-photos/b.jpg' },
      { outing: 'o1', key: 'outing-photos/a.jpg' },
    ]);
    expect(toActivityView({ ...row, id: 'other' }, { ...caller(), outingPhotos: photos }).outingPhotos).toEqual([]);
  });

  it('encodes the id in photo URLs', () => {
    expect(photoUrl('a/b', 1)).toBe('/activity/photos/a%2Fb/1.webp');
  });
});

describe('ratings', () => {
  it('average over the count, or none without ratings', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(9, 2)).toBe(4.5);
  });

  it("show as 'x/5' to one decimal, or 'unrated'", () => {
    expect(formatRating(null)).toBe('unrated');
    expect(formatRating(ratingAverage(0, 0))).toBe('unrated');
    expect(formatRating(ratingAverage(13, 3))).toBe('4.3/5');
    expect(formatRating(5)).toBe('5.0/5');
    expect(formatRating(1)).toBe('1.0/5');
    expect(formatRating(4.25)).toBe('4.3/5');
    expect(formatRating(Number.NaN)).toBe('unrated');
  });
});
