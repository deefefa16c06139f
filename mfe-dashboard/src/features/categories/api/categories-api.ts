import { baseApi, registerErrorMessages } from '@campus/shared/api';
import type { CategoriesResponse, Category, CategoryInput, CategoryMutationResponse } from '@campus/shared/contract';

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

/** The admin's category screen. Products carry their category's name, so a rename refreshes them too. */
export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => ({ url: '/category/get-category' }),
      transformResponse: (response: CategoriesResponse) => response.getCategory,
      providesTags: (categories = []) => [
        { type: 'Category', id: 'LIST' },
        ...categories.map((category) => ({ type: 'Category' as const, id: category._id })),
      ],
    }),
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

// docs/product-rules.md "Texts"; the server's own message (a duplicate name, a category still in use) wins over these.
registerErrorMessages({
  getCategories: 'Error fetching categories',
  createCategory: 'Error creating category',
  updateCategory: 'Error updating category',
  deleteCategory: 'Error deleting category',
});

export const { useGetCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation } =
  categoriesApi;
