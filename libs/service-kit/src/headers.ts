// Headers between the gateway and the services. The gateway strips every `x-outings-*`
// header a browser sends before setting its own, so a service may trust them.
export const IDENTITY_HEADER = 'x-outings-user-id';
export const CLIENT_IP_HEADER = 'x-outings-client-ip';
export const INTERNAL_HEADER_PREFIX = 'x-outings-';
export const REQUEST_ID_HEADER = 'x-request-id';
