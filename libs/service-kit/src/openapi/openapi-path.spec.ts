import { pathParameters, toOpenApiPath } from './openapi-path';

describe('toOpenApiPath', () => {
  it('writes express parameters as OpenAPI templates', () => {
    expect(toOpenApiPath('/users/:userId/alerts/:alertId/settle')).toBe('/users/{userId}/alerts/{alertId}/settle');
    expect(toOpenApiPath('/activity/get-all')).toBe('/activity/get-all');
  });

  it('writes a trailing wildcard as one parameter, named or not', () => {
    expect(toOpenApiPath('/staged-pictures/*key')).toBe('/staged-pictures/{key}');
    expect(toOpenApiPath('/media/*')).toBe('/media/{path}');
  });
});

describe('pathParameters', () => {
  it('names each parameter in order and tells the wildcard', () => {
    expect(pathParameters('/outing/:outingId/photo/*key')).toEqual([
      { name: 'outingId', wildcard: false },
      { name: 'key', wildcard: true },
    ]);
  });
});
