// Test helpers for every package's specs, with no dependency on any of them.
export { waitFor } from './wait-for';
export { startPushEndpoint, type DecryptedPush, type PushEndpoint } from './push-endpoint';
