export * from './api-description';
export * from './common-parts';
export * from './openapi-document';
export * from './openapi-path';
export * from './public-call-operations';
export * from './serve-openapi';
export * from './service-identity';
