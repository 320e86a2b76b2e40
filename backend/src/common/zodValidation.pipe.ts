import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiException } from './apiException';

/**
 * Validates (and normalises) a body, query or header object with a zod schema from `@mapa/model`'s api;
 * answers 400 `VALIDATION_FAILED` naming the first bad field.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const path = issue.path.map(String).join('.');
    throw new ApiException(
      400,
      'VALIDATION_FAILED',
      path ? `${path}: ${issue.message}` : issue.message,
      path,
    );
  }
}
