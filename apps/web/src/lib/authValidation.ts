import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZNewPasswordForm,
  ZRegisterForm,
  ZVerifyResetCodeInput,
} from '@club/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';

// The login, register and reset forms' rules: the contract's schemas, loaded on first use
// (lib/lazyValidation.ts) together, since one visit to /auth may need any of them.
export const loginRules = zod4Resolver(ZLoginInput);
export const registerRules = zod4Resolver(ZRegisterForm);
export const forgotPasswordRules = zod4Resolver(ZForgotPasswordInput);
export const verifyResetCodeRules = zod4Resolver(ZVerifyResetCodeInput);
export const newPasswordRules = zod4Resolver(ZNewPasswordForm);
