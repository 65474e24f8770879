import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZOkOutput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZUser,
  ZVerifyResetCodeInput,
} from '@club/contract';
import { DomainError } from '@club/domain';
import { defineRoutes, type Caller } from './route';

async function requireUser(caller: Caller) {
  const user = await caller.auth.me();
  if (!user) throw new DomainError('UNAUTHENTICATED', 'Not logged in');
  return user;
}

export const accountRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    tag: 'Account',
    access: 'member',
    response: ZUser,
    handle: (caller) => requireUser(caller),
  },
  {
    method: 'GET',
    path: '/api/user/profile',
    summary: 'The signed-in user (same object as /api/user)',
    tag: 'Account',
    access: 'member',
    response: ZUser,
    handle: (caller) => requireUser(caller),
  },
  {
    method: 'POST',
    path: '/api/login',
    summary: 'Log in with the e-mail (as username) and password; starts a new session',
    tag: 'Account',
    access: 'public',
    body: ZLoginInput,
    response: ZUser,
    errors: { 401: 'Invalid email or password', 429: 'Too many attempts' },
    handle: (caller, req) => caller.auth.login(req.body as never),
  },
  {
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account (always role user, membership none) and sign in',
    tag: 'Account',
    access: 'public',
    body: ZRegisterInput,
    response: ZUser,
    status: 201,
    errors: { 409: 'An account with this email already exists', 429: 'Too many attempts' },
    handle: (caller, req) => caller.auth.register(req.body as never),
  },
  {
    method: 'POST',
    path: '/api/logout',
    summary: 'End the session',
    tag: 'Account',
    access: 'public',
    response: ZOkOutput,
    handle: (caller) => caller.auth.logout(),
  },
  {
    method: 'POST',
    path: '/api/forgot-password',
    summary: 'E-mail a 6-digit reset code (same answer whether or not the address has an account)',
    tag: 'Account',
    access: 'public',
    body: ZForgotPasswordInput,
    response: ZOkOutput,
    errors: { 429: 'Too many attempts' },
    handle: (caller, req) => caller.auth.forgotPassword(req.body as never),
  },
  {
    method: 'POST',
    path: '/api/verify-reset-code',
    summary: 'Check a reset code (void after 15 minutes or 5 wrong tries)',
    tag: 'Account',
    access: 'public',
    body: ZVerifyResetCodeInput,
    response: ZOkOutput,
    errors: { 400: 'The reset code is invalid or has expired. Please try again.' },
    handle: (caller, req) => caller.auth.verifyResetCode(req.body as never),
  },
  {
    method: 'POST',
    path: '/api/reset-password',
    summary: 'Set a new password with a valid code; ends every session of the account',
    tag: 'Account',
    access: 'public',
    body: ZResetPasswordInput,
    response: ZOkOutput,
    errors: { 400: 'The reset code is invalid or has expired. Please try again.' },
    handle: (caller, req) => caller.auth.resetPassword(req.body as never),
  },
]);
