import { TIMING } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { paths } from '../../../config/paths';
import { useCreateServiceMutation } from '../api/listings-api';
import { toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { CreateListingScreen } from './create-listing-screen';
import { toast } from '@campus/shared/ui';

/** docs/product-rules.md "Dashboards", Offer Service: a new service, then the owner's services after 1500 ms (docs/product-rules.md "Timings and constants"). */
export function CreateServicePage() {
  const [createService] = useCreateServiceMutation();
  const navigateLater = useDelayedNavigate();

  const onSubmit = async (values: ListingFormOutput, photo: File | null) => {
    const result = await createService(toListingFormData(values, photo));
    // A failure has been toasted by the shared error middleware; the form keeps what was typed.
    if (result.error) return;
    toast.success(result.data.message || 'Service created successfully!');
    navigateLater(paths.user.manageServices.href(), TIMING.afterCreateListingMs);
  };

  return <CreateListingScreen kind="service" title="Offer Service" label="Offer a service" submitLabel="Create service" onSubmit={onSubmit} />;
}
