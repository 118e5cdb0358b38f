export * from './auth.events';
export * from './profile.events';
export * from './registry';
