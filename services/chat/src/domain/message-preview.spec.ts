import { MESSAGE_PREVIEW_LENGTH } from '@outings/contracts';
import { messagePreview } from './message-preview';

describe('messagePreview', () => {
  it('keeps a short message whole', () => {
    expect(messagePreview('See you at 6?')).toBe('See you at 6?');
    expect(messagePreview('x'.repeat(MESSAGE_PREVIEW_LENGTH))).toBe('x'.repeat(MESSAGE_PREVIEW_LENGTH));
  });

  it('cuts a long one to the limit, ellipsis included', () => {
    const preview = messagePreview('word '.repeat(100));
    expect(preview.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH);
    expect(preview.endsWith('word…')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const preview = messagePreview(`${'a'.repeat(MESSAGE_PREVIEW_LENGTH - 2)}😀😀😀`);
    expect(preview).toBe(`${'a'.repeat(MESSAGE_PREVIEW_LENGTH - 2)}…`);
  });
});
