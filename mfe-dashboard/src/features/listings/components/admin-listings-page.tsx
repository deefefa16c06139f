import {
  useGetRentProductsQuery,
  useGetServiceListingsQuery,
  useMutationErrorToast,
  useQueryErrorToast,
  type MutationCall,
  type Upload,
} from '@campus/shared/api';
import type { RentProduct, Service } from '@campus/shared/contract';
import { DocumentTitle, formatRupees, Page, PageTitle } from '@campus/shared/ui';
import type { ReactNode } from 'react';
import { AdminTable, type AdminTableColumn } from '../../../components/admin-table';
import { ListStates, type ListQuery } from '../../../components/list-states';
import { OwnUpload, UploadProgress } from '../../../components/upload-progress';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useEditModal } from '../../../components/use-edit-modal';
import { useDeleteRentProductMutation, useDeleteServiceMutation, useUpdateRentProductMutation, useUpdateServiceMutation } from '../api/listings-api';
import { listingToFormValues, toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { listingStatus } from '../listing-status';
import { ListingForm } from './listing-form';

/** The words of the admin's screen of every listing of one kind (docs/product-rules.md "Texts"). */
interface AdminListingsTexts {
  kind: 'rent' | 'service';
  title: string;
  loading: string;
  failed: string;
  priceHeader: string;
  /** The one listing's noun, for the form's labels. */
  noun: string;
  updated: string;
}

const RENT: AdminListingsTexts = {
  kind: 'rent',
  title: 'Update Products (rent)',
  loading: 'Loading rent products…',
  failed: 'The rent products could not be loaded.',
  priceHeader: 'Price/day',
  noun: 'rent product',
  updated: 'Rent Product updated successfully',
};

const SERVICES: AdminListingsTexts = {
  kind: 'service',
  title: 'Update Services',
  loading: 'Loading services…',
  failed: 'The services could not be loaded.',
  priceHeader: 'Price/hour',
  noun: 'service',
  updated: 'Service updated successfully',
};

/** docs/product-rules.md "Texts": the same words as the products' screen. */
const FETCH_FAILED = 'Error fetching products';
const UPDATE_FAILED = 'Update failed';
const DELETE_FAILED = 'Error deleting product';
const deleted = (item: { name: string }, data: { message?: string }) => data.message || `${item.name} deleted successfully`;

interface AdminListingsPageProps<Item extends RentProduct | Service> {
  texts: AdminListingsTexts;
  list: ListQuery<Item>;
  /** The edit's call, toasted on failure: its outcome for the modal, and its abort for the upload's Cancel. */
  update: (id: string, body: FormData) => MutationCall<{ message?: string }>;
  removal: { onDelete: (item: Item) => void; deletingId: string | undefined; dialog: ReactNode };
  category: (item: Item) => string;
}

/**
 * docs/product-rules.md "Admin screens": every rent product (Update Products (rent)) or every service (Update
 * Services), each editable in a modal and deletable, for the admin; the server lets an admin change or delete any
 * listing ("Deviation 4"). "Deviation 1": the rent product's edit updates the rent product itself, not a product.
 */
function AdminListingsPage<Item extends RentProduct | Service>({ texts, list, update, removal, category }: AdminListingsPageProps<Item>) {
  const edit = useEditModal<Item>();
  const columns: AdminTableColumn<Item>[] = [
    { header: 'Owner', cell: (item) => item.sellerId.name },
    { header: texts.priceHeader, cell: (item) => formatRupees(item.pricePerDay) },
    { header: 'Status', cell: listingStatus },
  ];

  // Sent with its upload followed, as the owner's edit page does (docs/product-rules.md "Dashboards"): a Cancel keeps the modal open.
  const onSave = async (upload: Upload, item: Item, values: ListingFormOutput, photo: File | null) => {
    edit.saved(await upload.send(toListingFormData(values, photo), (body) => update(item._id, body)), () => texts.updated);
  };

  return (
    <Page>
      <DocumentTitle title={texts.title} />
      <PageTitle>{texts.title}</PageTitle>
      <ListStates list={list} loading={texts.loading} failed={texts.failed} empty="No products found.">
        {(items) => (
          <AdminTable standalone items={items} columns={columns} deletingId={removal.deletingId} onEdit={edit.open} onDelete={removal.onDelete} />
        )}
      </ListStates>
      {edit.modal((item) => (
        <OwnUpload>
          {(upload) => (
            <ListingForm
              kind={texts.kind}
              mode="update"
              label={`Edit the ${texts.noun}`}
              defaultValues={listingToFormValues({ ...item, category: category(item) })}
              submitLabel={`Update ${texts.noun}`}
              busyLabel="Updating…"
              upload={<UploadProgress upload={upload} />}
              onSubmit={(values, photo) => onSave(upload, item, values, photo)}
            />
          )}
        </OwnUpload>
      ))}
      {removal.dialog}
    </Page>
  );
}

/** `/dashboard/admin/update-rent-product`: every rent product. */
export function UpdateRentProductsPage() {
  const list = useQueryErrorToast(useGetRentProductsQuery(), FETCH_FAILED);
  const [update] = useMutationErrorToast(useUpdateRentProductMutation(), UPDATE_FAILED);
  const removal = useConfirmedDelete<RentProduct, { message?: string }>(useMutationErrorToast(useDeleteRentProductMutation(), DELETE_FAILED), {
    title: 'Delete rent product',
    done: deleted,
  });
  return <AdminListingsPage texts={RENT} list={list} update={(id, body) => update({ id, body })} removal={removal} category={(item) => item.category.name} />;
}

/** `/dashboard/admin/update-service`: every service, as the rent products' screen (docs/product-rules.md "Admin screens"). */
export function UpdateServicesPage() {
  const list = useQueryErrorToast(useGetServiceListingsQuery(), FETCH_FAILED);
  const [update] = useMutationErrorToast(useUpdateServiceMutation(), UPDATE_FAILED);
  const removal = useConfirmedDelete<Service, { message?: string }>(useMutationErrorToast(useDeleteServiceMutation(), DELETE_FAILED), {
    title: 'Delete service',
    done: deleted,
  });
  return <AdminListingsPage texts={SERVICES} list={list} update={(id, body) => update({ id, body })} removal={removal} category={(item) => item.category} />;
}
