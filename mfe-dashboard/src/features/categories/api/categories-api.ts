import { baseApi } from '@campus/shared/api';
import type { Category, CategoryInput, CategoryMutationResponse } from '@campus/shared/contract';

/** `DELETE /category/delete-category/{id}` (the original client reads `delCategory.name`). */
export interface CategoryDeleteResponse {
  success: true;
  message: string;
  delCategory: Category;
}

export interface CategoryUpdateRequest {
  id: string;
  body: CategoryInput;
}

/**
 * The admin's category writes; the list is `useGetCategoriesQuery` of @campus/shared/api, which the marketplace
 * reads too. Products carry their category's name, so a rename refreshes them as well.
 */
export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCategory: build.mutation<CategoryMutationResponse, CategoryInput>({
      query: (data) => ({ url: '/category/create-category', method: 'POST', data }),
      invalidatesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    updateCategory: build.mutation<CategoryMutationResponse, CategoryUpdateRequest>({
      query: ({ id, body }) => ({ url: `/category/update-category/${encodeURIComponent(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Category', id },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    deleteCategory: build.mutation<CategoryDeleteResponse, string>({
      query: (id) => ({ url: `/category/delete-category/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Category', id }],
    }),
  }),
});

export const { useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation } = categoriesApi;
