export * from './envelope';
export * from './events';
export * from './dto/user';
export * from './dto/errors';
export * from './dto/account';
export * from './service-names';
