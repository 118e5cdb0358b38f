export * from './service-manifest';
export * from './service-manifests';
export * from './service-names';
