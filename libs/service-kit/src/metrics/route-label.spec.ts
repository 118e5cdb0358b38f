import { UNMATCHED_ROUTE, routeLabel } from './route-label';

describe('routeLabel', () => {
  it('is the pattern of the route that answered, not the path with its ids', () => {
    expect(routeLabel('', '/users/:id/profile-data')).toBe('/users/:id/profile-data');
  });

  it('prefixes the mount point of the router that matched', () => {
    expect(routeLabel('/users', '/:id/alerts')).toBe('/users/:id/alerts');
    expect(routeLabel('/users', '/')).toBe('/users');
  });

  it('joins a route declared with several patterns', () => {
    expect(routeLabel('', ['/send-reset-link', '/send-reset-password-link'])).toBe('/send-reset-link|/send-reset-password-link');
  });

  it('counts requests no route answered under one fixed label', () => {
    expect(routeLabel('', undefined)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel('/media', undefined)).toBe(UNMATCHED_ROUTE);
  });
});
