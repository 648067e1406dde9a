import type { AUTH_PATHS } from '@print/core/auth/auth-api';

/** Every auth route with a valid body; any body property may carry the text (the check is shared). */
export const authCases: Record<keyof typeof AUTH_PATHS, Record<string, string>> = {
  login: { login: 'kunde', password: 'Kunde#2026' },
  resendCode: { code: '123456' },
  logout: { reason: 'fuzz' },
  refresh: { reason: 'fuzz' },
  temporarySession: { language: 'de-DE' },
  signup: { email: 'fuzz@example.com', password: 'Fuzz#2026x', language: 'de-DE' },
  forgotPassword: { email: 'kunde@druckerei.test' },
  resetPassword: { token: 'x'.repeat(43), password: 'Fuzz#2026x' },
  changePassword: { currentPassword: 'Kunde#2026', newPassword: 'Fuzz#2026x' },
};
