import type { Category } from '@campus/shared/contract';
import { AdminTable } from '../../../components/admin-table';

interface CategoryTableProps {
  categories: Category[];
  deletingId: string | undefined;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/** The categories with their Edit and Delete actions, each named after its row for screen readers. */
export function CategoryTable({ categories, ...actions }: CategoryTableProps) {
  return <AdminTable items={categories} {...actions} />;
}
