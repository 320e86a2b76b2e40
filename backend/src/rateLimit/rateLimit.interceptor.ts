import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { RateLimiter, type Refusal } from './rateLimiter';
import type { RateLimitName } from '../config/rateLimitSettings';

/** The signed-in user the session guards put on the request (counted by id; named here, not imported from
   `../auth`, which builds on this module). */
type SignedInUser = { id: string };

const LIMITS = Symbol('rate limits');

const TOO_MANY_SAVES: Refusal = {
  code: 'TOO_MANY_REQUESTS',
  message: (seconds) => `Too many saves in a short time; try again in ${seconds} s`,
};

const TOO_MANY_FILES: Refusal = {
  code: 'TOO_MANY_REQUESTS',
  message: (seconds) => `Too many files uploaded in a short time; try again in ${seconds} s`,
};

const TOO_MANY_IMPORTS: Refusal = {
  code: 'TOO_MANY_REQUESTS',
  message: (seconds) => `Too many maps imported in a short time; try again in ${seconds} s`,
};

/** What a refusal of each per-user limit says (sign-in and sign-up limits are per address: see AuthService). */
const REFUSALS: Partial<Record<RateLimitName, Refusal>> = {
  files: TOO_MANY_FILES,
  imports: TOO_MANY_IMPORTS,
};

/**
 * Counts each call of the route against the signed-in user's `limits` (in the database, shared by every
 * process) and answers 429 `TOO_MANY_REQUESTS` with `Retry-After` once one is used up. Interceptors run after
 * the guards, so the user is known; put it on routes behind `AuthGuard`.
 */
export const RateLimit = (...limits: RateLimitName[]) =>
  applyDecorators(SetMetadata(LIMITS, limits), UseInterceptors(RateLimitInterceptor));

/** The interceptor behind {@link RateLimit}. */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limits = this.reflector.get<RateLimitName[]>(LIMITS, context.getHandler()) ?? [];
    const user = context.switchToHttp().getRequest<Request & { user?: SignedInUser }>().user;
    return from(this.count(limits, user)).pipe(switchMap(() => next.handle()));
  }

  private async count(limits: RateLimitName[], user: SignedInUser | undefined): Promise<void> {
    if (!user) return;
    // Counted before the route runs; a call refused by one limit is given back to those that counted it.
    await this.limiter.consumeAll(
      limits.map((name) => ({ name, key: user.id, refusal: REFUSALS[name] ?? TOO_MANY_SAVES })),
    );
  }
}
