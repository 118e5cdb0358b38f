// The gateway: the only thing a browser talks to. It serves the built front ends, owns
// the session and the realtime socket, checks who may make each call, and forwards or
// composes every API call of the spec (§7) over pooled connections to the services.
// `createGateway` is used by the standalone process (`main.ts`) and, in-process, by the
// embedded runner.
import type { Server as HttpServer, RequestListener } from 'node:http';
import express, { type Express } from 'express';
import { Redis } from 'ioredis';
import { quitRedis } from './redis/quit-redis';
import { compressAnswers, errorHandler, healthRoutes, notFoundHandler, requestLogStarter, type Logger, type RunningServer } from '@outings/service-kit';
import type { RemoteUrls, ServiceUrls } from './config';
import { crossSiteRefusal } from './identity/origin-check.middleware';
import { trustedOrigins } from './identity/trusted-origins';
import { clientAddressReader, HTTPS_WITHOUT_TRUSTED_PROXY, trustProxySetting } from './identity/proxy-trust';
import { assertAccess } from './identity/access-guard.middleware';
import { securityHeaderWriter } from './security/security-headers';
import { createAccessPolicy } from './identity/access-rules';
import { createSessionMiddleware, createSessionStore } from './session/session-middleware';
import { createSessionIndex } from './session/session-index';
import { exposeSessionUser, renewWhenDue, sessionUserReader } from './session/session-reader';
import { requestPipeline } from './chain/request-pipeline';
import { pipelineMiddleware } from './chain/request-pipeline.express';
import { closeServiceClients, createServiceClients, type ServiceClientOptions } from './proxy/service-client';
import { FORWARDED_ROUTES } from './proxy/forwarded-routes';
import { forwardedCalls } from './proxy/forwarded-calls';
import { createSessionViewComposer } from './composition/user-view';
import { createRealtime, type Realtime, type RealtimeOptions } from './realtime/realtime-server';
import { frontendFiles } from './static/frontend-files';
import { createGatewayTelemetry } from './telemetry/gateway-telemetry';
import { pagePreloads } from './static/page-preloads';
import { spaFallback } from './static/spa-fallback';
import { publicDataRoutes } from './routes/public-data.routes';
import { openApiRoutes } from './openapi/gateway-api';
import { composedCallRouter } from './routes/composed-calls';
import { composedCallSets } from './routes/composed-call-sets';
import type { RouteContext } from './routes/route-context';
import { rateLimitTable, type RateBucket, type RateRule } from './limits/rate-limit-table';
import { createRateLimiter } from './limits/rate-limiter';
import { createRateLimitGuard } from './limits/rate-limit-guard';

export interface GatewayOptions {
  logger: Logger;
  /** The origin users reach the app on; https makes the cookie `Secure`. */
  publicUrl: string;
  /** Origins besides PUBLIC_URL's whose pages may change state (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Peers whose X-Forwarded-For/-Proto are believed (TRUST_PROXY); none when absent. */
  trustProxy?: readonly string[];
  sessionSecret: string;
  /** INTERNAL_AUTH_SECRET: every call to a service is signed with it, and services refuse any other. */
  internalAuthSecret: string;
  /** Sessions and socket.io fan-out in Redis (several replicas); absent: in this process. */
  redisUrl?: string;
  /** Prefix of every Redis key the gateway writes. */
  redisKeyPrefix?: string;
  services: ServiceUrls;
  frontendsDir: string;
  remotes: RemoteUrls;
  serviceClient?: ServiceClientOptions;
  /** Per-socket flood limits of the chat events; defaults suit a browser. */
  chatLimits?: RealtimeOptions['chatLimits'];
  /** Per-user limits of the creating calls (limits/rate-limit-table.ts); tests set small ones. */
  rateLimits?: Partial<Record<RateBucket, RateRule>>;
  /** Sockets one user may hold open at once, over every replica (10 by default). */
  maxSocketsPerUser?: number;
  /** Port of the metrics listener (METRICS_PORT), beside the public one; none when absent. */
  metricsPort?: number;
}

export interface Gateway {
  /** What the HTTP server serves: forwarded calls answered before express, everything else by `app`. */
  handle: RequestListener;
  /** Every call but the forwarded ones (its router lists the composed routes). */
  app: Express;
  /** Serves socket.io on the HTTP server that serves `app`. */
  attach(server: HttpServer): void;
  /** Pushes to a user's sockets; the embedded runner connects the services' realtime to it. */
  realtime: Pick<Realtime, 'toUser' | 'toChat' | 'joinChat' | 'leaveChat' | 'isOnline'>;
  /** The metrics listener once it listens, when `metricsPort` was given. */
  metricsServer(): Promise<RunningServer | undefined>;
  close(): Promise<void>;
}

const SESSION_WRITING_PATHS = ['/auth/login', '/auth/logout'];

