import { rentProductPhotoPath } from '@campus/shared/contract';
import { toast } from '@campus/shared/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { EditScreen } from '../../../components/edit-screen';
import { paths } from '../../../config/paths';
import { useGetSellerRentProductsQuery, useUpdateRentProductMutation } from '../api/listings-api';
import { toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { EditListingForm } from './edit-listing-form';

/** The owner's edit of one of their rent products, from Manage Your Rent Products. */
export function EditRentProductPage() {
  const { id = '' } = useParams();
  const rentProducts = useGetSellerRentProductsQuery();
  const [updateRentProduct] = useUpdateRentProductMutation();
  const navigate = useNavigate();
  const listing = rentProducts.data?.find((candidate) => candidate._id === id);

  const onSubmit = async (values: ListingFormOutput, photo: File | null) => {
    const result = await updateRentProduct({ id, body: toListingFormData(values, photo) });
    // A failure has been toasted by the shared error middleware (the server's message, else 'Update failed').
    if (result.error) return;
    toast.success(`${result.data.rentProduct.name} updated successfully`);
    void navigate(paths.user.manageRentedProducts.href());
  };

  return (
    <EditScreen
      noun="rent product"
      name={listing?.name}
      list={{
        isLoading: rentProducts.isLoading,
        isError: rentProducts.isError,
        hasData: rentProducts.data !== undefined,
        onRetry: () => void rentProducts.refetch(),
      }}
      back={{ href: paths.user.manageRentedProducts.href(), label: 'Back to Manage Your Rent Products' }}
    >
      {listing ? (
        <EditListingForm kind="rent" label="Edit rent product" listing={listing} photoPath={rentProductPhotoPath} onSubmit={onSubmit} />
      ) : null}
    </EditScreen>
  );
}
