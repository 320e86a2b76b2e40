import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthGuard, CachedAuthGuard, OptionalAuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';

/** Accounts and sessions; exports the guards' service and the users repository (owner names). */
@Module({
  controllers: [AuthController],
  providers: [
    AuthService,
    UsersRepository,
    SessionsRepository,
    AuthGuard,
    CachedAuthGuard,
    OptionalAuthGuard,
  ],
  exports: [AuthService, UsersRepository, AuthGuard, CachedAuthGuard, OptionalAuthGuard],
})
export class AuthModule {}
