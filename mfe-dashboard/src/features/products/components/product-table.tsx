import type { Product } from '@campus/shared/contract';
import { formatRupees } from '@campus/shared/ui';
import { AdminTable, type AdminTableColumn } from '../../../components/admin-table';

const columns: AdminTableColumn<Product>[] = [
  { header: 'Seller', cell: (product) => product.sellerId.name },
  { header: 'Price', cell: (product) => formatRupees(product.price) },
  { header: 'Stock', cell: (product) => product.quantity },
];

interface ProductTableProps {
  products: Product[];
  deletingId: string | undefined;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Every listing for the admin, with Edit and Delete named after their row for screen readers. */
export function ProductTable({ products, ...actions }: ProductTableProps) {
  return <AdminTable standalone items={products} columns={columns} {...actions} />;
}
