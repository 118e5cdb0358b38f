import { OUTING_MESSAGES, type CreateOutingCommand } from '@outings/contracts';
import { T0 } from '../../test/support/outing-builder';
import { createOuting, inviteeRefusal, pendingCapRefusal } from './creation';
import { memberIds, invitedIds, statusOf } from './outing-state';

const command = (overrides: Partial<CreateOutingCommand> = {}): CreateOutingCommand => ({
  invitedIds: ['match', 'friend'],
  activity: { _id: 'picnic', name: 'Picnic', category: 'Social' },
  dailyMatchIds: ['match'],
  ...overrides,
});
const available = (pendingCount = 0) => ({ pendingCount, availableFriendIds: ['friend'] });
const fresh = { id: 'o1', chatId: 'c1', createdAt: T0 };

describe('creating an outing', () => {
  it('makes the creator its only member and invites the others, named after the activity', () => {
    const ruling = createOuting('ada', command(), available(), fresh);
    if (!ruling.ok) throw new Error('refused');
    expect(memberIds(ruling.value)).toEqual(['ada']);
    expect(invitedIds(ruling.value)).toEqual(['match', 'friend']);
    expect(ruling.value).toMatchObject({ name: 'Picnic', chatId: 'c1', createdBy: 'ada', completedAt: null, version: 1 });
    expect(statusOf(ruling.value)).toBe('Pending');
  });

  it('refuses at 5 pending outings or more, not at 4', () => {
    expect(pendingCapRefusal(4)).toBeNull();
    for (const count of [5, 6]) {
      expect(pendingCapRefusal(count)).toEqual({ status: 406, header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings });
    }
    expect(createOuting('ada', command(), available(5), fresh)).toMatchObject({ ok: false, refusal: { status: 406, header: OUTING_MESSAGES.tooManyOutingsHeader } });
  });

  it('needs at least one daily match among the invitees', () => {
    expect(inviteeRefusal('ada', command({ invitedIds: ['friend'] }), ['friend'])).toMatchObject({ status: 406, header: OUTING_MESSAGES.needsDailyMatchHeader, message: OUTING_MESSAGES.needsDailyMatch });
  });

  it('refuses an invitee who is neither a daily match nor an available friend', () => {
    expect(inviteeRefusal('ada', command({ invitedIds: ['match', 'stranger'] }), ['friend'])).toMatchObject({ status: 406, header: OUTING_MESSAGES.memberNotAvailableHeader });
  });

  it('refuses duplicates and the creator among the invitees with 400', () => {
    expect(inviteeRefusal('ada', command({ invitedIds: ['match', 'match'] }), ['friend'])).toMatchObject({ status: 400 });
    expect(inviteeRefusal('ada', command({ invitedIds: ['match', 'ada'] }), ['ada'])).toMatchObject({ status: 400 });
  });

  it('takes only the id, name and category of the activity', () => {
    const activity = { _id: 'picnic', name: 'Picnic', category: 'Social', extra: 'x' } as CreateOutingCommand['activity'];
    const ruling = createOuting('ada', command({ activity }), available(), fresh);
    expect(ruling.ok && ruling.value.activity).toEqual({ _id: 'picnic', name: 'Picnic', category: 'Social' });
  });
});
