import { ApiBody } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/** Documents a request body in the OpenAPI document from the same zod schema that validates it. */
export function ApiZodBody(schema: z.ZodType): MethodDecorator {
  const jsonSchema = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  return ApiBody({ schema: jsonSchema as SchemaObject });
}
