import { DEMO_LINKS } from './demo-links';

describe('the demo links', () => {
  const ofSam = (predicate: (link: (typeof DEMO_LINKS)[number]) => boolean) => DEMO_LINKS.filter(predicate);

  it('give the Sample Login account four friends, one request to answer and one sent', () => {
    const friends = ofSam((link) => link.accepted && (link.from === 'sam' || link.to === 'sam'));
    expect(friends.length).toBeGreaterThanOrEqual(4);
    expect(ofSam((link) => !link.accepted && link.to === 'sam')).toHaveLength(1);
    expect(ofSam((link) => !link.accepted && link.from === 'sam')).toHaveLength(1);
  });

  it('link each pair once, never someone with themself', () => {
    const pairs = DEMO_LINKS.map((link) => [link.from, link.to].sort().join('+'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(DEMO_LINKS.every((link) => link.from !== link.to)).toBe(true);
  });
});
