// Payloads of the auth calls (API.md "Auth"); the web forms use the same objects.
import { z } from 'zod';
import {
  countryCodeField,
  nameField,
  newPasswordField,
  otpField,
  passwordField,
  phoneField,
  requiredText,
} from './fields.js';

export const phoneSchema = z.object({ countryCode: countryCodeField, phoneNo: phoneField });

export const registerSchema = phoneSchema.extend({ name: nameField, password: newPasswordField });
export const loginSchema = phoneSchema.extend({ password: passwordField });
export const verifyUserSchema = phoneSchema.extend({ verifyCode: otpField });
export const resetPasswordSchema = verifyUserSchema.extend({ password: newPasswordField });
export const forgotPasswordSchema = phoneSchema;
export const resendOtpSchema = phoneSchema;
export const sendOtpSchema = phoneSchema;
export const verifyOtpSchema = verifyUserSchema;
export const googleSignInSchema = z.object({ credential: requiredText(8192) });
export const tokenQuerySchema = z.object({ token: z.string().max(4096).optional() });

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type VerifyUserInput = z.input<typeof verifyUserSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type PhoneInput = z.input<typeof phoneSchema>;
