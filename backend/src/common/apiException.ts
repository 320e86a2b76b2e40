import { HttpException } from '@nestjs/common';
import type { ApiErrorCode, FileFormatReasonBody } from '@mapa/model';

/**
 * An error with a machine-readable code; the filter turns it into `{statusCode, code, message, path?, reason?}`
 * (`reason`: why an imported file was refused).
 */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly path?: string,
    readonly reason?: FileFormatReasonBody,
  ) {
    super(
      {
        statusCode: status,
        code,
        message,
        ...(path === undefined ? {} : { path }),
        ...(reason === undefined ? {} : { reason }),
      },
      status,
    );
  }
}

/** 404 that does not reveal whether a private map exists. */
export const mapNotFound = (): ApiException => new ApiException(404, 'MAP_NOT_FOUND', 'Map not found');
