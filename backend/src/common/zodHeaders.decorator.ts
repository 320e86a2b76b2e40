import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { ZodValidationPipe } from './zodValidation.pipe';

// The schema travels wrapped: Nest takes any decorator argument with a `transform` method (zod schemas have one)
// for a pipe.
const headersOf = createParamDecorator(({ schema }: { schema: z.ZodType }, context: ExecutionContext) =>
  new ZodValidationPipe(schema).transform(context.switchToHttp().getRequest<Request>().headers),
);

/** Request headers validated by a zod schema (Nest's `@Headers()` takes no pipes). */
export const ZodHeaders = (schema: z.ZodType): ParameterDecorator => headersOf({ schema });
