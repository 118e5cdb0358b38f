export * from './call-signature';
export * from './require-gateway-signature';
