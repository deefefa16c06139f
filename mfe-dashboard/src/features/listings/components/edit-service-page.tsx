import { servicePhotoPath } from '@campus/shared/contract';
import { toast } from '@campus/shared/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { EditScreen } from '../../../components/edit-screen';
import { paths } from '../../../config/paths';
import { useGetSellerServicesQuery, useUpdateServiceMutation } from '../api/listings-api';
import { toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { EditListingForm } from './edit-listing-form';

/** The owner's edit of one of their services, from Manage Your Services. */
export function EditServicePage() {
  const { id = '' } = useParams();
  const services = useGetSellerServicesQuery();
  const [updateService] = useUpdateServiceMutation();
  const navigate = useNavigate();
  const listing = services.data?.find((candidate) => candidate._id === id);

  const onSubmit = async (values: ListingFormOutput, photo: File | null) => {
    const result = await updateService({ id, body: toListingFormData(values, photo) });
    // A failure has been toasted by the shared error middleware (the server's message, else 'Update failed').
    if (result.error) return;
    toast.success(`${result.data.service.name} updated successfully`);
    void navigate(paths.user.manageServices.href());
  };

  return (
    <EditScreen
      noun="service"
      name={listing?.name}
      list={{
        isLoading: services.isLoading,
        isError: services.isError,
        hasData: services.data !== undefined,
        onRetry: () => void services.refetch(),
      }}
      back={{ href: paths.user.manageServices.href(), label: 'Back to Manage Your Services' }}
    >
      {listing ? <EditListingForm kind="service" label="Edit service" listing={listing} photoPath={servicePhotoPath} onSubmit={onSubmit} /> : null}
    </EditScreen>
  );
}
