import { OUTING_MESSAGES } from '@outings/contracts';
import { outing, T0 } from '../../test/support/outing-builder';
import { lastToMark, markCompletion, ratingsOf } from './completion';
import { statusOf, toOutingView } from './outing-state';

const photos = [{ key: 'k', uploader: 'ada' }];
const now = new Date(T0.getTime() + 3_600_000);

describe('marking an outing complete', () => {
  it('stores the rating and is not last while another member has not marked', () => {
    const ruling = markCompletion(outing({ members: ['ada', 'bob'], photos }), 'ada', 4, now);
    if (!ruling.ok) throw new Error('refused');
    expect(ruling.value.last).toBe(false);
    expect(ruling.value.next.completedAt).toBeNull();
    expect(toOutingView(ruling.value.next, []).completions).toEqual(['ada']);
  });

  it('completes on the last member\'s mark, with every rating and who was last', () => {
    const ruling = markCompletion(outing({ members: ['ada', 'bob'], marked: { ada: 4 }, photos }), 'bob', 2, now);
    if (!ruling.ok) throw new Error('refused');
    expect(ruling.value.last).toBe(true);
    expect(ruling.value.next.completedAt).toEqual(now);
    expect(statusOf(ruling.value.next)).toBe('Completed');
    expect(ratingsOf(ruling.value.next)).toEqual([{ userId: 'ada', rating: 4 }, { userId: 'bob', rating: 2 }]);
    expect(lastToMark(ruling.value.next)).toBe('bob');
  });

  it('needs at least 2 members and a photo', () => {
    expect(markCompletion(outing({ members: ['ada'], invited: ['bob'], photos }), 'ada', 5, now))
      .toMatchObject({ ok: false, refusal: { status: 406, header: OUTING_MESSAGES.notEnoughMembersHeader } });
    expect(markCompletion(outing({ members: ['ada', 'bob'] }), 'ada', 5, now))
      .toMatchObject({ ok: false, refusal: { status: 406, header: OUTING_MESSAGES.noPhotosHeader, message: OUTING_MESSAGES.noPhotos } });
  });

  it('takes one mark per member, from members only, never after completion', () => {
    expect(markCompletion(outing({ members: ['ada', 'bob'], marked: { ada: 5 }, photos }), 'ada', 5, now)).toMatchObject({ ok: false, refusal: { status: 409 } });
    expect(markCompletion(outing({ members: ['ada', 'bob'], invited: ['cy'], photos }), 'cy', 5, now)).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(markCompletion(outing({ members: ['ada', 'bob'], flaked: ['cy'], photos }), 'cy', 5, now)).toMatchObject({ ok: false, refusal: { status: 403, message: OUTING_MESSAGES.flakedOut } });
    expect(markCompletion(outing({ members: ['ada', 'bob'], photos, completedAt: T0 }), 'bob', 5, now)).toMatchObject({ ok: false, refusal: { status: 409 } });
  });
});

describe('the last to mark', () => {
  it('is the member whose mark came last, never one who left', () => {
    const state = outing({ members: ['ada', 'bob'], marked: { ada: 5, bob: 4 }, photos });
    expect(lastToMark(state)).toBe('bob');
    expect(lastToMark(outing({ members: ['ada'] }))).toBeNull();
  });
});
