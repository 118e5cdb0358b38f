import { pathParameters, samePathShape, toOpenApiPath } from './openapi-path';

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

describe('samePathShape', () => {
  it('tells two spellings of one path, whatever their parameters are named', () => {
    expect(samePathShape('/media/*key', '/media/*path')).toBe(true);
    expect(samePathShape('/user/:id/profile-picture', '/user/:userId/profile-picture')).toBe(true);
  });

  it('tells apart paths that match other requests', () => {
    expect(samePathShape('/media/:key', '/media/*key')).toBe(false);
    expect(samePathShape('/user/:id/profile-picture', '/user/:id/picture')).toBe(false);
    expect(samePathShape('/activity/photos/:activityId/:file', '/activity/photos/:activityId')).toBe(false);
  });
});
