import {
  forgotPasswordRequestSchema,
  okMessageSchema,
  resetPasswordRequestSchema,
  sendVerificationRequestSchema,
  sendVerificationResponseSchema,
} from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { PasswordService } from './password.service';

/** Forgotten passwords and verification mails; each also has its own per-address limits. */
export function passwordRoutes(
  app: App,
  service: PasswordService,
  opts: { authRateLimit: number },
) {
  const strict = { rateLimit: { max: opts.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link (the same answer whether the address has an account or not)',
        body: forgotPasswordRequestSchema,
        response: { 200: okMessageSchema },
      },
      config: { access: 'public', ...strict },
    },
    (request) => service.forgotPassword(request.body.email, request.ip),
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the mailed link; every session is ended',
        body: resetPasswordRequestSchema,
        response: { 200: okMessageSchema },
      },
      config: { access: 'public', ...strict },
    },
    (request) => service.resetPassword(request.body, request.ip),
  );

  app.post(
    '/api/auth/send-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail another verification link (one a minute per address)',
        body: sendVerificationRequestSchema,
        response: { 200: sendVerificationResponseSchema },
      },
      config: { access: 'public', ...strict },
    },
    (request) => service.sendVerification(request.body.email, request.ip),
  );
}
