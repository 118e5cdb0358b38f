// What a service declares about itself, once, in `service-manifests.ts`: everything
// outside its own folder (the runner, the gateway, the deploy checks, the runtime's
// choice of infrastructure) is derived from it. Plain data, no imports. Its public calls
// are declared in the public call table (public-calls/<name>.ts), under its name.

/**
 * The infrastructure a service uses besides its database schema and the event bus, which
 * every service gets. Its context holds only what is declared here, and a process opens
 * only what the services it hosts declare.
 */
export interface ServiceNeeds {
  /** The S3-compatible object store. */
  readonly storage?: true;
  /** Sending mail (SMTP, or the terminal when embedded). */
  readonly mailer?: true;
  /** The shared Redis client (null when embedded): counters shared by replicas. */
  readonly redis?: true;
  /** Job queues of its own (BullMQ in a cluster, in process when embedded). */
  readonly jobs?: true;
  /**
   * Pushes to users' sockets on whichever gateway holds them: through Redis in a cluster
   * (the gateways' socket.io adapter), handed to the gateway in the same process when embedded.
   */
  readonly realtime?: true;
}

/** CPU (cores or millicores, `500m`) and memory (`256Mi`) of one replica. */
export interface ResourceQuantities {
  readonly cpu: string;
  readonly memory: string;
}

/** What one replica is guaranteed and may use at most (k8s requests and limits). */
export interface ServiceResources {
  readonly requests: ResourceQuantities;
  readonly limits: ResourceQuantities;
}

export interface ServiceManifest {
  /** Lower-case words joined by `-`: its folder, schema, queue, package `@outings/<name>-service`. */
  readonly name: string;
  /** Where it listens as its own process; the gateway's default upstream. */
  readonly port: number;
  readonly needs: ServiceNeeds;
  /**
   * Variables the service reads itself (its `src/config.ts`), besides the infrastructure's.
   * Its context's `env` holds these and nothing else.
   */
  readonly settings: readonly string[];
  /** Its k8s requests and limits, when the default (`DEFAULT_SERVICE_RESOURCES`) is too small. */
  readonly resources?: ServiceResources;
}

/** A light service's share: most handle a few JSON calls and events at a time. */
export const DEFAULT_SERVICE_RESOURCES: ServiceResources = {
  requests: { cpu: '100m', memory: '128Mi' },
  limits: { cpu: '500m', memory: '256Mi' },
};

/** Keeps the literal types of a manifest (its name and needs) while checking its shape. */
export const defineService = <const Manifest extends ServiceManifest>(manifest: Manifest): Manifest => manifest;
