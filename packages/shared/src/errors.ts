// Stable machine codes of API.md's error envelope.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PHONE_TAKEN',
  'ALREADY_REPORTED',
  'SAFELISTED',
  'NOT_PENDING',
  'CONFLICT_OF_INTEREST',
  'ALREADY_DISPUTED',
  'NOT_DISPUTABLE',
  'NOT_OPEN',
  'INVALID_CREDENTIALS',
  'API_KEY_REQUIRED',
  'INVALID_API_KEY',
  'NOT_VERIFIED',
  'NOT_ENABLED',
  'OTP_INVALID',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  retryAfter?: number;
}
