import { Global, Module } from '@nestjs/common';
import { RateLimitInterceptor } from './rateLimit.interceptor';
import { RateLimiter } from './rateLimiter';
import { RateLimitsRepository } from './rateLimits.repository';

/** Rate limits in the database (sign-in, sign-up, saves), available to every module. */
@Global()
@Module({
  providers: [RateLimiter, RateLimitsRepository, RateLimitInterceptor],
  exports: [RateLimiter, RateLimitInterceptor],
})
export class RateLimitModule {}
