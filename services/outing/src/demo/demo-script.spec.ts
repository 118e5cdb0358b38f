import { OUTING_LIMITS, SAMPLE_LOGIN_SLUG } from '@outings/contracts';
import { mayLike } from '../domain/access';
import { markCompletion } from '../domain/completion';
import { createOuting } from '../domain/creation';
import { join } from '../domain/membership';
import { memberIds, type OutingState } from '../domain/outing-state';
import { addPhoto } from '../domain/photos';
import type { Ruling } from '../domain/refusals';
import { DEMO_OUTINGS, demoCommandOf, demoFriendshipsNeeded, demoOutingPhotoKey, demoOutingSlugs, demoTimeline, membersOf } from './demo-script';

const NOW = new Date('2026-11-23T12:00:00.000Z');

/** social-graph's accepted demo links (services/social-graph/src/demo/demo-links.ts): the friendships the demo world has. */
const DEMO_WORLD_FRIENDSHIPS: ReadonlyArray<readonly [string, string]> = [['maya', 'sam'], ['diego', 'sam'], ['amara', 'sam'], ['kenji', 'sam'], ['diego', 'maya'], ['amara', 'lena']];

function friendsOf(slug: string): Set<string> {
  return new Set(DEMO_WORLD_FRIENDSHIPS.flatMap(([a, b]) => (a === slug ? [b] : b === slug ? [a] : [])));
}

function ruled<T>(ruling: Ruling<T>, step: string): T {
  if (!ruling.ok) throw new Error(`${step}: ${ruling.refusal.message}`);
  return ruling.value;
}

/** Plays the whole script through the domain rules, as the use cases apply them, with everyone's pending count. */
function playScript(): OutingState[] {
  const states: OutingState[] = [];
  const pendingOf = (slug: string) => states.filter((state) => state.completedAt === null && memberIds(state).includes(slug)).length;
  for (const [index, outing] of DEMO_OUTINGS.entries()) {
    const at = demoTimeline(outing, NOW);
    const fresh = { id: `outing-${index}`, chatId: `chat-${index}`, createdAt: at.created };
    let state = ruled(createOuting(outing.creator, demoCommandOf(outing), { pendingCount: pendingOf(outing.creator), availableFriendIds: outing.invited }, fresh), `create ${outing.activity.name}`);
    states.push(state);
    const replace = (next: OutingState) => {
      states[states.length - 1] = next;
      state = next;
    };
    for (const joiner of outing.joined) replace(ruled(join(state, joiner, pendingOf(joiner)), `${joiner} joins`).next);
    outing.photos.forEach((uploader, n) => replace(ruled(addPhoto(state, uploader, demoOutingPhotoKey(outing, n + 1)), `${uploader}'s photo`).next));
    outing.marks.forEach(([slug, rating], n) => replace(ruled(markCompletion(state, slug, rating, at.marked(n)), `${slug} marks`).next));
  }
  return states;
}

