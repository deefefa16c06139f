import type { CategoriesResponse, Category } from '../../contract';
import { baseApi } from '../base-api';
import { listQuery } from '../../queries/list-queries';

/** The categories, read by the marketplace's filters, the product form and the admin's category screen. */
export const categoryEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>(listQuery('/category/get-category', (answer: CategoriesResponse) => answer.getCategory, 'Category')),
  }),
});

export const { useGetCategoriesQuery } = categoryEndpoints;
