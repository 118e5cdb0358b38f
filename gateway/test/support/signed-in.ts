// The route specs' login: through the gateway's own `POST /auth/login`, against the fake
// auth service of fake-services.ts (which takes `<userId>@example.com` with PASSWORD).
import request from 'supertest';
import type { Gateway } from '../../src/gateway';
import { PASSWORD } from './fake-services';
import { PUBLIC_URL } from './test-gateway';

/** The login call as the app's own page sends it; the answer is the test's to read. */
export const logIn = (client: request.Agent | ReturnType<typeof request>, userId = 'ada', password = PASSWORD) =>
  client.post('/auth/login').set('Origin', PUBLIC_URL).send({ username: `${userId}@example.com`, password });

/** An agent holding a session of `userId` (its profile must be one the fake profile service knows). */
export async function signedInAgent(gateway: Gateway, userId = 'ada'): Promise<request.Agent> {
  const agent = request.agent(gateway.handle);
  const answer = await logIn(agent, userId);
  if (answer.status !== 200) throw new Error(`the test login of ${userId} was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return agent;
}
