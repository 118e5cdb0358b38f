// Keeps this device's push subscription with the signed-in user: sent at each sign-in
// when notifications are allowed (the server files it under the new user), ended when the
// user signs out, while the session still lets the server hear it.
import { beforeSigningOut, useSessionState } from '@outings/fe-kit/core';
import { useEffect } from 'react';
import { forgetThisDevice, subscribeThisDevice } from './push-subscription';

export function usePushDevice(): void {
  const user = useSessionState((session) => session.user);
  const authenticated = useSessionState((session) => session.authenticated);
  const userID = authenticated ? user?._id : undefined;

  useEffect(() => {
    if (userID) void subscribeThisDevice(userID);
  }, [userID]);

  useEffect(() => beforeSigningOut(forgetThisDevice), []);
}
