export { listRoutes, type RouteEntry } from './route-table';
export { badInputCases, fillPath, type BadRequestCase } from './bad-input-cases';
