import { http } from '@campus/shared/api';
import { BOOKING_PHOTO_STAGE_LABELS, BOOKING_PHOTO_STAGES, bookingPaths, type Booking, type BookingPhoto } from '@campus/shared/contract';
import { Modal } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, useState } from 'react';

const Stage = styled.section`
  margin: 0 0 0.75rem;
  h4 {
    margin: 0 0 0.5rem;
    font-size: 0.95rem;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  cursor: zoom-in;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Full = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 auto;
`;

/**
 * A booking's photo as a blob URL: the photos are its parties' and admins' only, so they come with the bearer header
 * (never a public address an `<img>` could load by itself); the browser revalidates them by their ETag.
 */
function usePrivatePhoto(booking: string, photo: string, size: 'card' | 'page'): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    http.get<Blob>(bookingPaths.photo(booking, photo), { params: { size }, responseType: 'blob' })
      .then(({ data }) => {
        if (!live || !(data instanceof Blob)) return;
        made = URL.createObjectURL(data);
        setUrl(made);
      })
      // A photo that cannot be fetched stays an empty frame; its button still says what it is.
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [booking, photo, size]);
  return url;
}

function PhotoImage({ booking, photo, size, alt }: { booking: string; photo: BookingPhoto; size: 'card' | 'page'; alt: string }) {
  const url = usePrivatePhoto(booking, photo._id, size);
  if (!url) return null;
  return size === 'card' ? <img src={url} alt="" width={160} height={120} /> : <Full src={url} alt={alt} width={1200} height={900} />;
}

/** Who took a photo, as the reader reads it. */
const takenBy = (booking: Booking, photo: BookingPhoto) => (photo.by === 'owner' ? booking.owner.name : booking.borrower.name);

/**
 * The photos of a booking by stage (docs/product-rules.md "Photos of a booking"): at handover, at return, with the
 * problem report and with the borrower's answer. Each opens at full size in a dialog.
 */
export function BookingPhotos({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<{ photo: BookingPhoto; name: string } | null>(null);
  if (booking.photos.length === 0) return null;
  return (
    <div>
      {BOOKING_PHOTO_STAGES.map((stage) => {
        const photos = booking.photos.filter((photo) => photo.stage === stage);
        if (photos.length === 0) return null;
        return (
          <Stage key={stage} aria-label={`Photos ${BOOKING_PHOTO_STAGE_LABELS[stage].toLowerCase()}`}>
            <h4>Photos {BOOKING_PHOTO_STAGE_LABELS[stage].toLowerCase()}</h4>
            <Grid>
              {photos.map((photo, index) => {
                const name = `Photo ${index + 1} ${BOOKING_PHOTO_STAGE_LABELS[stage].toLowerCase()}, by ${takenBy(booking, photo)}`;
                return (
                  <li key={photo._id}>
                    <Thumb type="button" aria-label={`${name}: open full size`} onClick={() => setOpen({ photo, name })}>
                      <PhotoImage booking={booking._id} photo={photo} size="card" alt="" />
                    </Thumb>
                  </li>
                );
              })}
            </Grid>
          </Stage>
        );
      })}
      {open ? (
        <Modal title={open.name} onClose={() => setOpen(null)}>
          <PhotoImage booking={booking._id} photo={open.photo} size="page" alt={open.name} />
        </Modal>
      ) : null}
    </div>
  );
}
