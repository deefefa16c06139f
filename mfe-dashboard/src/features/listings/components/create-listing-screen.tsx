import { useMutationErrorToast, useUpload } from '@campus/shared/api';
import { TIMING } from '@campus/shared/contract';
import { useDelayedNavigate } from '@campus/shared/host';
import { toast } from '@campus/shared/ui';
import { FormPage } from '../../../components/form-page';
import { UploadProgress } from '../../../components/upload-progress';
import type { ListingKind } from '../listing-kinds';
import { EMPTY_LISTING_FORM, toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { ownListingKind } from '../own-listing-kinds';
import { ListingForm } from './listing-form';
import { useNewServiceHours } from './new-service-hours';

/**
 * docs/product-rules.md "Dashboards", Rent Product and Offer Service: a new item to lend or service to offer (a service
 * with its opening hours), then the owner's list after 1500 ms (docs/product-rules.md "Timings and constants"). A failure keeps what was typed,
 * and so does a Cancel of the upload on its way (docs/decisions/0038-axios-as-the-http-client.md, "Uploads").
 */
export function CreateListingPage({ kind }: { kind: ListingKind }) {
  const { calls, texts, paths, failures } = ownListingKind(kind);
  const [create] = useMutationErrorToast(calls.useCreate(), failures.create);
  const navigateLater = useDelayedNavigate();
  // Offer Service takes the opening hours with the service, so it is bookable at once (docs/product-rules.md "Bookings").
  const hours = useNewServiceHours();
  const upload = useUpload();

  const onSubmit = async (values: ListingFormOutput, photo: File | null) => {
    const result = await upload.send(toListingFormData(values, photo), create);
    if (!result.data) return;
    toast.success(result.data.message || texts.created);
    navigateLater(paths.manage, TIMING.afterCreateListingMs);
  };

  return (
    <FormPage title={texts.menu}>
      <ListingForm
        kind={kind}
        mode="create"
        label={texts.offer}
        defaultValues={EMPTY_LISTING_FORM}
        submitLabel={`Create ${texts.one}`}
        busyLabel="Creating…"
        extra={kind === 'service' ? hours : undefined}
        upload={<UploadProgress upload={upload} />}
        onSubmit={onSubmit}
      />
    </FormPage>
  );
}
