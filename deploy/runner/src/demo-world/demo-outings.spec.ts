import { OUTING_LIMITS } from '@outings/contracts';
import { DEMO_LINKS } from './demo-links';
import { DEMO_OUTINGS, demoPhotoName, membersOf, type DemoOuting } from './demo-outings';
import { SAMPLE_LOGIN_SLUG } from './demo-people';

const SAM = SAMPLE_LOGIN_SLUG;
const completed = DEMO_OUTINGS.filter((outing) => outing.marks.length > 0);
const pending = DEMO_OUTINGS.filter((outing) => outing.marks.length === 0);

function friendsOf(slug: string): Set<string> {
  return new Set(DEMO_LINKS.filter((link) => link.accepted).flatMap((link) => (link.from === slug ? [link.to] : link.to === slug ? [link.from] : [])));
}

/** The outing's calls refuse a like from anyone but a member or a reader whose feed holds it (a member's friend). */
const mayLike = (outing: DemoOuting, slug: string) => membersOf(outing).some((member) => member === slug || friendsOf(slug).has(member));

describe('the demo outings', () => {
  it('invite each friend of the creator once, and only friends; the joiners were invited', () => {
    for (const outing of DEMO_OUTINGS) {
      expect(new Set(outing.invited).size).toBe(outing.invited.length);
      expect(outing.invited).not.toContain(outing.creator);
      expect(outing.invited.length).toBeLessThanOrEqual(OUTING_LIMITS.invitedMax);
      for (const invitee of outing.invited) expect([outing.creator, invitee, friendsOf(outing.creator).has(invitee)]).toEqual([outing.creator, invitee, true]);
      expect(outing.joined.every((slug) => outing.invited.includes(slug))).toBe(true);
      expect(new Set(outing.joined).size).toBe(outing.joined.length);
    }
  });

  it('never take anyone past the pending cap, played in order', () => {
    const pendingOf = (slug: string, upTo: number) =>
      DEMO_OUTINGS.slice(0, upTo).filter((outing) => outing.marks.length === 0 && membersOf(outing).includes(slug)).length;
    DEMO_OUTINGS.forEach((outing, index) => {
      for (const slug of membersOf(outing)) expect(pendingOf(slug, index)).toBeLessThan(OUTING_LIMITS.pendingMax);
    });
  });

  it('give Sam pending outings of each kind, at most 5 as a member', () => {
    expect(pending.filter((outing) => outing.creator === SAM && outing.joined.length > 0 && outing.joined.length < outing.invited.length)).toHaveLength(1);
    expect(pending.filter((outing) => outing.creator !== SAM && outing.joined.includes(SAM))).toHaveLength(1);
    expect(pending.filter((outing) => outing.invited.includes(SAM) && !outing.joined.includes(SAM))).toHaveLength(1);
    expect(pending.filter((outing) => membersOf(outing).includes(SAM)).length).toBeLessThanOrEqual(OUTING_LIMITS.pendingMax);
    expect(pending.every((outing) => outing.photos.length === 0 && outing.likes.length === 0)).toBe(true);
  });

  it('complete with the members\u2019 own photos, at most 2 each, and ratings from 3 to 5 by every member; Sam in two or three', () => {
    for (const outing of completed) {
      const members = membersOf(outing);
      expect(members.length).toBeGreaterThanOrEqual(OUTING_LIMITS.membersToComplete);
      expect(outing.marks.map(([slug]) => slug).sort()).toEqual([...members].sort());
      for (const [, rating] of outing.marks) {
        expect(rating).toBeGreaterThanOrEqual(3);
        expect(rating).toBeLessThanOrEqual(OUTING_LIMITS.ratingMax);
      }
      expect(outing.photos.length).toBeGreaterThan(0);
      for (const uploader of outing.photos) {
        expect(members).toContain(uploader);
        expect(outing.photos.filter((slug) => slug === uploader).length).toBeLessThanOrEqual(OUTING_LIMITS.photosPerMember);
      }
    }
    const withSam = completed.filter((outing) => membersOf(outing).includes(SAM));
    expect(withSam.length).toBeGreaterThanOrEqual(2);
    expect(withSam.length).toBeLessThanOrEqual(3);
  });

  it('fill Sam\u2019s feed with his friends\u2019 outings without him, liked by several, one of them by Sam', () => {
    const withoutSam = completed.filter((outing) => !membersOf(outing).includes(SAM));
    expect(withoutSam.length).toBeGreaterThanOrEqual(2);
    for (const outing of withoutSam) expect(membersOf(outing).some((slug) => friendsOf(SAM).has(slug))).toBe(true);
    expect(DEMO_OUTINGS.filter((outing) => outing.likes.includes(SAM))).toHaveLength(1);
    for (const outing of DEMO_OUTINGS) {
      expect(new Set(outing.likes).size).toBe(outing.likes.length);
      for (const liker of outing.likes) expect([outing.activityId, liker, mayLike(outing, liker)]).toEqual([outing.activityId, liker, true]);
    }
    expect(new Set(DEMO_OUTINGS.flatMap((outing) => outing.likes)).size).toBeGreaterThanOrEqual(4);
  });

  it('name catalogue activities by their id, each once, and their photos apart', () => {
    const ids = DEMO_OUTINGS.map((outing) => outing.activityId);
    // The catalogue's ids are the slugs of the names (activity's `catalogueId`); the seeder test creates them.
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const names = DEMO_OUTINGS.flatMap((outing) => outing.photos.map((_, n) => demoPhotoName(outing, n + 1)));
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('cherry-blossom-picnic-1');
  });
});
