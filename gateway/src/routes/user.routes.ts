// `/user/*` calls (spec §7) the gateway composes or forwards to the profile service.
import { Router } from 'express';
import { accountSchemas, type CreateAccountCall, type ProfileDataCall, type UsernameRequestBody } from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { parseInput } from '@outings/service-kit';
import { identityOf } from '../identity/client-identity';
import type { RouteContext } from './route-context';
import { discardPictureUnlessAccepted, stagePicture } from './picture-staging';
import { forwardTo, isSuccess, pictureJsonBody, relay, sessionUserId } from './route-helpers';

const { createAccountRequest, profileDataRequest } = accountSchemas(isListedLocation);

/** The client's own picture key means nothing to the services: the staged key replaces it. */
function withoutPictureKey<T extends { profile_picture: { key?: string } }>(value: T) {
  const { key: _clientKey, ...picture } = value.profile_picture;
  return { ...value, profile_picture: picture };
}

export function userRoutes({ services, composeSessionView }: RouteContext): Router {
  const router = Router();

  router.post('/user/create', pictureJsonBody, async (req, res) => {
    // The whole form is checked before anything is stored anywhere.
    const { user, photoString } = parseInput(createAccountRequest, req.body);
    const identity = identityOf(req);
    // Counted by auth before the upload: a throttled sign-up stores nothing.
    const attempt: UsernameRequestBody = { username: user.username };
    const admitted = await services.auth.call('POST', '/sign-up-attempts', identity, attempt);
    if (!isSuccess(admitted)) return relay(res, admitted);
    const picture = await stagePicture(services, identity, photoString);
    if (!picture.staged) return relay(res, picture.refusal);
    const { photos: _photos, friends: _friends, flake: _flake, ...account } = user;
    const call: CreateAccountCall = { user: withoutPictureKey(account), pictureKey: picture.key };
    const created = await discardPictureUnlessAccepted(services, identity, picture.key, () =>
      services.auth.call('POST', '/accounts', identity, call),
    );
    if (!isSuccess(created)) return relay(res, created);
    res.status(201).json({ ok: true });
  });

  router.post('/user/:id/profile-data', pictureJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const { profileData, photoString } = parseInput(profileDataRequest, req.body);
    const identity = identityOf(req);
    let pictureKey: string | undefined;
    if (photoString !== undefined) {
      const picture = await stagePicture(services, identity, photoString);
      if (!picture.staged) return relay(res, picture.refusal);
      pictureKey = picture.key;
    }
    const call: ProfileDataCall = { profileData: withoutPictureKey(profileData), ...(pictureKey ? { pictureKey } : {}) };
    const updated = await services.profile.call('POST', `/users/${encodeURIComponent(userId)}/profile-data`, identity, call);
    if (!isSuccess(updated)) return relay(res, updated);
    res.json(await composeSessionView(userId, identity));
  });

  router.get('/user/stripped-user/:id', forwardTo(services.profile));

  return router;
}
