import type { Category } from '@campus/shared/contract';
import { Button, Card, DocumentTitle, EmptyState, Modal, Page, PageTitle, Spinner, styled, toast, useConfirm } from '@campus/shared/ui';
import { useState } from 'react';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useGetCategoriesQuery,
  useUpdateCategoryMutation,
} from '../api/categories-api';
import { CategoryNameForm } from './category-name-form';
import { CategoryTable } from './category-table';

const Section = styled(Card)`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
`;

/** docs/product-rules.md "Admin screens", Create Product Category: a create form and the categories, each editable and deletable. */
export function CategoriesPage() {
  const { data: categories, isLoading, isError, refetch } = useGetCategoriesQuery();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [deleteCategory, { isLoading: deleting, originalArgs: deletingId }] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | null>(null);
  const { confirm, dialog } = useConfirm();

  // Failures of every call below are toasted by the shared error middleware (server message first).
  const onCreate = async (name: string) => {
    const result = await createCategory({ name });
    if (result.error) return false;
    toast.success(result.data.message || `${result.data.category.name} created successfully`);
    return true;
  };

  const onRename = async (category: Category, name: string) => {
    const result = await updateCategory({ id: category._id, body: { name } });
    if (result.error) return false;
    toast.success(result.data.message || `${result.data.category.name} updated successfully`);
    setEditing(null);
    return true;
  };

  const onDelete = async (category: Category) => {
    const yes = await confirm({ title: 'Delete category', message: `Delete the category ${category.name}?`, confirmLabel: 'Delete', tone: 'danger' });
    if (!yes) return;
    const result = await deleteCategory(category._id);
    if (result.error) return;
    toast.success(result.data.message || `${result.data.delCategory.name} deleted successfully`);
  };

  let list;
  if (isLoading) {
    list = <Spinner label="Loading categories…" />;
  } else if (isError && !categories) {
    list = (
      <EmptyState>
        <p>The categories could not be loaded.</p>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (!categories || categories.length === 0) {
    list = <EmptyState>No categories found.</EmptyState>;
  } else {
    list = (
      <CategoryTable
        categories={categories}
        deletingId={deleting ? deletingId : undefined}
        onEdit={setEditing}
        onDelete={(category) => void onDelete(category)}
      />
    );
  }

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
        {list}
      </Section>
      {editing ? (
        <Modal title={`Edit ${editing.name}`} onClose={() => setEditing(null)}>
          <CategoryNameForm
            mode="rename"
            label="Rename the category"
            fieldLabel="Updated name"
            submitLabel="Update"
            defaultName={editing.name}
            onSubmit={(name) => onRename(editing, name)}
          />
        </Modal>
      ) : null}
      {dialog}
    </Page>
  );
}
