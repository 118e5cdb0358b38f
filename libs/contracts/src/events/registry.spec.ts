import { EVENT_DEFINITIONS } from './registry';
import { AccountRegistered, PasswordResetRequested, VerificationRequested } from './auth.events';
import { ProfileUpdated } from './profile.events';
import { FriendRequestAnswered, FriendRequestSent, FriendshipEnded } from './social-graph.events';

describe('EVENT_DEFINITIONS', () => {
  it('finds every exported event definition by its type', () => {
    for (const definition of [
      AccountRegistered, VerificationRequested, PasswordResetRequested, ProfileUpdated,
      FriendRequestSent, FriendRequestAnswered, FriendshipEnded,
    ]) {
      expect(EVENT_DEFINITIONS.get(definition.type)).toBe(definition);
    }
  });

  it('holds only event definitions', () => {
    for (const [type, definition] of EVENT_DEFINITIONS) {
      expect(definition.type).toBe(type);
      expect(definition.version).toBeGreaterThan(0);
    }
  });
});
