import { routeErrorMessage } from './route-error-page';

describe('routeErrorMessage', () => {
  it('names the missing page of a 404', () => {
    expect(routeErrorMessage({ status: 404, statusText: 'Not Found', internal: true, data: '' }, '/nowhere')).toBe('There is no page at /nowhere.');
  });

  it('shows other route responses by status and an error by its message', () => {
    expect(routeErrorMessage({ status: 503, statusText: 'Service Unavailable', internal: false, data: null }, '/x')).toBe('503 Service Unavailable');
    expect(routeErrorMessage(new Error('The social screen could not be loaded.'), '/social')).toBe('The social screen could not be loaded.');
  });
});
