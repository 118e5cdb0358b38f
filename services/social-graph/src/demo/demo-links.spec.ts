import { DEMO_LINKS, linksCompletedBy } from './demo-links';

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

describe('linksCompletedBy', () => {
  const links = [
    { from: 'a', to: 'b', accepted: true },
    { from: 'c', to: 'a', accepted: false },
    { from: 'b', to: 'c', accepted: true },
  ];

  it('finds the links whose other end arrived before', () => {
    expect(linksCompletedBy('a', new Set(['b']), links)).toEqual([links[0]]);
    expect(linksCompletedBy('c', new Set(['a', 'b']), links)).toEqual([links[1], links[2]]);
  });

  it('finds none for the first to arrive, so each link is made once, by its second end', () => {
    expect(linksCompletedBy('a', new Set(), links)).toEqual([]);
    const made = ['b', 'c', 'a'].flatMap((slug, index, order) => linksCompletedBy(slug, new Set(order.slice(0, index)), links));
    expect(made).toHaveLength(links.length);
  });
});
