import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  const register = jest.fn(() => Promise.resolve({}));
  const environment = process.env.NODE_ENV;
  let readyState: DocumentReadyState;

  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'readyState');
  });
  beforeEach(() => {
    register.mockClear();
    Object.assign(process.env, { NODE_ENV: 'production' });
  });
  afterEach(() => {
    Object.assign(process.env, { NODE_ENV: environment });
  });

  it('waits for the page’s load event while the page is loading', () => {
    readyState = 'interactive';
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/service-worker.js');
  });

  // The shell may start after the load event: that event will not come again.
  it('registers at once when the page has already loaded', () => {
    readyState = 'complete';
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/service-worker.js');
  });

  it('registers nothing outside a production build', () => {
    Object.assign(process.env, { NODE_ENV: 'development' });
    readyState = 'complete';
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});
