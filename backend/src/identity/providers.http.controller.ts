import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SERVER_MESSAGES } from '@eventfold/contracts';

/**
 * Google and Apple sign-in come with a later issue. Until then their routes say plainly that the
 * provider is not configured, and the UI shows the message as a toast.
 */
@Controller('auth')
export class ProvidersHttpController {
  @Get('google')
  google(@Res() response: Response): void {
    response.redirect(
      302,
      `/?auth_error=${encodeURIComponent(SERVER_MESSAGES.providerNotConfigured('Google'))}`,
    );
  }

  @Post('apple/callback')
  @HttpCode(501)
  apple(): { success: false; user: null; error: string } {
    return { success: false, user: null, error: SERVER_MESSAGES.providerNotConfigured('Apple') };
  }
}
