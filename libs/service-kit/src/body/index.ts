export { jsonBody, DEFAULT_MAX_DEPTH, TOO_DEEP_MESSAGE, TOO_LARGE_MESSAGE, type JsonBodyOptions } from './json-body.middleware';
export { assertSafeUrl, refuseUnsafeUrl } from './unsafe-url.middleware';
export { findUnsafeText, textProblem, describeUnsafeText, NUL_MESSAGE, SURROGATE_MESSAGE, PROTO_KEY_MESSAGE, type UnsafeText } from './unsafe-text';
export { discardRequestBody } from './discard-request-body';