describe('the demo outings', () => {
  it('pass every domain rule the use cases apply: invitees, the pending cap, joins, photo limits and completion', () => {
    const states = playScript();
    DEMO_OUTINGS.forEach((outing, index) => {
      const state = states[index];
      const completed = outing.marks.length > 0;
      expect(state?.completedAt !== null).toBe(completed);
      if (completed) expect(state?.completedAt).toEqual(demoTimeline(outing, NOW).marked(outing.marks.length - 1));
    });
  });

  it('invite only the creator\u2019s friends in the demo world', () => {
    for (const [a, b] of demoFriendshipsNeeded()) expect(friendsOf(a).has(b)).toBe(true);
    expect(demoFriendshipsNeeded()).toContainEqual(['maya', 'sam']);
  });

  it('give Sam pending outings of each kind, at most 5 as a member', () => {
    const pending = DEMO_OUTINGS.filter((outing) => outing.marks.length === 0);
    expect(pending.filter((outing) => outing.creator === SAMPLE_LOGIN_SLUG && outing.joined.length > 0 && outing.joined.length < outing.invited.length)).toHaveLength(1);
    expect(pending.filter((outing) => outing.creator !== SAMPLE_LOGIN_SLUG && outing.joined.includes(SAMPLE_LOGIN_SLUG))).toHaveLength(1);
    expect(pending.filter((outing) => outing.invited.includes(SAMPLE_LOGIN_SLUG) && !outing.joined.includes(SAMPLE_LOGIN_SLUG))).toHaveLength(1);
    expect(pending.filter((outing) => membersOf(outing).includes(SAMPLE_LOGIN_SLUG)).length).toBeLessThanOrEqual(OUTING_LIMITS.pendingMax);
    expect(pending.every((outing) => outing.photos.length === 0 && outing.likes.length === 0)).toBe(true);
  });

  it('complete with photos and ratings from 3 to 5 by every member, Sam in two or three of them', () => {
    const completed = DEMO_OUTINGS.filter((outing) => outing.marks.length > 0);
    for (const outing of completed) {
      expect(outing.marks.map(([slug]) => slug).sort()).toEqual(membersOf(outing).sort());
      for (const [, rating] of outing.marks) {
        expect(rating).toBeGreaterThanOrEqual(3);
        expect(rating).toBeLessThanOrEqual(OUTING_LIMITS.ratingMax);
      }
      expect(outing.photos.length).toBeGreaterThan(0);
    }
    const withSam = completed.filter((outing) => membersOf(outing).includes(SAMPLE_LOGIN_SLUG));
    expect(withSam.length).toBeGreaterThanOrEqual(2);
    expect(withSam.length).toBeLessThanOrEqual(3);
  });

  it('fill Sam\u2019s feed with his friends\u2019 outings without him, liked by several, one of them by Sam', () => {
    const states = playScript();
    const samFriends = friendsOf(SAMPLE_LOGIN_SLUG);
    const withoutSam = DEMO_OUTINGS.filter((outing) => outing.marks.length > 0 && !membersOf(outing).includes(SAMPLE_LOGIN_SLUG));
    expect(withoutSam.length).toBeGreaterThanOrEqual(2);
    for (const outing of withoutSam) expect(membersOf(outing).some((slug) => samFriends.has(slug))).toBe(true);
    expect(DEMO_OUTINGS.filter((outing) => outing.likes.includes(SAMPLE_LOGIN_SLUG))).toHaveLength(1);
    DEMO_OUTINGS.forEach((outing, index) => {
      const state = states[index];
      if (!state) throw new Error('a demo outing was not played');
      expect(new Set(outing.likes).size).toBe(outing.likes.length);
      for (const liker of outing.likes) expect(mayLike(state, liker, friendsOf(liker))).toBe(true);
    });
    expect(new Set(DEMO_OUTINGS.flatMap((outing) => outing.likes)).size).toBeGreaterThanOrEqual(4);
  });

  it('happened in the past, spread over weeks, each step after the one before', () => {
    for (const outing of DEMO_OUTINGS) {
      const at = demoTimeline(outing, NOW);
      const steps = [
        at.created,
        ...outing.joined.map((_, n) => at.joined(n)),
        ...outing.photos.map((_, n) => at.photo(n)),
        ...outing.marks.map((_, n) => at.marked(n)),
        ...outing.likes.map((_, n) => at.liked(n)),
      ].map((date) => date.getTime());
      expect([...steps].sort((a, b) => a - b)).toEqual(steps);
      expect(steps.every((time) => time < NOW.getTime())).toBe(true);
    }
    const created = DEMO_OUTINGS.map((outing) => outing.createdDaysAgo);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    // Each at its own time: lists ordered by creation keep one order.
    expect(new Set(created).size).toBe(created.length);
    expect(Math.max(...created)).toBeGreaterThanOrEqual(21);
  });

  it('name catalogue activities by their id, the slug of their name, and their photos by it', () => {
    for (const { activity } of DEMO_OUTINGS) {
      // The catalogue's rule (services/activity/src/catalogue/seed-catalogue.ts, `catalogueId`).
      expect(activity._id).toBe(activity.name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));
    }
    const keys = DEMO_OUTINGS.flatMap((outing) => outing.photos.map((_, n) => demoOutingPhotoKey(outing, n + 1)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('demo-outing-photos/cherry-blossom-picnic-1.jpg');
    expect(demoOutingSlugs().sort()).toEqual(['amara', 'diego', 'kenji', 'lena', 'maya', 'sam']);
  });
});
