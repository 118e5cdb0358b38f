// The social-graph use cases. Routes and event handlers stay thin and call
// these. Every change locks the pair's user rows first (`lockKnownUsers`) and writes its
// event to the outbox in the same transaction.
import {
  FriendRequestAnswered,
  FriendRequestSent,
  FriendshipEnded,
  createEvent,
  type FriendRefusal,
  type FriendRequestAnswer,
  type Relationship,
  type SocialPart,
} from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { decideFriendRequest } from '../domain/friend-request-rules';
import { placeOf } from '../domain/place';
import {
  areFriends,
  deleteFriendRequest,
  deleteFriendship,
  findFriendIds,
  findRequestersOf,
  hasFriendRequest,
  insertFriendRequest,
  insertFriendship,
} from '../persistence/friendships.repository';
import { insertUser, lockKnownUsers } from '../persistence/users.repository';

export type Refused = { kind: 'refused'; refusal: FriendRefusal };
export type FriendRequestResult = Refused | { kind: 'requested' } | { kind: 'befriended' };
export type AnswerResult = Refused | { kind: 'answered'; friends: string[] };
export type EndResult = Refused | { kind: 'ended' };

export interface FriendshipService {
  /** Records an account and where it lives ('name, country'), in the transaction of its `account.registered`. */
  registerUser(tx: Db, userId: string, registeredAt: Date, location: string): Promise<void>;
  /** `newcomerId` signed up through `inviterId`'s invite link: friends at once, no request. */
  befriendThroughInvite(tx: Db, inviterId: string, newcomerId: string, now: Date): Promise<void>;
  /** `fromUserId` asks `toUserId`; befriends them at once when `toUserId` had asked first. */
  sendRequest(fromUserId: string, toUserId: string): Promise<FriendRequestResult>;
  /** `toUserId` answers the request `fromUserId` sent. */
  answerRequest(toUserId: string, fromUserId: string, answer: FriendRequestAnswer): Promise<AnswerResult>;
  endFriendship(byUserId: string, otherUserId: string): Promise<EndResult>;
  socialPart(userId: string): Promise<SocialPart>;
  relationship(userId: string, otherUserId: string): Promise<Relationship>;
}

const refused = (refusal: FriendRefusal): Refused => ({ kind: 'refused', refusal });

export function createFriendshipService({ database, outbox }: Pick<ServiceContext, 'database' | 'outbox'>): FriendshipService {
  async function befriend(tx: Db, askerId: string, answererId: string, now: Date): Promise<void> {
    await deleteFriendRequest(tx, askerId, answererId);
    await insertFriendship(tx, askerId, answererId, now);
    await outbox.add(tx, createEvent(FriendRequestAnswered, {
      fromUserId: askerId,
      toUserId: answererId,
      answer: 'accepted',
      answeredAt: now.toISOString(),
    }));
  }

  async function sendRequestIn(tx: Db, fromUserId: string, toUserId: string, now: Date): Promise<FriendRequestResult> {
    const known = await lockKnownUsers(tx, [fromUserId, toUserId]);
    const decision = decideFriendRequest(fromUserId, toUserId, {
      targetKnown: known.has(toUserId),
      alreadyFriends: await areFriends(tx, fromUserId, toUserId),
      alreadyRequested: await hasFriendRequest(tx, fromUserId, toUserId),
      otherAsked: await hasFriendRequest(tx, toUserId, fromUserId),
    });
    if (decision.kind === 'refused') return decision;
    if (decision.kind === 'befriend') {
      await befriend(tx, toUserId, fromUserId, now);
      return { kind: 'befriended' };
    }
    await insertFriendRequest(tx, fromUserId, toUserId, now);
    await outbox.add(tx, createEvent(FriendRequestSent, { fromUserId, toUserId, sentAt: now.toISOString() }));
    return { kind: 'requested' };
  }

  async function answerRequestIn(tx: Db, toUserId: string, fromUserId: string, answer: FriendRequestAnswer, now: Date): Promise<AnswerResult> {
    await lockKnownUsers(tx, [fromUserId, toUserId]);
    if (answer === 'accepted') {
      if (!(await hasFriendRequest(tx, fromUserId, toUserId))) return refused('no-request');
      await befriend(tx, fromUserId, toUserId, now);
    } else {
      if (!(await deleteFriendRequest(tx, fromUserId, toUserId))) return refused('no-request');
      await outbox.add(tx, createEvent(FriendRequestAnswered, { fromUserId, toUserId, answer, answeredAt: now.toISOString() }));
    }
    return { kind: 'answered', friends: await findFriendIds(tx, toUserId) };
  }

  return {
    registerUser: (tx, userId, registeredAt, location) => insertUser(tx, userId, registeredAt, placeOf(location)),

    async befriendThroughInvite(tx, inviterId, newcomerId, now) {
      await insertFriendship(tx, inviterId, newcomerId, now);
      await outbox.add(tx, createEvent(FriendRequestAnswered, {
        fromUserId: inviterId,
        toUserId: newcomerId,
        answer: 'accepted',
        answeredAt: now.toISOString(),
        via: 'invite-link',
      }));
    },
    sendRequest: (fromUserId, toUserId) => database.transaction((tx) => sendRequestIn(tx, fromUserId, toUserId, new Date())),

    answerRequest: (toUserId, fromUserId, answer) =>
      database.transaction((tx) => answerRequestIn(tx, toUserId, fromUserId, answer, new Date())),

    endFriendship(byUserId, otherUserId) {
      return database.transaction(async (tx) => {
        await lockKnownUsers(tx, [byUserId, otherUserId]);
        if (!(await deleteFriendship(tx, byUserId, otherUserId))) return refused('not-friends');
        await outbox.add(tx, createEvent(FriendshipEnded, { byUserId, otherUserId, endedAt: new Date().toISOString() }));
        return { kind: 'ended' };
      });
    },

    async socialPart(userId) {
      const [friends, friendRequests] = await Promise.all([findFriendIds(database.db, userId), findRequestersOf(database.db, userId)]);
      return { friends, friend_requests: friendRequests };
    },

    async relationship(userId, otherUserId) {
      const [friend, requested] = await Promise.all([
        areFriends(database.db, userId, otherUserId),
        hasFriendRequest(database.db, userId, otherUserId),
      ]);
      return { friend, requested };
    },
  };
}
