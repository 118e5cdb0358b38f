export * from './envelope';
export * from './events';
export * from './limits';
export * from './dto/user';
export * from './dto/errors';
export * from './dto/account';
export type * from './socket-events';
export * from './services';
