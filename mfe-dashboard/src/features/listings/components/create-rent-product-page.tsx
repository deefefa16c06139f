import { TIMING } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { paths } from '../../../config/paths';
import { useCreateRentProductMutation } from '../api/listings-api';
import { toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { CreateListingScreen } from './create-listing-screen';
import { toast } from '@campus/shared/ui';

/** docs/product-rules.md "Dashboards", Rent Product: a new item to lend, then the owner's rent products after 1500 ms (docs/product-rules.md "Timings and constants"). */
export function CreateRentProductPage() {
  const [createRentProduct] = useCreateRentProductMutation();
  const navigateLater = useDelayedNavigate();

  const onSubmit = async (values: ListingFormOutput, photo: File | null) => {
    const result = await createRentProduct(toListingFormData(values, photo));
    // A failure has been toasted by the shared error middleware; the form keeps what was typed.
    if (result.error) return;
    toast.success(result.data.message || 'Rent Product created successfully!');
    navigateLater(paths.user.manageRentedProducts.href(), TIMING.afterCreateListingMs);
  };

  return <CreateListingScreen kind="rent" title="Rent Product" label="Offer an item for rent" submitLabel="Create rent product" onSubmit={onSubmit} />;
}
