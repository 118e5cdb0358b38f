import { createLogger, createServiceApp } from '@outings/service-kit';
import { openApiCoverage } from '@outings/service-kit/testing';
import type { ChatService } from '../application/chat.service';
import { chatRoutes } from './chat.routes';
import { chatApi } from './openapi';

describe("the chat service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    // Routes are only listed, never called: the service behind them is never reached.
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      openapi: chatApi,
      routes: (routes) => routes.use(chatRoutes({} as ChatService)),
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });
});
