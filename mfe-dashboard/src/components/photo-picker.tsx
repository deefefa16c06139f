import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@campus/shared/contract';
import { Field } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { preparePhoto, type PreparedPhoto } from './shrink-photo';

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 16rem;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  margin: -0.5rem 0 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const LIMIT = `${PHOTO_MAX_BYTES / (1024 * 1024)} MB`;
export const PHOTO_HINT = `JPEG, PNG or WebP, up to ${LIMIT}. Large phone photos are made smaller before upload.`;
export const PHOTO_NOT_AN_IMAGE = `This file is not a photo. Choose a JPEG, PNG or WebP image (up to ${LIMIT}).`;
export const PHOTO_TOO_LARGE = `This photo is still over ${LIMIT} after making it smaller. Choose a smaller one.`;
export const PHOTO_PREPARING = 'Preparing photo…';

type Choice = { status: 'none' } | { status: 'preparing' } | { status: 'ready'; file: File; preview: string } | { status: 'refused'; error: string };

/**
 * The optional photo of a listing form. A chosen file is made ready for upload at once (shrunk when it is
 * large, see shrink-photo.ts) and previewed as it will be sent; a file that is not a photo, or is still
 * too heavy, is refused at the field. `resolve()` is what the form's submit awaits: the photo to send,
 * `null` for none, or `undefined` when the choice was refused, after moving the focus to the field, so the
 * form sends nothing.
 */
export function usePhotoField(label: string) {
  const [choice, setChoice] = useState<Choice>({ status: 'none' });
  const pending = useRef<Promise<PreparedPhoto | null>>(Promise.resolve(null));
  const inputRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<string | null>(null);

  const release = () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  };
  useEffect(() => release, []);

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    release();
    const preparation = file ? preparePhoto(file) : Promise.resolve(null);
    pending.current = preparation;
    setChoice(file ? { status: 'preparing' } : { status: 'none' });
    void preparation.then((prepared) => {
      // A later choice replaced this one meanwhile: its outcome no longer matters.
      if (pending.current !== preparation || prepared === null) return;
      if (!prepared.ok) {
        setChoice({ status: 'refused', error: prepared.reason === 'too-large' ? PHOTO_TOO_LARGE : PHOTO_NOT_AN_IMAGE });
        return;
      }
      previewRef.current = URL.createObjectURL(prepared.file);
      setChoice({ status: 'ready', file: prepared.file, preview: previewRef.current });
    });
  };

  const resolve = useCallback(async (): Promise<File | null | undefined> => {
    const prepared = await pending.current;
    if (prepared === null) return null;
    if (prepared.ok) return prepared.file;
    inputRef.current?.focus();
    return undefined;
  }, []);

  const field = (
    <>
      <Field
        ref={inputRef}
        label={label}
        type="file"
        accept={PHOTO_ACCEPT}
        hint={choice.status === 'preparing' ? PHOTO_PREPARING : PHOTO_HINT}
        error={choice.status === 'refused' ? choice.error : undefined}
        aria-busy={choice.status === 'preparing'}
        onChange={onSelect}
      />
      {choice.status === 'ready' ? <Preview src={choice.preview} alt="Preview of the chosen photo" width={320} height={240} /> : null}
    </>
  );

  return { field, resolve, preparing: choice.status === 'preparing' };
}
