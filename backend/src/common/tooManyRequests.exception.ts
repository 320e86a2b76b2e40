import type { ApiErrorCode } from '@mapa/model';
import { ApiException } from './apiException';

/** 429 with the seconds to wait; the exception filter sends them as `Retry-After`. */
export class TooManyRequestsException extends ApiException {
  constructor(
    code: ApiErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}
