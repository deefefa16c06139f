import {
  MEMBER_ERRORS,
  MemberParamsSchema,
  MemberResponseSchema,
  MembersQuerySchema,
  MembersResponseSchema,
  SuspendMemberInputSchema,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../http-error';
import { answers } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { membersRepository } from './repository';

const docs = documented('Members', { members: true });

/**
 * `/members` (docs/product-rules.md "Reports and suspension"), admins only: find a member by name or e-mail, read
 * their listings, the reports about them and what admins did, suspend them with a reason without a report, lift a
 * suspension. Who may is checked before the body: a visitor is told 401, a member 403.
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = membersRepository(app.db);
  const adminOnly = [app.authenticate, app.requireAdmin];

  const list = docs('Members whose name or e-mail holds the search, by name (admins)', {
    querystring: MembersQuerySchema,
    response: answers({ 200: MembersResponseSchema }),
  });
  app.get('/', { preValidation: adminOnly, schema: list }, async (request) => {
    const { members, total } = await repository.search(request.query.q, request.query.limit);
    return { success: true as const, members, total };
  });

  const one = docs("A member with their listings, the reports about them and the admins' past actions (admins)", {
    params: MemberParamsSchema,
    response: answers({ 200: MemberResponseSchema }),
  });
  const detail = async (id: string) => {
    const member = await repository.detail(id);
    if (!member) throw notFound(MEMBER_ERRORS.notFound);
    return { success: true as const, member };
  };
  app.get('/:id', { preValidation: adminOnly, schema: one }, (request) => detail(request.params.id));

  const suspend = docs('Suspend a member, with a reason: they cannot log in and their sessions end (admins)', {
    params: MemberParamsSchema,
    body: SuspendMemberInputSchema,
    response: answers({ 200: MemberResponseSchema }),
  });
  app.post('/:id/suspend', { preValidation: adminOnly, schema: suspend }, async (request) => {
    const outcome = await repository.suspend(request.params.id, request.body.reason, request.user._id);
    if (outcome === 'missing') throw notFound(MEMBER_ERRORS.notFound);
    if (outcome === 'admin') throw badRequest(MEMBER_ERRORS.admin);
    if (outcome === 'already') throw conflict(MEMBER_ERRORS.alreadySuspended);
    // Their sessions are over, their live connections on every instance too (README "Live connections").
    app.endSessions({ userId: request.params.id, belowVersion: null });
    return detail(request.params.id);
  });

  const lift = docs('Lift a suspension: the member may log in again (admins)', {
    params: MemberParamsSchema,
    response: answers({ 200: MemberResponseSchema }),
  });
  app.post('/:id/lift-suspension', { preValidation: adminOnly, schema: lift }, async (request) => {
    if (!(await repository.summary(request.params.id))) throw notFound(MEMBER_ERRORS.notFound);
    if (!(await repository.lift(request.params.id, request.user._id))) throw conflict(MEMBER_ERRORS.notSuspended);
    return detail(request.params.id);
  });
};
