import { AUTH_PATHS, LOGIN_CODE_PATTERN, NO_REFRESH_TOKEN_MESSAGE } from '@print/core/auth/auth-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { queueMail } from '../mail/mail.service.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { adoptTemporaryUserData } from '../users/temporary-data.ts';
import {
  createTemporaryUser,
  findUserById,
  findUserByLogin,
  loadSessionUser,
} from '../users/users.service.ts';
import { authRoute, sendFailure, tenantOrReply, type AuthBody } from './auth-http.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';
import { clientAddressKey } from './rate-limit.ts';
import { toSessionInfo } from './session-info.ts';
import { verifyPassword } from '../users/passwords.ts';
import { clearChallengeCookie, SESSION_COOKIES, setChallengeCookie } from './session-cookies.ts';

/** The login's two steps post to one address: login and password, then the code (core's LoginRequest). */
type LoginRequest = FastifyRequest<{ Body: AuthBody<'login' | 'password' | 'code'> }>;

/** Login with password and e-mail code, logout, refresh and temporary sessions (spec §4, §7). */
export function registerLoginRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { database, sessions, limiter, loginCodes, limits } = deps;

  /** The code mail, in the language of the page the user signs in on (chooseLanguage). */
  async function mailCode(
    request: FastifyRequest,
    tenant: Tenant,
    user: { email: string; language: string },
    code: string,
  ) {
    await withTenant(database, tenant.id, (tx) =>
      queueMail(tx, tenant, {
        to: user.email,
        templateKey: 'auth.loginCodeEmail',
        params: { code },
        language: chooseLanguage(request, tenant, user.language),
      }),
    );
  }

  async function passwordStep(request: LoginRequest, reply: FastifyReply, tenant: Tenant) {
    const login = request.body.login?.trim() ?? '';
    const password = request.body.password ?? '';
    if (!login || !password) return sendFailure(reply, 400, 'validation.mandatoryFields');
    const accountKey = `${tenant.id}:${login.toLowerCase()}:${clientAddressKey(request.ip)}`;
    if (
      !(await limiter.hit(limits.loginPerIp, `${tenant.id}:${clientAddressKey(request.ip)}`)) ||
      (await limiter.exceeded(limits.loginFailuresPerAccountAndIp, accountKey))
    ) {
      return sendFailure(reply, 429, 'auth.tooManyAttempts');
    }
    const user = await withTenant(database, tenant.id, (tx) => findUserByLogin(tx, login));
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await limiter.hit(limits.loginFailuresPerAccountAndIp, accountKey);
      return sendFailure(reply, 401, 'auth.invalidLoginCombination');
    }
    // Only someone who knows the password learns that the account cannot log in.
    if (user.archived || !user.email) return sendFailure(reply, 403, 'auth.loginNotPossible');
    if (!(await limiter.hit(limits.codeMailsPerAccount, `${tenant.id}:${user.id}`))) {
      return sendFailure(reply, 429, 'auth.tooManyAttempts');
    }
    const { challengeId, code } = await loginCodes.start(tenant.id, user.id);
    try {
      await mailCode(request, tenant, { email: user.email, language: user.language }, code);
    } catch (error) {
      request.log.error({ err: error }, 'login code mail could not be queued');
      await loginCodes.cancel(tenant.id, challengeId);
      return sendFailure(reply, 502, 'auth.codeTransmissionError');
    }
    setChallengeCookie(request, reply, challengeId);
    return reply.send({ status: 'codeRequired' });
  }

  async function codeStep(request: LoginRequest, reply: FastifyReply, tenant: Tenant) {
    const challengeId = request.cookies[SESSION_COOKIES.challenge];
    if (!challengeId) return sendFailure(reply, 401, 'auth.codeExpired');
    const code = request.body.code?.trim() ?? '';
    if (!LOGIN_CODE_PATTERN.test(code)) return sendFailure(reply, 400, 'auth.codeInvalid', { field: 'code' });
    if (!(await limiter.hit(limits.codePerIp, `${tenant.id}:${clientAddressKey(request.ip)}`))) {
      return sendFailure(reply, 429, 'auth.tooManyAttempts');
    }
    const check = await loginCodes.check(tenant.id, challengeId, code);
    if (!check.ok) {
      if (check.reason === 'expired') {
        clearChallengeCookie(request, reply);
        return sendFailure(reply, 401, 'auth.codeExpired');
      }
      return sendFailure(reply, 401, 'auth.codeInvalid', { field: 'code' });
    }
    // A temporary visitor logging in keeps what they did (cart, drafts, watchlist).
    const previousUserId = await sessions.currentUserId(request, tenant.id);
    const user = await withTenant(database, tenant.id, async (tx) => {
      const account = await loadSessionUser(tx, check.userId, Date.now());
      // Only into an account that can sign in (it may have been archived meanwhile).
      if (account && previousUserId) await adoptTemporaryUserData(tx, previousUserId, check.userId);
      return account;
    });
    if (!user) return sendFailure(reply, 403, 'auth.loginNotPossible');
    await sessions.revokeCurrent(request, tenant.id); // the visitor's session, if any
    await sessions.start(request, reply, tenant.id, user.userId);
    clearChallengeCookie(request, reply);
    return reply.send({ status: 'loggedIn', session: toSessionInfo(user) });
  }

  app.post(
    AUTH_PATHS.login,
    authRoute(['login', 'password', 'code']),
    async (request: LoginRequest, reply) => {
      const tenant = await tenantOrReply(deps, request, reply);
      if (!tenant) return reply;
      return request.body.code !== undefined
        ? codeStep(request, reply, tenant)
        : passwordStep(request, reply, tenant);
    },
  );

  app.post(AUTH_PATHS.resendCode, authRoute([]), async (request, reply) => {
    const tenant = await tenantOrReply(deps, request, reply);
    if (!tenant) return reply;
    const challengeId = request.cookies[SESSION_COOKIES.challenge];
    if (!(await limiter.hit(limits.codePerIp, `${tenant.id}:${clientAddressKey(request.ip)}`))) {
      return sendFailure(reply, 429, 'auth.tooManyAttempts');
    }
    const renewed = challengeId ? await loginCodes.renew(tenant.id, challengeId) : null;
    if (!renewed) return sendFailure(reply, 401, 'auth.codeExpired');
    if (!(await limiter.hit(limits.codeMailsPerAccount, `${tenant.id}:${renewed.userId}`))) {
      return sendFailure(reply, 429, 'auth.tooManyAttempts');
    }
    const user = await withTenant(database, tenant.id, (tx) => findUserById(tx, renewed.userId));
    try {
      if (!user?.email) throw new Error('the user has no e-mail address');
      await mailCode(request, tenant, { email: user.email, language: user.language }, renewed.code);
    } catch (error) {
      request.log.error({ err: error }, 'login code mail could not be queued');
      return sendFailure(reply, 502, 'auth.codeTransmissionError');
    }
    return reply.send({ status: 'codeSent' });
  });

  app.post(AUTH_PATHS.logout, authRoute([]), async (request, reply) => {
    const tenant = await tenantOrReply(deps, request, reply);
    if (!tenant) return reply;
    await sessions.end(request, reply, tenant.id);
    return reply.code(204).send();
  });

  app.post(AUTH_PATHS.refresh, authRoute([]), async (request, reply) => {
    const tenant = await tenantOrReply(deps, request, reply);
    if (!tenant) return reply;
    const user = await sessions.refresh(request, reply, tenant.id);
    // The client depends on this exact message, whichever store holds the tokens (spec §4).
    if (!user) return reply.code(401).send({ key: 'auth.noRefreshToken', message: NO_REFRESH_TOKEN_MESSAGE });
    return reply.send({ status: 'refreshed', session: toSessionInfo(user) });
  });

  app.post<{ Body: AuthBody<'language'> }>(
    AUTH_PATHS.temporarySession,
    authRoute(['language']),
    async (request, reply) => {
      const tenant = await tenantOrReply(deps, request, reply);
      if (!tenant) return reply;
      if (!tenant.allowTemporaryUsers) return sendFailure(reply, 403, 'auth.temporarySessionNotAllowed');
      if (!(await limiter.hit(limits.temporaryPerIp, `${tenant.id}:${clientAddressKey(request.ip)}`))) {
        return sendFailure(reply, 429, 'auth.tooManyAttempts');
      }
      const requested = request.body.language ?? '';
      const language = tenant.languages.some((l) => l.code === requested)
        ? requested
        : tenant.defaultLanguage;
      const user = await withTenant(database, tenant.id, async (tx) => {
        const userId = await createTemporaryUser(tx, language);
        return loadSessionUser(tx, userId, Date.now());
      });
      await sessions.revokeCurrent(request, tenant.id);
      await sessions.start(request, reply, tenant.id, user!.userId);
      return reply.send({ status: 'started', session: toSessionInfo(user!) });
    },
  );
}
