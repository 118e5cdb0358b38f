// Answers of a kilobyte or more leave compressed when the caller accepts it (brotli or
// gzip): a phone on a slow link reads a 69 KB activity list as 16 KB. Services
// compress what the gateway forwards from browsers (it passes their Accept-Encoding and
// streams the answer through untouched); the gateway compresses the answers it composes.
// The gateway's own calls to services send no Accept-Encoding, so they get plain JSON.
import compression from 'compression';

/** Below this an answer goes out as it is: compressing it would save less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressAnswers = compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
