import { notFoundMessage, routeErrorMessage } from './route-error-page';

describe('the route error messages', () => {
  it('names the missing page', () => {
    expect(notFoundMessage('/nowhere')).toBe('There is no page at /nowhere.');
  });

  it('shows an error by its message, anything else as a general failure', () => {
    expect(routeErrorMessage(new Error('The social screen could not be loaded.'))).toBe('The social screen could not be loaded.');
    expect(routeErrorMessage('boom')).toBe('Something went wrong.');
    expect(routeErrorMessage(new Error(''))).toBe('Something went wrong.');
  });
});
