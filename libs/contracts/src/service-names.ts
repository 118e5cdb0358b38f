// Every deployable and the port it listens on when run as its own process. The gateway
// reads `<NAME>_URL` to find a service; these ports are the local defaults.
export const SERVICE_PORTS = {
  auth: 4001,
  profile: 4002,
  media: 4003,
  notification: 4004,
} as const;
export type ServiceName = keyof typeof SERVICE_PORTS;
export const SERVICE_NAMES = Object.keys(SERVICE_PORTS) as ServiceName[];
