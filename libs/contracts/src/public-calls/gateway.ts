// What the gateway answers itself, before any session: reference data and the front ends'
// configuration.
import { ANYONE } from './access';
import { NOT_CHANGED } from './answers';
import { definePublicCalls } from './public-call';

const REFERENCE_DATA = { description: 'The reference data (revalidate with its ETag).', mediaType: 'application/json' };

export const GATEWAY_CALLS = definePublicCalls([
  {
    name: 'globals',
    method: 'get',
    path: '/data/globals',
    owner: 'gateway',
    access: ANYONE,
    handling: 'gateway',
    summary: 'Categories, statuses and the other fixed vocabularies',
    answers: { 200: REFERENCE_DATA, 304: NOT_CHANGED },
  },
  {
    name: 'cities',
    method: 'get',
    path: '/data/cities',
    owner: 'gateway',
    access: ANYONE,
    handling: 'gateway',
    summary: 'The listed cities',
    answers: { 200: REFERENCE_DATA, 304: NOT_CHANGED },
  },
  {
    name: 'appConfig',
    method: 'get',
    path: '/app-config.json',
    owner: 'gateway',
    access: ANYONE,
    handling: 'gateway',
    summary: "The front ends' configuration the shell reads at start: where each remote is",
    answers: { 200: { description: 'The remotes\' URLs.', mediaType: 'application/json' } },
  },
]);
