export { createMetrics, metricsHandler, metricsText, type Metrics, type RequestDurationHistogram } from './metrics-registry';
export { observeRequests, requestObserver, type ObserveRequestsOptions } from './observe-requests.middleware';
export { UNMATCHED_ROUTE, routeLabel } from './route-label';
