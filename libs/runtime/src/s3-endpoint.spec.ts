import { s3EndpointFromUrl } from './s3-endpoint';

describe('s3EndpointFromUrl', () => {
  it('reads host, port and TLS from the URL', () => {
    expect(s3EndpointFromUrl('http://minio:9000', 'key', 'secret', 'eu-west-1')).toEqual({
      endPoint: 'minio',
      port: 9000,
      useSSL: false,
      accessKey: 'key',
      secretKey: 'secret',
      region: 'eu-west-1',
    });
  });

  it("uses the scheme's port when the URL has none", () => {
    expect(s3EndpointFromUrl('https://s3.example.com', 'k', 's', 'us-east-1')).toMatchObject({ port: 443, useSSL: true });
    expect(s3EndpointFromUrl('http://s3.example.com', 'k', 's', 'us-east-1')).toMatchObject({ port: 80, useSSL: false });
  });
});
