import { useMutationErrorToast, useQueryErrorToast, useUpload } from '@campus/shared/api';
import { EditScreen, useSavedAndBack } from '../../../components/edit-screen';
import { UploadProgress } from '../../../components/upload-progress';
import type { ListingKind } from '../listing-kinds';
import { toListingFormData, type ListingFormOutput } from '../listing-form-values';
import { answeredName, ownListingKind } from '../own-listing-kinds';
import { EditListingForm } from './edit-listing-form';
import { OpeningHoursSection } from './opening-hours-section';

/**
 * The owner's edit of one of their rent products or services, from its manage screen; a service's page also
 * holds its opening hours, saved apart from the listing.
 */
export function EditListingPage({ kind }: { kind: ListingKind }) {
  const { calls, texts, paths, failures } = ownListingKind(kind);
  const listings = useQueryErrorToast(calls.useList(), failures.fetch);
  const [update] = useMutationErrorToast(calls.useUpdate(), failures.update);
  const savedAndBack = useSavedAndBack(paths.manage);
  const upload = useUpload();

  const onSubmit = async (id: string, values: ListingFormOutput, photo: File | null) => {
    savedAndBack(await upload.send(toListingFormData(values, photo), (body) => update({ id, body })), answeredName);
  };

  return (
    <EditScreen
      noun={texts.one}
      list={listings}
      back={{ href: paths.manage, label: texts.back }}
      after={kind === 'service' ? (listing) => <OpeningHoursSection serviceId={listing._id} /> : undefined}
    >
      {(listing) => (
        <EditListingForm kind={kind} label={`Edit ${texts.one}`} listing={listing} photoPath={paths.photo} upload={<UploadProgress upload={upload} />} onSubmit={(values, photo) => onSubmit(listing._id, values, photo)} />
      )}
    </EditScreen>
  );
}
