import { SIGNED_OUT_EVERYWHERE, SignOutEverywhereResponseSchema, type SignOutEverywhereResponse } from '@campus/shared/contract';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { raiseTokenVersion } from './repository';

const memberDocs = documented('Accounts', { members: true });

/**
 * `POST /auth/sign-out-everywhere` (README "Accounts and sign-in"): raises the member's token version, which ends every
 * session of theirs, the caller's too, and ends their live connections on every instance (README "Live connections").
 * The page then logs out as at logout.
 */
export function signOutEverywhereRoute(app: RouteApp) {
  const schema = memberDocs('End every session of the signed-in member, this one too, and close their live connections', {
    response: answers({ 200: SignOutEverywhereResponseSchema }),
  });
  app.post('/sign-out-everywhere', { config: app.formRateLimit, preHandler: app.authenticate, schema }, async (request) => {
    const tokenVersion = await raiseTokenVersion(app.db, request.user._id);
    // The member was there a moment ago (authenticate); deleted since, they have no sessions left to end.
    if (tokenVersion !== null) app.endSessions({ userId: request.user._id, belowVersion: tokenVersion });
    return { success: true, message: SIGNED_OUT_EVERYWHERE } satisfies SignOutEverywhereResponse;
  });
}
