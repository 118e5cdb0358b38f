// A query's answer from the API client's result: the data, or a thrown ApiCallFailed, so
// the query fails (and keeps what it held before) instead of holding a failure as data.
import type { ApiFailure, ApiResult } from '@outings/fe-kit/core';

class ApiCallFailed extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`the call failed${failure.status === null ? '' : ` with ${failure.status}`}`);
    this.name = 'ApiCallFailed';
  }
}

export async function apiData<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiCallFailed(result);
  return result.data;
}
