import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthedRequest, UserRecord } from './user';

/**
 * The signed-in user attached by `AuthGuard` (always set) or `OptionalAuthGuard` (undefined when anonymous).
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserRecord | undefined =>
    context.switchToHttp().getRequest<AuthedRequest>().user,
);
