import { makeOuting, makeProfile } from '../../../kit/test/outing-list-fixtures';
import { isCompletedForList, outingSections } from './outing-sections';

const ME = 'me';
const ann = makeProfile({ _id: 'ann', first_name: 'Ann', last_name: 'Lee' });
const users = new Map([[ann._id, ann]]);

describe('isCompletedForList', () => {
  it('needs at least 2 members who all marked it', () => {
    expect(isCompletedForList(makeOuting({ users: [ME, 'ann'], completions: [ME, 'ann'] }), ME)).toBe(true);
    expect(isCompletedForList(makeOuting({ users: [ME, 'ann'], completions: [ME] }), ME)).toBe(false);
    expect(isCompletedForList(makeOuting({ users: [ME], completions: [ME] }), ME)).toBe(false);
  });

  it('counts an outing the user flaked on as completed for them', () => {
    expect(isCompletedForList(makeOuting({ users: ['ann', 'bob'], flakes: [ME] }), ME)).toBe(true);
    expect(isCompletedForList(makeOuting({ users: [ME, 'ann'], flakes: ['bob'] }), ME)).toBe(false);
  });
});

describe('outingSections', () => {
  const older = makeOuting({ _id: 'older', date_created: '2026-10-01T00:00:00.000Z', users: [ME, 'ann'] });
  const newer = makeOuting({ _id: 'newer', date_created: '2026-11-01T00:00:00.000Z', users: ['ann'], invited: [ME] });
  const done = makeOuting({ _id: 'done', date_created: '2026-09-01T00:00:00.000Z', users: [ME, 'ann'], completions: [ME, 'ann'] });
  const flaked = makeOuting({ _id: 'flaked', date_created: '2026-09-15T00:00:00.000Z', users: ['ann', 'bob'], flakes: [ME] });
  const ids = (items: { outing: { _id: string } }[]) => items.map((item) => item.outing._id);

  it('puts pending outings first and completed ones after, each newest first', () => {
    const sections = outingSections([done, older, flaked, newer], users, ME, '');
    expect(ids(sections.pending)).toEqual(['newer', 'older']);
    expect(ids(sections.completed)).toEqual(['flaked', 'done']);
  });

  it('marks invitations and flaked outings, and fills in the members it knows', () => {
    const { pending, completed } = outingSections([older, newer, flaked], users, ME, '');
    expect(pending.map((item) => item.invited)).toEqual([true, false]);
    expect(completed[0]).toMatchObject({ flaked: true, members: [ann] });
  });

  it("searches the outing's and the activity's names and the members' names, trimmed, any case", () => {
    const bowling = makeOuting({ _id: 'bowl', name: 'Strike night', activity: { _id: 'a-2', name: 'Bowling', category: 'Fun' } });
    const all = [older, bowling];
    expect(ids(outingSections(all, users, ME, ' LEE ').pending)).toEqual(['older']);
    expect(ids(outingSections(all, users, ME, 'bowl').pending)).toEqual(['bowl']);
    expect(ids(outingSections(all, users, ME, 'strike').pending)).toEqual(['bowl']);
    expect(ids(outingSections(all, users, ME, 'nothing').pending)).toEqual([]);
  });
});
