import type { RentProduct } from '@campus/shared/contract';
import { formatRupees } from '@campus/shared/ui';
import { AdminTable, type AdminTableColumn } from '../../../components/admin-table';

const columns: AdminTableColumn<RentProduct>[] = [
  { header: 'Owner', cell: (item) => item.sellerId.name },
  { header: 'Price/day', cell: (item) => formatRupees(item.pricePerDay) },
  { header: 'Status', cell: (item) => (item.isRented ? 'Rented' : 'Available') },
];

interface RentProductTableProps {
  rentProducts: RentProduct[];
  deletingId: string | undefined;
  onEdit: (rentProduct: RentProduct) => void;
  onDelete: (rentProduct: RentProduct) => void;
}

/** Every rent product for the admin, with Edit and Delete named after their row for screen readers. */
export function RentProductTable({ rentProducts, ...actions }: RentProductTableProps) {
  return <AdminTable standalone items={rentProducts} columns={columns} {...actions} />;
}
