import type { Right } from '../rights.ts';

/**
 * The REST contract of /service-api/auth/* (spec §7, DESIGN §1), shared by the server routes and the
 * web client. Every call is a POST with credentials, a JSON body and the CSRF header.
 *
 * Failures answer `AuthFailure`: `key` is a catalogue key the client translates, `message` its en-GB
 * text (the client may show it as a last resort), `field` names the input at fault where there is one.
 * The one exception is refresh's 401, whose `message` is exactly NO_REFRESH_TOKEN_MESSAGE (the client
 * depends on that text).
 */
export const AUTH_PATHS = {
  login: '/service-api/auth/login',
  resendCode: '/service-api/auth/login/resend',
  logout: '/service-api/auth/logout',
  refresh: '/service-api/auth/refresh',
  temporarySession: '/service-api/auth/temporarySession',
  signup: '/service-api/auth/signup',
  forgotPassword: '/service-api/auth/forgotPassword',
  resetPassword: '/service-api/auth/resetPassword',
  changePassword: '/service-api/auth/changePassword',
} as const;

/** The refresh endpoint's 401 message when no valid refresh token exists (whatever the store). */
export const NO_REFRESH_TOKEN_MESSAGE = 'valid refresh token not found in redis';

export type AuthFailure = { key: string; message: string; field?: string; params?: Record<string, string> };

/** Step 1: `{ login, password }` (login = e-mail or username). Step 2: `{ code }` (same browser). */
export type LoginRequest = { login: string; password: string } | { code: string };
/** Step 1 answers codeRequired (the code goes by e-mail); step 2 answers loggedIn. */
export type LoginResponse = { status: 'codeRequired' } | { status: 'loggedIn'; session: SessionInfo };

export type TemporarySessionRequest = { language: string };
export type SignupRequest = { email: string; password: string; language?: string };
export type ForgotPasswordRequest = { email: string };
/** `token` comes from the link in the reset e-mail (/reset-password?token=…). */
export type ResetPasswordRequest = { token: string; password: string };
export type ChangePasswordRequest = { currentPassword: string; newPassword: string };

/** Who is signed in, as the shell and the header need it (also part of the server-rendered shell data). */
export type SessionInfo = {
  userId: string;
  /** First and last name, else the username, else the e-mail; empty for temporary users. */
  displayName: string;
  email: string | null;
  isTemporary: boolean;
  language: string;
  rights: Right[];
};

/**
 * The longest text any auth request field may hold (e-mail, login, password, code, token): longer than
 * any real one (an e-mail address has at most 254 characters), short enough for the rate-limit keys
 * that contain the login.
 */
export const AUTH_FIELD_MAX_LENGTH = 256;

/** A 6-digit e-mail code. */
export const LOGIN_CODE_PATTERN = /^\d{6}$/;
