import type { S3Endpoint } from '@outings/storage';

/** `S3_ENDPOINT` (a URL) and its keys, in the shape the minio client takes. */
export function s3EndpointFromUrl(url: string, accessKey: string, secretKey: string, region: string): S3Endpoint {
  const parsed = new URL(url);
  const useSSL = parsed.protocol === 'https:';
  return {
    endPoint: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey,
    secretKey,
    region,
  };
}
