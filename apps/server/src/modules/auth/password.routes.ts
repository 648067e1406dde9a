import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { checkSignupEmail, checkSignupPassword } from '@print/core/validation/admin-rules';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { queueMail } from '../mail/mail.service.ts';
import { adoptTemporaryUserData } from '../users/temporary-data.ts';
import { createCustomerAccount, findUserById, findUserByLogin, setPassword } from '../users/users.service.ts';
import { authRoute, sendFailure, tenantOrReply, type AuthBody } from './auth-http.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { clientAddressKey } from './rate-limit.ts';

/** A reset link works once, for one hour, and only until the password changes otherwise. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Forgot-password answers after at least this long, whether the account exists or not. */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

type ResetRecord = { userId: string; issuedAt: number };

const siteOrigin = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/** Sign-up, forgot / reset password and change password (spec §2, §5, §8). */
export function registerPasswordRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { database, kv, sessions, limiter, limits } = deps;
  const resetKey = (tenantId: string, token: string) =>
    `pr:${tenantId}:${createHash('sha256').update(token).digest('hex')}`;

  app.post<{ Body: AuthBody<'email' | 'password' | 'language'> }>(
    AUTH_PATHS.signup,
    authRoute(['email', 'password', 'language']),
    async (request, reply) => {
      const tenant = await tenantOrReply(deps, request, reply);
      if (!tenant) return reply;
      if (!(await limiter.hit(limits.signupPerIp, `${tenant.id}:${clientAddressKey(request.ip)}`))) {
        return sendFailure(reply, 429, 'auth.tooManyAttempts');
      }
      const email = request.body.email?.trim() ?? '';
      const password = request.body.password ?? '';
      const emailError = checkSignupEmail(email);
      if (emailError) return sendFailure(reply, 400, emailError.key, { field: 'email' });
      const passwordError = checkSignupPassword(password);
      if (passwordError) return sendFailure(reply, 400, passwordError.key, { field: 'password' });
      const requested = request.body.language ?? '';
      const language = tenant.languages.some((l) => l.code === requested)
        ? requested
        : tenant.defaultLanguage;

      const passwordHash = await hashPassword(password);
      const visitorId = await sessions.currentUserId(request, tenant.id);
      await withTenant(database, tenant.id, async (tx) => {
        const userId = await createCustomerAccount(tx, { email, passwordHash, language });
        if (userId) {
          if (visitorId) await adoptTemporaryUserData(tx, visitorId, userId);
          return;
        }
        // The address is taken. Answer as for a new account (no enumeration) and tell its owner instead.
        const existing = await findUserByLogin(tx, email);
        if (existing?.email) {
          await queueMail(tx, tenant, {
            to: existing.email,
            templateKey: 'auth.accountExistsEmail',
            params: { link: `${siteOrigin(request)}/forgot-password` },
            language: chooseLanguage(request, tenant, existing.language),
          });
        }
      });
      return reply.code(201).send({ status: 'registered' });
    },
  );

  app.post<{ Body: AuthBody<'email'> }>(
    AUTH_PATHS.forgotPassword,
    authRoute(['email']),
    async (request, reply) => {
      const tenant = await tenantOrReply(deps, request, reply);
      if (!tenant) return reply;
      if (!(await limiter.hit(limits.forgotPerIp, `${tenant.id}:${clientAddressKey(request.ip)}`))) {
        return sendFailure(reply, 429, 'auth.tooManyAttempts');
      }
      const email = request.body.email?.trim() ?? '';
      const emailError = checkSignupEmail(email);
      if (emailError) return sendFailure(reply, 400, emailError.key, { field: 'email' });
      // Whatever happens next, the answer is the same, and takes the same time (no user enumeration).
      const padding = new Promise((resolve) => setTimeout(resolve, FORGOT_PASSWORD_ANSWER_MS));
      const accountLimited = !(await limiter.hit(
        limits.forgotPerAccount,
        `${tenant.id}:${email.toLowerCase()}`,
      ));
      const user = accountLimited
        ? null
        : await withTenant(database, tenant.id, (tx) => findUserByLogin(tx, email));
      if (user?.email && !user.archived && user.email.toLowerCase() === email.toLowerCase()) {
        const token = randomBytes(32).toString('base64url');
        const record: ResetRecord = { userId: user.id, issuedAt: Date.now() };
        await kv.set(resetKey(tenant.id, token), JSON.stringify(record), RESET_TOKEN_TTL_SECONDS);
        await withTenant(database, tenant.id, (tx) =>
          queueMail(tx, tenant, {
            to: user.email!,
            templateKey: 'auth.passwordResetEmail',
            params: { link: `${siteOrigin(request)}/reset-password?token=${token}` },
            language: chooseLanguage(request, tenant, user.language),
          }),
        );
      }
      await padding;
      return reply.send({ status: 'sent', key: 'auth.forgotPasswordSent' });
    },
  );

  app.post<{ Body: AuthBody<'token' | 'password'> }>(
    AUTH_PATHS.resetPassword,
    authRoute(['token', 'password']),
    async (request, reply) => {
      const tenant = await tenantOrReply(deps, request, reply);
      if (!tenant) return reply;
      const token = request.body.token ?? '';
      const password = request.body.password ?? '';
      const passwordError = checkSignupPassword(password);
      if (passwordError) return sendFailure(reply, 400, passwordError.key, { field: 'password' });
      const key = resetKey(tenant.id, token);
      const raw = token ? await kv.get(key) : null;
      const record = raw ? (JSON.parse(raw) as ResetRecord) : null;
      // Single use, even for two requests racing with the same link.
      if (!record || (await kv.increment(`${key}:used`, RESET_TOKEN_TTL_SECONDS)) !== 1) {
        return sendFailure(reply, 400, 'auth.resetLinkInvalid');
      }
      await kv.delete(key);
      const passwordHash = await hashPassword(password);
      const done = await withTenant(database, tenant.id, async (tx) => {
        const user = await findUserById(tx, record.userId);
        // A link older than the last password change or reset is void, as is one of an archived user.
        const revokedAt = user?.sessionsRevokedAt?.getTime() ?? 0;
        if (!user || user.archivedAt || revokedAt > record.issuedAt) return false;
        // Every session of the account ends: whoever had the old password is out.
        await setPassword(tx, record.userId, passwordHash, new Date());
        return true;
      });
      if (!done) return sendFailure(reply, 400, 'auth.resetLinkInvalid');
      return reply.send({ status: 'passwordReset' });
    },
  );

  app.post<{ Body: AuthBody<'currentPassword' | 'newPassword'> }>(
    AUTH_PATHS.changePassword,
    authRoute(['currentPassword', 'newPassword'], 'account'),
    async (request, reply) => {
      const tenant = await tenantOrReply(deps, request, reply);
      if (!tenant) return reply;
      // An expired access token is renewed here: this call is made by a signed-in page.
      const session =
        (await sessions.userFromAccessCookie(request, tenant.id)) ??
        (await sessions.refresh(request, reply, tenant.id));
      if (!session || session.isTemporary)
        return reply.code(401).send({ key: 'auth.loginError', message: 'Unauthorized' });
      if (!(await limiter.hit(limits.changePasswordPerUser, `${tenant.id}:${session.userId}`))) {
        return sendFailure(reply, 429, 'auth.tooManyAttempts');
      }
      const newPassword = request.body.newPassword ?? '';
      const passwordError = checkSignupPassword(newPassword);
      if (passwordError) return sendFailure(reply, 400, passwordError.key, { field: 'newPassword' });
      const user = await withTenant(database, tenant.id, (tx) => findUserById(tx, session.userId));
      if (!(await verifyPassword(user?.passwordHash, request.body.currentPassword ?? ''))) {
        return sendFailure(reply, 400, 'auth.changePasswordError', { field: 'currentPassword' });
      }
      const passwordHash = await hashPassword(newPassword);
      const now = Date.now();
      await withTenant(database, tenant.id, (tx) =>
        setPassword(tx, session.userId, passwordHash, new Date(now)),
      );
      // Every other session ends; this browser continues in a new one.
      await sessions.revokeCurrent(request, tenant.id);
      await sessions.start(request, reply, tenant.id, session.userId);
      return reply.send({ status: 'passwordChanged' });
    },
  );
}