export function createGateway(options: GatewayOptions): Gateway {
  const { logger, publicUrl } = options;
  const secureCookie = new URL(publicUrl).protocol === 'https:';
  const trustProxy = options.trustProxy ?? [];
  if (secureCookie && trustProxy.length === 0) logger.warn({ publicUrl }, HTTPS_WITHOUT_TRUSTED_PROXY);
  const origins = trustedOrigins(publicUrl, options.allowedOrigins);
  const keyPrefix = options.redisKeyPrefix ?? 'outings:';
  // Few retries per command: with Redis away, a request fails in moments instead of hanging.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const redisSubscriber = redis ? redis.duplicate() : null;
  // ioredis reconnects by itself; an outage shows in the log and in `/readyz`.
  for (const client of [redis, redisSubscriber]) {
    client?.on('error', (error: unknown) => logger.warn({ err: error }, 'redis connection problem'));
  }

  const sessionStore = createSessionStore({ redis, redisKeyPrefix: keyPrefix });
  const sessionIndex = createSessionIndex({ redis, redisKeyPrefix: keyPrefix });
  const sessionMiddleware = createSessionMiddleware({ secret: options.sessionSecret, secureCookie }, sessionStore);
  const services = createServiceClients(options.services, logger, options.internalAuthSecret, options.serviceClient);
  const limitTable = rateLimitTable(options.rateLimits);
  const rateLimiter = createRateLimiter(limitTable, { redis, keyPrefix });
  const rateLimits = createRateLimitGuard(limitTable, rateLimiter, logger);
  const realtime = createRealtime({
    sessionMiddleware,
    trustedOrigins: origins,
    redis: redis && redisSubscriber ? { pub: redis, sub: redisSubscriber, key: `${keyPrefix}socket.io` } : null,
    logger,
    chat: services.chat,
    chatLimits: options.chatLimits,
    messageRate: { take: (userId) => rateLimiter.take('messages', userId), giveBack: (userId) => rateLimiter.giveBack('messages', userId) },
    maxSocketsPerUser: options.maxSocketsPerUser,
  });
  const context: RouteContext = {
    services,
    composeSessionView: createSessionViewComposer(services),
    realtime,
    rateLimits,
    sessions: { store: sessionStore, index: sessionIndex },
    secureCookie,
    logger,
  };

  const telemetry = createGatewayTelemetry({ logger, metricsPort: options.metricsPort, openSockets: () => realtime.openSockets() });
  const accessPolicy = createAccessPolicy();
  const readUser = sessionUserReader(sessionStore, options.sessionSecret);
  // The steps every request takes, in their order, as plain functions of the Node request:
  // express mounts them below, the forwarded calls (answered before express) run them.
  const pipeline = requestPipeline({
    observe: telemetry.observeRequest,
    writeSecurityHeaders: securityHeaderWriter(publicUrl, options.remotes),
    startRequestLog: requestLogStarter(logger),
    refuseCrossSite: crossSiteRefusal(origins),
    readSessionUser: readUser,
    assertAccess: (path, userId) => assertAccess(accessPolicy, path, userId),
    assertWithinRate: rateLimits.assertCallWithinRate,
  });
  const app = express();
  app.disable('x-powered-by');
  // The client address (per-IP login limit) and the scheme (Secure cookie) come from
  // X-Forwarded-* only when the peer is a proxy TRUST_PROXY names.
  app.set('trust proxy', trustProxySetting(trustProxy));
  app.use(
    pipelineMiddleware(pipeline, {
      health: [healthRoutes(redis ? { redis: async () => void (await redis.ping()) } : {})],
      pages: [
        publicDataRoutes(options.remotes),
        openApiRoutes(),
        frontendFiles(options.frontendsDir),
        spaFallback(options.frontendsDir, pagePreloads(options.frontendsDir, options.remotes), { userOf: readUser, secureCookie }),
      ],
    }),
  );
  // The answers the gateway composes; forwarded calls come compressed by their service.
  app.use(compressAnswers);
  // Every call reads who is signed in (the session guard), at a fraction of the cost of
  // express-session, which runs on sign-in and sign-out alone, which write the session.
  // The session check writes only when the hourly renewal is due, and runs
  // express-session for that call alone.
  app.use(SESSION_WRITING_PATHS, sessionMiddleware, exposeSessionUser);
  app.use('/auth/check', renewWhenDue(sessionMiddleware, sessionIndex));
  // The composed calls of the public call table, each under its entry's method and path.
  app.use(composedCallRouter(composedCallSets(context)));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  // Calls merely forwarded to a service (proxy/forwarded-routes.ts) never reach express.
  const answerForwarded = forwardedCalls(FORWARDED_ROUTES, services, { pipeline, clientAddress: clientAddressReader(trustProxy), logger });
  return {
    handle: (req, res) => {
      if (!answerForwarded(req, res)) app(req, res);
    },
    app,
    attach: (server) => {
      realtime.attach(server);
      telemetry.serveMetrics(server);
    },
    metricsServer: () => telemetry.metricsServer(),
    realtime: {
      toUser: (userId, event, ...args) => realtime.toUser(userId, event, ...args),
      toChat: (chatId, event, ...args) => realtime.toChat(chatId, event, ...args),
      joinChat: (userId, chatId) => realtime.joinChat(userId, chatId),
      leaveChat: (userId, chatId) => realtime.leaveChat(userId, chatId),
      isOnline: (userId) => realtime.isOnline(userId),
    },
    close: async () => {
      await realtime.close();
      await telemetry.close();
      await closeServiceClients(services);
      await Promise.all([redis, redisSubscriber].map((client) => client && quitRedis(client)));
    },
  };
}

// The calls answered before express, which the router of `app` does not list.
export { FORWARDED_ROUTES } from './proxy/forwarded-routes';
// The per-user limits of the creating calls (the whole-app suites exceed each).
export { RATE_LIMITS, type RateBucket, type RateRule } from './limits/rate-limit-table';
export { loadStandaloneConfig, loadTrustConfig, remoteUrlsFromEnv, DEFAULT_FRONTENDS_DIR, REMOTE_NAMES } from './config';
export type { RemoteUrls, ServiceUrls, TrustConfig } from './config';
