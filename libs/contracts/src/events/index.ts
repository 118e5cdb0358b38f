export * from './auth.events';
export * from './profile.events';
