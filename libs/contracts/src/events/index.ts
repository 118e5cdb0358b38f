export * from './auth.events';
export * from './chat.events';
export * from './notification.events';
export * from './outing.events';
export * from './profile.events';
export * from './registry';
export * from './social-graph.events';
