import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody } from '@mapa/model';
import { ApiException } from './apiException';
import { ClientLeftError } from './clientLeft';
import { TooManyRequestsException } from './tooManyRequests.exception';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Maps any thrown error to an {@link ApiErrorBody}; unexpected errors are logged with their stack and answered 500, a
 * deliberate server error (an `ApiException` of 5xx) is logged in one line.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    // The work was given up because the client went away: nobody to answer, nothing to report.
    if (error instanceof ClientLeftError) return;
    const body = toErrorBody(error);
    // A server error the code chose to answer (AI not configured, say) is one line; an unexpected one, its stack.
    if (body.statusCode >= 500 && error instanceof ApiException)
      this.logger.warn(`${body.statusCode} ${body.code}: ${body.message}`);
    else if (body.statusCode >= 500)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
    // The answer had begun (a streamed export failing halfway): no error body can follow, and leaving it open
    // would keep the client waiting for an end that never comes. Cutting the connection tells it the file is
    // incomplete.
    if (res.headersSent) {
      if (!res.writableEnded) res.destroy();
      return;
    }
    if (error instanceof TooManyRequestsException)
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }
}

/** The error body for anything thrown inside a request. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof ApiException) return error.getResponse() as ApiErrorBody;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? 'ERROR', message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
}
