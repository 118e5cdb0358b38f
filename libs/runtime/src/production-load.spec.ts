// A production image installs no development dependencies, and s3rver is one: only the
// embedded mode's own S3 server runs it, loaded when that server starts. Loading the
// runtime (what every service and the gateway do at start, in either mode) must not load it.
jest.mock('s3rver', () => {
  throw new Error('s3rver was loaded');
});

describe('loading the runtime', () => {
  it('does not load s3rver', () => {
    expect(() => jest.requireActual('./index')).not.toThrow();
  });
});
