import { onFirstUse, useOpenedOnce } from '../../ui/on-first-use.tsx';
import type { SignInRequest } from './sign-in-notice.tsx';

const signInNotice = onFirstUse(() => import('./sign-in-notice.tsx').then((module) => module.SignInNotice));

/** The guest's sign-in notice, its code (React Aria's modal) loaded when first shown. */
export function SignInNoticeOnDemand(props: { request: SignInRequest | null; onClose: () => void }) {
  const opened = useOpenedOnce(props.request !== null);
  return opened ? <signInNotice.Loaded {...props} /> : null;
}
