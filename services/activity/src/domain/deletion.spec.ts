import { deletionRefusal } from './deletion';

describe('deletionRefusal', () => {
  it('lets the creator delete their own creation', () => {
    expect(deletionRefusal('ada', 'ada')).toBeNull();
  });

  it('refuses anyone else', () => {
    expect(deletionRefusal('ada', 'grace')).toBe('not-creator');
  });

  it('refuses everybody on a catalogue activity', () => {
    expect(deletionRefusal(null, 'ada')).toBe('catalogue');
  });
});
