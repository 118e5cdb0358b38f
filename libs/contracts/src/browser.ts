// What a browser may load of the contracts: the front ends resolve `@outings/contracts`
// here (frontends/webpack.common.js, frontends/tsconfig.json, jest's `web` project), never
// to index.ts, so events, envelopes and full-zod request schemas stay out of every bundle.
// Request bodies come as types only.
export * from './limits';
export * from './dto/user';
export * from './dto/errors';
export type {
  CreateAccountRequestBody,
  LoginRequestBody,
  ProfileDataRequestBody,
  ResetPasswordRequestBody,
  UsernameRequestBody,
} from './dto/account';
export type * from './socket-events';
