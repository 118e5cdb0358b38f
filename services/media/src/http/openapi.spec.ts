import { createLogger, createServiceApp } from '@outings/service-kit';
import { forwardedCallProblems, openApiCoverage } from '@outings/service-kit/testing';
import type { PictureService } from '../application/pictures.service';
import { mediaApi } from './openapi';
import { picturesRoutes } from './pictures.routes';
import { stagedPicturesRoutes } from './staged-pictures.routes';

describe("the media service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    const logger = createLogger('test', 'silent');
    // Routes are only listed, never called: the service behind them is never reached.
    const pictures = {} as PictureService;
    const app = createServiceApp({
      logger,
      openapi: mediaApi,
      routes: (routes) => {
        routes.use(stagedPicturesRoutes(pictures, logger));
        routes.use(picturesRoutes(pictures));
      },
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });

  it('describes every call the gateway forwards to it, at the path the gateway forwards it to', () => {
    expect(forwardedCallProblems('media', mediaApi)).toEqual([]);
  });
});
