import {
  MailSettingsResponseSchema,
  resubscribedMessage,
  UNSUBSCRIBE_LINK_INVALID,
  type UnsubscribeResponse,
  UnsubscribeResponseSchema,
  UnsubscribeSchema,
  unsubscribedMessage,
  UpdateMailSettingsSchema,
} from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { badRequest } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { mailSettingsRepository } from './settings-repository';
import { readUnsubscribeToken } from './unsubscribe-token';

const docs = documented('E-mail settings', { members: true });
const publicDocs = documented('E-mail settings');

/** The e-mails' one-click unsubscribe call (RFC 8058) sends a form this small: `List-Unsubscribe=One-Click`. */
const ONE_CLICK_BODY_LIMIT = 4096;

/**
 * `/mail-settings` (docs/product-rules.md "E-mail notifications"): a member's notification e-mail settings, and the
 * calls of an e-mail's unsubscribe link, which need no session: its token names the member and the kind.
 */
export const mailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = mailSettingsRepository(app.db);
  const { jwtKey } = app.secrets;

  /** The member and kinds of a link's token, if the member is still there; else the link is refused. */
  const fromLink = async (token: string) => {
    const named = readUnsubscribeToken(jwtKey, token);
    const [member] = named ? await app.db.select({ id: users.id }).from(users).where(eq(users.id, named.userId)) : [];
    if (!named || !member) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
    return named;
  };
  /** The unsubscribe page's calls: its link names one kind. */
  const turn = async (token: string, on: boolean) => {
    const { userId, kinds } = await fromLink(token);
    const [kind, ...more] = kinds;
    if (!kind || more.length > 0) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
    await settings.set(userId, kind, on);
    return { success: true as const, kind, subscribed: on, message: on ? resubscribedMessage(kind) : unsubscribedMessage(kind) };
  };
  /** A mail program's one click: every kind of the e-mail it came with off (docs/decisions/0034-notice-digests-and-contact-mail.md). */
  const oneClick = async (token: string) => {
    const { userId, kinds } = await fromLink(token);
    await settings.update(userId, Object.fromEntries(kinds.map((kind) => [kind, false])));
    const [first = 'messages'] = kinds;
    return { success: true as const, kind: first, subscribed: false, message: kinds.map(unsubscribedMessage).join(' ') };
  };

  const read = docs('The signed-in member\'s notification e-mail settings', { response: answers({ 200: MailSettingsResponseSchema }) });
  app.get('/', { preValidation: app.authenticate, schema: read }, async (request) => ({
    success: true as const,
    settings: await settings.read(request.user._id),
  }));

  const update = docs('Turn kinds of notification e-mail on or off', {
    body: UpdateMailSettingsSchema,
    response: answers({ 200: MailSettingsResponseSchema }),
  });
  app.put('/', { preValidation: app.authenticate, schema: update }, async (request) => ({
    success: true as const,
    settings: await settings.update(request.user._id, request.body),
  }));

  const off = publicDocs('Turn off the kind of e-mail an unsubscribe link names (the link\'s page)', {
    body: UnsubscribeSchema,
    response: answers({ 200: UnsubscribeResponseSchema }),
  });
  app.post('/unsubscribe', { config: app.formRateLimit, schema: off }, async (request) => turn(request.body.token, false));

  const on = publicDocs('Turn the kind of e-mail an unsubscribe link names back on', {
    body: UnsubscribeSchema,
    response: answers({ 200: UnsubscribeResponseSchema }),
  });
  app.post('/resubscribe', { config: app.formRateLimit, schema: on }, async (request) => turn(request.body.token, true));

  await app.register(oneClickRoute(oneClick));
};

/**
 * A mail program's one-click unsubscribe (RFC 8058, the e-mail's List-Unsubscribe-Post header): the token in the
 * address, a form body that says nothing more. A scope of its own, so that no other route takes a form.
 */
function oneClickRoute(turnOff: (token: string) => Promise<UnsubscribeResponse>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const schema = documented('E-mail settings', { consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'] })(
      'One-click unsubscribe from a mail program (RFC 8058), the token in the query',
      { querystring: UnsubscribeSchema, response: answers({ 200: UnsubscribeResponseSchema }) },
    );
    app.post('/one-click', { config: app.formRateLimit, schema }, async (request) => turnOff(request.query.token));
  };
}
