import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import {
  signinRequestSchema,
  signupRequestSchema,
  updateMeRequestSchema,
  type AuthResponse,
  type SessionResponse,
} from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard, OptionalAuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { CurrentUser } from './currentUser.decorator';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './sessionCookie';
import { toSessionUser, type UserRecord } from './user';

/** Sign-up, sign-in, sign-out and the current user (DESIGN §5). */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('signup')
  @ApiZodBody(signupRequestSchema)
  async signup(
    @Body(new ZodValidationPipe(signupRequestSchema)) body: z.output<typeof signupRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    const { user, token } = await this.auth.signup(body, req.ip);
    setSessionCookie(req, res, token);
    return { user: toSessionUser(user) };
  }

  @Post('signin')
  @HttpCode(200)
  @ApiZodBody(signinRequestSchema)
  async signin(
    @Body(new ZodValidationPipe(signinRequestSchema)) body: z.output<typeof signinRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    const { user, token } = await this.auth.signin(body.email, body.password, req.ip);
    setSessionCookie(req, res, token);
    return { user: toSessionUser(user) };
  }

  @Post('signout')
  @HttpCode(204)
  async signout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const token = readSessionToken(req);
    if (token) await this.auth.signout(token);
    clearSessionCookie(req, res);
  }

  /** Who is signed in, or `{user: null}`: the app's session check, which must not fail for a signed-out visitor. */
  @Get('session')
  @UseGuards(OptionalAuthGuard)
  session(@CurrentUser() user: UserRecord | undefined): SessionResponse {
    return { user: user ? toSessionUser(user) : null };
  }

  @Get('me')
  @UseGuards(AuthGuard)
  me(@CurrentUser() user: UserRecord): AuthResponse {
    return { user: toSessionUser(user) };
  }

  @Patch('me')
  @UseGuards(AuthGuard)
  @ApiZodBody(updateMeRequestSchema)
  async updateMe(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(updateMeRequestSchema)) body: z.output<typeof updateMeRequestSchema>,
  ): Promise<AuthResponse> {
    return { user: toSessionUser(await this.auth.updateMe(user, body)) };
  }
}
