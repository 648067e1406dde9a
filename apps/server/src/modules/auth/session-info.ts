import type { SessionInfo } from '@print/core/auth/auth-api';
import type { SessionUser } from '../users/users.service.ts';

/** What the browser may know about its session (no internal sets). */
export function toSessionInfo(user: SessionUser): SessionInfo {
  const { rightSet: _rights, roleNames: _roles, ...info } = user;
  return info;
}
