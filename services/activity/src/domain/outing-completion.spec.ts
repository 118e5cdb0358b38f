import { cardPhotosByActivity, completionRows } from './outing-completion';

const completedAt = '2026-03-01T10:00:00.000Z';
const at = new Date(completedAt);
const completed = {
  outingId: 'o1',
  chatId: 'c1',
  creatorId: 'ada',
  activity: { _id: 'sunrise-hike', name: 'Sunrise hike', category: 'Nature' },
  memberIds: ['ada', 'grace'],
  invitedIds: ['alan'],
  flakedIds: ['joan'],
  name: 'Sunrise hike',
  photos: [{ key: 'outing-photos/a.jpg', uploader: 'ada' }, { key: 'outing-photos/b.jpg', uploader: 'grace' }],
  lastUserId: 'grace',
  ratings: [{ userId: 'ada', rating: 4 }, { userId: 'grace', rating: 5 }],
  completedAt,
};

describe('completionRows', () => {
  it('rates the activity once per rating, completes it for each member and keeps every photo for each member', () => {
    expect(completionRows(completed)).toEqual({
      ratings: [
        { activityId: 'sunrise-hike', outingId: 'o1', userId: 'ada', rating: 4, ratedAt: at },
        { activityId: 'sunrise-hike', outingId: 'o1', userId: 'grace', rating: 5, ratedAt: at },
      ],
      completions: [
        { activityId: 'sunrise-hike', userId: 'ada', completedAt: at },
        { activityId: 'sunrise-hike', userId: 'grace', completedAt: at },
      ],
      photos: ['ada', 'grace'].flatMap((userId) => [
        { activityId: 'sunrise-hike', userId, outingId: 'o1', key: 'outing-photos/a.jpg', completedAt: at },
        { activityId: 'sunrise-hike', userId, outingId: 'o1', key: 'outing-photos/b.jpg', completedAt: at },
      ]),
    });
  });

  it('counts one rating per member, the last one sent, and each member once', () => {
    const rows = completionRows({ ...completed, memberIds: ['ada', 'ada'], ratings: [{ userId: 'ada', rating: 2 }, { userId: 'ada', rating: 3 }], photos: [] });
    expect(rows.ratings.map(({ userId, rating }) => [userId, rating])).toEqual([['ada', 3]]);
    expect(rows.completions).toHaveLength(1);
    expect(rows.photos).toEqual([]);
  });
});

describe('cardPhotosByActivity', () => {
  it('groups the rows by activity, keeping their order', () => {
    const grouped = cardPhotosByActivity([
      { activityId: 'a', outingId: 'o2', key: 'k3' },
      { activityId: 'b', outingId: 'o1', key: 'k1' },
      { activityId: 'a', outingId: 'o1', key: 'k2' },
    ]);
    expect([...grouped]).toEqual([
      ['a', [{ outing: 'o2', key: 'k3' }, { outing: 'o1', key: 'k2' }]],
      ['b', [{ outing: 'o1', key: 'k1' }]],
    ]);
  });
});
