import { OUTING_MESSAGES } from '@outings/contracts';
import { outing, T0 } from '../../test/support/outing-builder';
import { addPhoto, removePhoto } from './photos';

describe('adding a photo', () => {
  it('stores the key and its uploader', () => {
    const ruling = addPhoto(outing({ members: ['ada', 'bob'] }), 'bob', 'k1');
    expect(ruling.ok && ruling.value).toMatchObject({ changed: true, next: { photos: [{ key: 'k1', uploader: 'bob' }] } });
  });

  it('allows 2 per member, each member their own 2', () => {
    const state = outing({ members: ['ada', 'bob'], photos: [{ key: 'k1', uploader: 'ada' }, { key: 'k2', uploader: 'ada' }] });
    expect(addPhoto(state, 'ada', 'k3')).toMatchObject({ ok: false, refusal: { status: 406, header: OUTING_MESSAGES.tooManyPhotosHeader, message: OUTING_MESSAGES.tooManyPhotos } });
    expect(addPhoto(state, 'bob', 'k3').ok).toBe(true);
  });

  it('answers a retried upload unchanged, and refuses another member\'s key', () => {
    const state = outing({ members: ['ada', 'bob'], photos: [{ key: 'k1', uploader: 'ada' }] });
    expect(addPhoto(state, 'ada', 'k1')).toEqual({ ok: true, value: { next: state, changed: false } });
    expect(addPhoto(state, 'bob', 'k1')).toMatchObject({ ok: false, refusal: { status: 409 } });
  });

  it('is for members only, and nothing changes after completion', () => {
    const state = outing({ members: ['ada'], invited: ['bob'], flaked: ['cy'] });
    expect(addPhoto(state, 'bob', 'k')).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(addPhoto(state, 'cy', 'k')).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(addPhoto(outing({ members: ['ada'], completedAt: T0 }), 'ada', 'k')).toMatchObject({ ok: false, refusal: { status: 409 } });
  });
});

describe('removing a photo', () => {
  const state = outing({ members: ['ada', 'bob'], photos: [{ key: 'k1', uploader: 'ada' }, { key: 'k2', uploader: 'bob' }] });

  it('removes one\'s own', () => {
    const ruling = removePhoto(state, 'ada', 'k1');
    expect(ruling.ok && ruling.value.photos).toEqual([{ key: 'k2', uploader: 'bob' }]);
  });

  it('refuses another\'s (403), an unknown key (404) and a completed outing (409)', () => {
    expect(removePhoto(state, 'ada', 'k2')).toMatchObject({ ok: false, refusal: { status: 403 } });
    expect(removePhoto(state, 'ada', 'nope')).toMatchObject({ ok: false, refusal: { status: 404 } });
    expect(removePhoto({ ...state, completedAt: T0 }, 'ada', 'k1')).toMatchObject({ ok: false, refusal: { status: 409 } });
  });
});
