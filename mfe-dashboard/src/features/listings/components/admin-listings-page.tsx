import { useGetRentProductsQuery, useGetServicesQuery, useMutationErrorToast, useQueryErrorToast } from '@campus/shared/api';
import type { RentProduct, Service } from '@campus/shared/contract';
import { DocumentTitle, formatRupees, Page, PageTitle } from '@campus/shared/ui';
import { AdminTable, type AdminTableColumn } from '../../../components/admin-table';
import { ListStates } from '../../../components/list-states';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useEditModal } from '../../../components/use-edit-modal';
import { useDeleteRentProductMutation, useDeleteServiceMutation, useUpdateRentProductMutation, useUpdateServiceMutation } from '../api/listings-api';
import { listingToFormValues, toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { listingStatus } from '../listing-status';
import { ListingForm } from './listing-form';

/** What the admin's screen of every listing of one kind needs: its calls and its words (docs/product-rules.md "Texts"). */
interface AdminListingsScreen<Item extends RentProduct | Service> {
  kind: 'rent' | 'service';
  title: string;
  loading: string;
  failed: string;
  priceHeader: string;
  /** The one listing's noun, for the delete's question and the form's labels. */
  noun: string;
  updated: string;
  useList: () => ReturnType<typeof useGetRentProductsQuery> | ReturnType<typeof useGetServicesQuery>;
  useUpdate: typeof useUpdateRentProductMutation | typeof useUpdateServiceMutation;
  useDelete: typeof useDeleteRentProductMutation | typeof useDeleteServiceMutation;
  category: (item: Item) => string;
}

const RENT: AdminListingsScreen<RentProduct> = {
  kind: 'rent',
  title: 'Update Products (rent)',
  loading: 'Loading rent products…',
  failed: 'The rent products could not be loaded.',
  priceHeader: 'Price/day',
  noun: 'rent product',
  updated: 'Rent Product updated successfully',
  useList: useGetRentProductsQuery,
  useUpdate: useUpdateRentProductMutation,
  useDelete: useDeleteRentProductMutation,
  category: (item) => item.category.name,
};

const SERVICES: AdminListingsScreen<Service> = {
  kind: 'service',
  title: 'Update Services',
  loading: 'Loading services…',
  failed: 'The services could not be loaded.',
  priceHeader: 'Price/hour',
  noun: 'service',
  updated: 'Service updated successfully',
  useList: useGetServicesQuery,
  useUpdate: useUpdateServiceMutation,
  useDelete: useDeleteServiceMutation,
  category: (item) => item.category,
};

/**
 * docs/product-rules.md "Admin screens": every rent product (Update Products (rent)) or every service (Update
 * Services), each editable in a modal and deletable, for the admin; the server lets an admin change or delete any
 * listing ("Deviation 4"). "Deviation 1": the rent product's edit updates the rent product itself, not a product.
 */
function AdminListingsPage<Item extends RentProduct | Service>({ screen }: { screen: AdminListingsScreen<Item> }) {
  // docs/product-rules.md "Texts": the same words as the products' screen.
  const list = useQueryErrorToast(screen.useList(), 'Error fetching products');
  const [update] = useMutationErrorToast(screen.useUpdate(), 'Update failed');
  const removal = useConfirmedDelete<Item, { message?: string }>(useMutationErrorToast(screen.useDelete(), 'Error deleting product'), {
    title: `Delete ${screen.noun}`,
    done: (item, data) => data.message || `${item.name} deleted successfully`,
  });
  const edit = useEditModal<Item>();
  const columns: AdminTableColumn<Item>[] = [
    { header: 'Owner', cell: (item) => item.sellerId.name },
    { header: screen.priceHeader, cell: (item) => formatRupees(item.pricePerDay) },
    { header: 'Status', cell: listingStatus },
  ];

  const onSave = async (item: Item, values: ListingFormOutput, photo: File | null) => {
    edit.saved(await update({ id: item._id, body: toListingFormData(values, photo) }), () => screen.updated);
  };

  return (
    <Page>
      <DocumentTitle title={screen.title} />
      <PageTitle>{screen.title}</PageTitle>
      <ListStates list={list} loading={screen.loading} failed={screen.failed} empty="No products found.">
        {(items) => (
          <AdminTable
            standalone
            items={items as Item[]}
            columns={columns}
            deletingId={removal.deletingId}
            onEdit={edit.open}
            onDelete={removal.onDelete}
          />
        )}
      </ListStates>
      {edit.modal((item) => (
        <ListingForm
          kind={screen.kind}
          mode="update"
          label={`Edit the ${screen.noun}`}
          defaultValues={listingToFormValues({ ...item, category: screen.category(item) })}
          submitLabel={`Update ${screen.noun}`}
          busyLabel="Updating…"
          onSubmit={(values, photo) => onSave(item, values, photo)}
        />
      ))}
      {removal.dialog}
    </Page>
  );
}

/** `/dashboard/admin/update-rent-product`: every rent product. */
export function UpdateRentProductsPage() {
  return <AdminListingsPage screen={RENT} />;
}

/** `/dashboard/admin/update-service`: every service, as the rent products' screen (docs/product-rules.md "Admin screens"). */
export function UpdateServicesPage() {
  return <AdminListingsPage screen={SERVICES} />;
}
