import {
  CategoryDeleteResponseSchema,
  CategoryInputSchema,
  CategoryMutationResponseSchema,
  type CategoryMutationResponse,
} from '@campus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../http-error';
import { answers, FORM_MEDIA_TYPES } from '../../openapi/answers';
import { documented } from '../../openapi/documented';
import { formBody, formParsers } from '../../plugins/forms';
import { categoryRepository } from './category-repository';
import { toCategoryResponse } from './mappers';
import { CategoryIdParamsSchema } from './schemas';

const taken = (name: string) => conflict(`A category named "${name}" already exists.`);
const CATEGORY_NOT_FOUND = 'Category not found';

/**
 * Admins manage categories (docs/product-rules.md "Roles and permissions"); everyone reads them through the catalogue routes. A category's name comes as
 * JSON or as a form (README "Forms"): `fromForm` puts a form's fields where the `body` schema checks them.
 */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formParsers);
  const repository = categoryRepository(app.db);
  const adminOnly = [app.authenticate, app.requireAdmin];
  const fromForm = formBody('category');
  const docs = documented('Catalogue', { members: true, consumes: FORM_MEDIA_TYPES });

  app.post(
    '/category/create-category',
    {
      preValidation: fromForm,
      preHandler: adminOnly,
      schema: docs('Create a category (admins)', { body: CategoryInputSchema, response: answers({ 201: CategoryMutationResponseSchema }) }),
    },
    async (request, reply) => {
      const { name } = request.body;
      if (await repository.findByName(name)) throw taken(name);
      const category = await repository.create(name);
      if (!category) throw taken(name);
      const body: CategoryMutationResponse = {
        success: true,
        message: `${category.name} created successfully`,
        category: toCategoryResponse(category),
      };
      return reply.status(201).send(body);
    },
  );

  app.put(
    '/category/update-category/:id',
    {
      preValidation: fromForm,
      preHandler: adminOnly,
      schema: docs('Rename a category (admins)', {
        params: CategoryIdParamsSchema,
        body: CategoryInputSchema,
        response: answers({ 200: CategoryMutationResponseSchema }),
      }),
    },
    async (request): Promise<CategoryMutationResponse> => {
      const { id } = request.params;
      const { name } = request.body;
      if (!(await repository.find(id))) throw notFound(CATEGORY_NOT_FOUND);
      if (await repository.findByName(name, id)) throw taken(name);
      const category = await repository.rename(id, name);
      if (category === 'missing') throw notFound(CATEGORY_NOT_FOUND);
      if (category === 'taken') throw taken(name);
      return { success: true, message: `${category.name} updated successfully`, category: toCategoryResponse(category) };
    },
  );

  app.delete(
    '/category/delete-category/:id',
    {
      preHandler: adminOnly,
      schema: docs('Delete an unused category (admins)', { params: CategoryIdParamsSchema, response: answers({ 200: CategoryDeleteResponseSchema }) }),
    },
    async (request) => {
      const result = await repository.remove(request.params.id);
      if (result.kind === 'missing') throw notFound(CATEGORY_NOT_FOUND);
      if (result.kind === 'in-use') {
        const noun = result.products === 1 ? 'product' : 'products';
        throw conflict(`This category is used by ${result.products} ${noun}; move or delete them first.`);
      }
      const category = toCategoryResponse(result.category);
      return { success: true as const, message: `${category.name} deleted successfully`, delCategory: category };
    },
  );
};
