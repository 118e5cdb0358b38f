export { listRoutes, type RouteEntry } from './route-table';
export { badInputCases, fillPath, type BadRequestCase } from './bad-input-cases';
export { openApiCoverage, NOT_API_CALLS, type OpenApiCoverage } from './openapi-coverage';
export { TEST_INTERNAL_AUTH_SECRET, asGateway, gatewayHeaders, type AsGatewayOptions } from './gateway-calls';
export { forwardedCallProblems } from './forwarded-coverage';
