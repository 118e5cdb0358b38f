// The profile service's calls, for its OpenAPI document (`GET /openapi.json`): the
// schemas users.routes.ts parses with and the views it answers.
import { z } from 'zod';
import { actingFor, profileViewSchema, publicProfileViewSchema, publicProfileViewsSchema, SIGNED_IN, userIdSchema } from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, type ApiDescription } from '@outings/service-kit';
import { profileDataBodySchema, statusBodySchema } from './profile-data.schema';
import { idsQuerySchema } from './users.routes';

const NO_USER = 'This user does not exist.';
const savedProfile = { description: 'The profile as saved.', json: z.object({ user: profileViewSchema }) };

export const profileApi: ApiDescription = {
  title: 'Outings profile service',
  description: "Users' profiles: their views for other users, and the owner's edits. Called by the gateway only.",
  identity: GATEWAY_IDENTITY,
  operations: [
    // The calls the gateway forwards as they are (none yet), from their public call table entries.
    ...forwardedOperations('profile'),
    {
      method: 'get',
      path: '/users',
      summary: 'Public views of several users; unknown ids are left out',
      access: SIGNED_IN,
      query: idsQuerySchema,
      answers: { 200: { description: 'The views found.', json: publicProfileViewsSchema } },
    },
    {
      method: 'get',
      path: '/users/:id',
      summary: "A user's profile view",
      access: SIGNED_IN,
      params: { id: userIdSchema },
      answers: { 200: { description: 'The profile view.', json: profileViewSchema }, 404: NO_USER },
    },
    {
      method: 'get',
      path: '/user/stripped-user/:id',
      summary: "A user's public view",
      access: SIGNED_IN,
      params: { id: userIdSchema },
      answers: { 200: { description: 'The public view.', json: publicProfileViewSchema }, 404: NO_USER },
    },
    {
      method: 'post',
      path: '/users/:id/profile-data',
      summary: 'The owner edits their profile (a new picture comes as the key media staged)',
      access: actingFor('id'),
      body: profileDataBodySchema,
      answers: { 200: savedProfile, 404: NO_USER },
    },
    {
      method: 'post',
      path: '/users/:id/status',
      summary: 'The owner sets their status alone',
      access: actingFor('id'),
      body: statusBodySchema,
      answers: { 200: savedProfile, 404: NO_USER },
    },
  ],
};
