import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ApiException } from '../common/apiException';
import { AuthService } from './auth.service';
import { readSessionToken } from './sessionCookie';
import type { AuthedRequest } from './user';

async function attachUser(auth: AuthService, req: AuthedRequest, recent = false): Promise<void> {
  const token = readSessionToken(req);
  if (token) req.user = await (recent ? auth.userForRecentToken(token) : auth.userForToken(token));
}

/** Requires a live session; answers 401 `NOT_AUTHENTICATED` otherwise. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    await attachUser(this.auth, req);
    if (!req.user) throw new ApiException(401, 'NOT_AUTHENTICATED', 'Sign in first');
    return true;
  }
}

/** Attaches the session's user when there is one, and lets anonymous requests through (public map reads). */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await attachUser(this.auth, context.switchToHttp().getRequest<AuthedRequest>());
    return true;
  }
}

/**
 * {@link AuthGuard} for routes called many times a second by every editor (presence pointers): a session found
 * live in the last `SESSION_CACHE_MS` is taken from this process's memory instead of the database. Sign-out on
 * this process ends it at once; on another, within that bound.
 */
@Injectable()
export class CachedAuthGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    await attachUser(this.auth, req, true);
    if (!req.user) throw new ApiException(401, 'NOT_AUTHENTICATED', 'Sign in first');
    return true;
  }
}
