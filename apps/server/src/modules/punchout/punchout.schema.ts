import { builder } from '../../platform/graphql/builder.ts';
import { punchOutCookie } from './punchout-cookie.ts';
import { openPunchOut } from './punchout.service.ts';
import { PUNCHOUT_PATHS } from './punchout.routes.ts';

// Whether the session shops for a procurement system: the cart then offers 'Transfer to procurement
// system' (a form POST to `transferUrl`) instead of checkout.

const PunchOutInfo = builder
  .objectRef<{ protocol: string; transferUrl: string }>('PunchOutSession')
  .implement({
    authScopes: { session: true },
    fields: (t) => ({
      protocol: t.string({ description: 'oci | cxml', resolve: (info) => info.protocol }),
      transferUrl: t.exposeString('transferUrl'),
    }),
  });

builder.queryField('punchOutSession', (t) =>
  t.field({
    type: PunchOutInfo,
    nullable: true,
    authScopes: { session: true },
    resolve: async (_root, _args, ctx) => {
      const sessionId = punchOutCookie(ctx.req);
      const session = sessionId ? await openPunchOut(ctx.tx, sessionId, ctx.user!.userId) : null;
      return session ? { protocol: session.protocol, transferUrl: PUNCHOUT_PATHS.transfer } : null;
    },
  }),
);
