import { useMutationErrorToast, useQueryErrorToast, useGetCategoriesQuery } from '@campus/shared/api';
import type { Category } from '@campus/shared/contract';
import { Card, DocumentTitle, Page, PageTitle, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { AdminTable } from '../../../components/admin-table';
import { ListStates } from '../../../components/list-states';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useEditModal } from '../../../components/use-edit-modal';
import { useCreateCategoryMutation, useDeleteCategoryMutation, useUpdateCategoryMutation, type CategoryDeleteResponse } from '../api/categories-api';
import { CategoryNameForm } from './category-name-form';

const Section = styled(Card)`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
`;

/** The category screen's calls, each failure toasted in its own words (docs/product-rules.md "Texts"; the server's message first). */
function useCategoryCalls() {
  const categories = useQueryErrorToast(useGetCategoriesQuery(), 'Error fetching categories');
  const [createCategory] = useMutationErrorToast(useCreateCategoryMutation(), 'Error creating category');
  const [updateCategory] = useMutationErrorToast(useUpdateCategoryMutation(), 'Error updating category');
  const removal = useConfirmedDelete<Category, CategoryDeleteResponse>(useMutationErrorToast(useDeleteCategoryMutation(), 'Error deleting category'), {
    title: 'Delete category',
    question: (category) => `Delete the category ${category.name}?`,
    done: (_category, data) => data.message || `${data.delCategory.name} deleted successfully`,
  });
  return { categories, createCategory, updateCategory, removal };
}

/** docs/product-rules.md "Admin screens", Create Product Category: a create form and the categories, each editable and deletable. */
export function CategoriesPage() {
  const { categories, createCategory, updateCategory, removal } = useCategoryCalls();
  const edit = useEditModal<Category>();

  const onCreate = async (name: string) => {
    const result = await createCategory({ name });
    if (result.error) return false;
    toast.success(result.data.message || `${result.data.category.name} created successfully`);
    return true;
  };
  const onRename = async (category: Category, name: string) =>
    edit.saved(await updateCategory({ id: category._id, body: { name } }), (data) => `${data.category.name} updated successfully`);

  return (
    <Page>
      <DocumentTitle title="Create Product Category" />
      <PageTitle>Create Product Category</PageTitle>
      <Section aria-labelledby="new-category-heading">
        <h2 id="new-category-heading">New category</h2>
        <CategoryNameForm mode="create" label="Create a category" fieldLabel="Category name" submitLabel="Create" onSubmit={onCreate} />
      </Section>
      <Section aria-labelledby="categories-heading">
        <h2 id="categories-heading">Categories</h2>
        <ListStates list={categories} loading="Loading categories…" failed="The categories could not be loaded." empty="No categories found.">
          {(items) => <AdminTable items={items} deletingId={removal.deletingId} onEdit={edit.open} onDelete={removal.onDelete} />}
        </ListStates>
      </Section>
      {edit.modal((category) => (
        <CategoryNameForm
          mode="rename"
          label="Rename the category"
          fieldLabel="Updated name"
          submitLabel="Update"
          defaultName={category.name}
          onSubmit={(name) => onRename(category, name)}
        />
      ))}
      {removal.dialog}
    </Page>
  );
}
