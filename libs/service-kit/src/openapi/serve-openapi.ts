import type { RequestHandler } from 'express';
import type { ApiDescription } from './api-description';
import { openApiDocument, type OpenApiDocument } from './openapi-document';

/** Answers `GET /openapi.json`; the document is made on the first call, then kept. */
export function serveOpenApi(description: ApiDescription): RequestHandler {
  let document: OpenApiDocument | undefined;
  return (_req, res) => {
    document ??= openApiDocument(description);
    res.json(document);
  };
}
