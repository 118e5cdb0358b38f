// One pooled keep-alive connection set per service. Two ways to call: `forward` streams
// a browser's request and the service's answer through untouched (bodies are never
// buffered or parsed), `call` sends JSON the gateway built and reads the JSON answer
// (for the calls the gateway composes). Both sign the call (service-kit's gateway
// signature): services answer nothing else.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { ServiceName } from '@outings/contracts';
import { discardRequestBody, pathOf, signCall, traceCallsTo, type Logger } from '@outings/service-kit';
import type { CallerIdentity } from '../identity/client-identity';
import { identityHeaders } from '../identity/client-identity';
import { headersToBrowser, headersToService } from './forward-headers';
import { upstreamFailure } from './upstream-error';

export interface ServiceAnswer {
  status: number;
  /** Parsed JSON, the text for other content types, null when empty. */
  body: unknown;
  /** The answer's headers, minus those that never reach a browser. */
  headers: Record<string, string | string[]>;
}

export interface ServiceClientOptions {
  /** Most parallel connections to this service (per gateway replica). */
  connections?: number;
  /** How long an idle connection is kept; below the services' 65 s so they never close one in use. */
  keepAliveTimeoutMs?: number;
  headersTimeoutMs?: number;
  bodyTimeoutMs?: number;
}

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

export class ServiceClient {
  private readonly pool: Pool;

  constructor(
    readonly name: ServiceName,
    readonly baseUrl: string,
    private readonly logger: Logger,
    /** INTERNAL_AUTH_SECRET, which the services check the signature with. */
    private readonly secret: string,
    options: ServiceClientOptions = {},
  ) {
    this.pool = new Pool(baseUrl, {
      connections: options.connections ?? 128,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
      headersTimeout: options.headersTimeoutMs ?? 30_000,
      bodyTimeout: options.bodyTimeoutMs ?? 60_000,
    });
    // The one client whose calls carry the trace on to a service (when tracing is on).
    traceCallsTo(baseUrl);
  }

  /** Streams `req` to `path` on the service and the answer back to `res`, status, headers and body. */
  async forward(req: IncomingMessage, res: ServerResponse, path: string, identity: CallerIdentity): Promise<void> {
    const method = req.method ?? 'GET';
    const hasBody = !METHODS_WITHOUT_BODY.has(method) || req.headers['content-length'] !== undefined;
    const options: Dispatcher.RequestOptions = {
      path,
      method: method as Dispatcher.HttpMethod,
      headers: { ...headersToService(req.headers, identity), ...this.signature(method, path, identity) },
      body: hasBody ? req : null,
    };
    // A service may answer before reading the whole body (a 413), and the browser then
    // stops sending it: undici would wait for the rest for ever. Once the answer is out,
    // the browser's connection is closed, which ends undici's wait too.
    if (hasBody) res.once('finish', () => discardRequestBody(req, res, { close: true }));
    try {
      // undici writes the answer's body straight into `res` once the factory has set the
      // status and headers: no intermediate stream per request.
      await this.pool.stream(options, ({ statusCode, headers }) => {
        res.statusCode = statusCode;
        for (const [name, value] of Object.entries(headersToBrowser(headers))) res.setHeader(name, value);
        return res;
      });
    } catch (error) {
      // The browser left first (a navigation, a closed tab): undici's write into its answer
      // fails, yet nothing failed on either side, and nobody is left to answer.
      if (res.destroyed && !res.writableFinished) {
        this.logger.debug({ service: this.name, path: pathOf(path) }, 'browser left before the answer');
        return;
      }
      if (!res.headersSent) throw this.failure(error, path);
      if (res.writableFinished) return; // answered in full; only the unread body was cut off
      // The status line is gone already: all that is left is to cut the connection.
      this.logger.warn({ err: error, service: this.name, path: pathOf(path) }, 'forwarded answer broke off');
      res.destroy();
    }
  }

  /** Sends a JSON body (or none) the gateway built and reads the answer. */
  async call(method: Dispatcher.HttpMethod, path: string, identity: CallerIdentity, json?: unknown): Promise<ServiceAnswer> {
    const upstream = await this.send({
      path,
      method,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...identityHeaders(identity),
        ...this.signature(method, path, identity),
      },
      body: json === undefined ? null : JSON.stringify(json),
    });
    const text = await upstream.body.text().catch((error: unknown) => {
      throw this.failure(error, path);
    });
    const headers = headersToBrowser(upstream.headers);
    const answer = (body: unknown): ServiceAnswer => ({ status: upstream.statusCode, body, headers });
    if (text.length === 0) return answer(null);
    if (!String(upstream.headers['content-type'] ?? '').includes('application/json')) return answer(text);
    try {
      return answer(JSON.parse(text) as unknown);
    } catch (error) {
      throw this.failure(error, path);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** Vouches for the identity headers of this very call: its method, path and query, user and address. */
  private signature(method: string, path: string, identity: CallerIdentity): Record<string, string> {
    return signCall(this.secret, { method, path, userId: identity.userId, clientIp: identity.clientIp });
  }

  private async send(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
    try {
      return await this.pool.request(options);
    } catch (error) {
      throw this.failure(error, options.path);
    }
  }

  private failure(error: unknown, path: string) {
    // Without the query: a forwarded verification link carries its secret there.
    this.logger.error({ err: error, service: this.name, path: pathOf(path) }, 'service call failed');
    return upstreamFailure(error);
  }
}

export type ServiceClients = Record<ServiceName, ServiceClient>;

export function createServiceClients(urls: Record<ServiceName, string>, logger: Logger, secret: string, options?: ServiceClientOptions): ServiceClients {
  const entries = (Object.keys(urls) as ServiceName[]).map((name) => [name, new ServiceClient(name, urls[name], logger, secret, options)] as const);
  return Object.fromEntries(entries) as ServiceClients;
}

export async function closeServiceClients(clients: ServiceClients): Promise<void> {
  await Promise.all(Object.values(clients).map((client) => client.close()));
}
