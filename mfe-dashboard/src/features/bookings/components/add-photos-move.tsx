import { BOOKING_PHOTO_STAGE_LABELS, type Booking, type BookingEvidenceStage } from '@campus/shared/contract';
import { Button, Modal, ModalActions } from '@campus/shared/ui';
import { useState, type FormEvent } from 'react';
import { usePhotosField } from '../../../components/photos-picker';
import { bookingLabel } from '../booking-words';
import { useFormCall } from '../hooks/use-form-call';
import { DialogIntro } from './dialog-intro';

const BUTTON: Record<BookingEvidenceStage, string> = { handover: 'Add handover photos', return: 'Add return photos' };

interface AddPhotosDialogProps {
  booking: Booking;
  stage: BookingEvidenceStage;
  left: number;
  onClose: () => void;
  onSend: (photos: File[]) => Promise<unknown>;
}

function AddPhotosDialog({ booking, stage, left, onClose, onSend }: AddPhotosDialogProps) {
  const photos = usePhotosField('Photos', left);
  const [sending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = await photos.resolve();
    if (!chosen) return;
    setMissing(chosen.length === 0);
    if (chosen.length === 0) return;
    setSending(true);
    await onSend(chosen);
    setSending(false);
  };
  return (
    <Modal title={BUTTON[stage]} onClose={() => (sending ? undefined : onClose())}>
      <DialogIntro>
        Photos {BOOKING_PHOTO_STAGE_LABELS[stage].toLowerCase()} of {bookingLabel(booking)} show both of you how the item was. Only the two of you and
        the admins see them.
      </DialogIntro>
      <form noValidate aria-label={BUTTON[stage]} onSubmit={(event) => void submit(event)}>
        {photos.field}
        {missing ? <p role="alert">Choose at least one photo.</p> : null}
        <ModalActions>
          <Button $variant="secondary" onClick={onClose} disabled={sending}>
            Back
          </Button>
          <Button type="submit" disabled={sending || photos.preparing}>
            Add photos
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** The reader's photos at handover or at return, while `photoSlots` says the server takes them (docs/product-rules.md "Photos of a booking"). */
export function AddPhotosMove({ booking, stage, left, onMoved }: { booking: Booking; stage: BookingEvidenceStage; left: number; onMoved: () => void }) {
  const [open, setOpen] = useState(false);
  const { run, busy } = useFormCall('photos', () => {
    setOpen(false);
    onMoved();
  });
  return (
    <>
      <Button $variant="secondary" aria-disabled={busy} onClick={() => setOpen(true)}>
        {BUTTON[stage]}
      </Button>
      {open ? (
        <AddPhotosDialog booking={booking} stage={stage} left={left} onClose={() => setOpen(false)} onSend={(photos) => run(booking._id, { stage }, photos)} />
      ) : null}
    </>
  );
}
