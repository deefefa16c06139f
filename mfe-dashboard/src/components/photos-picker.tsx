import { PHOTO_ACCEPT } from '@campus/shared/contract';
import { Field } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PHOTO_HINT, PHOTO_NOT_AN_IMAGE, PHOTO_PREPARING, PHOTO_TOO_LARGE } from './photo-picker';
import { preparePhoto } from './shrink-photo';

const Previews = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.5rem;
  margin: -0.5rem 0 1rem;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export const tooManyChosen = (max: number) => `Choose at most ${max} photo${max === 1 ? '' : 's'}.`;

type Choice =
  | { status: 'none' }
  | { status: 'preparing' }
  | { status: 'ready'; files: File[]; previews: string[] }
  | { status: 'refused'; error: string };

type Prepared = { ok: true; files: File[] } | { ok: false; error: string };

/** Every chosen file made ready for upload (shrunk when large, shrink-photo.ts), or the first reason one cannot go. */
async function prepareAll(files: File[], max: number): Promise<Prepared> {
  if (files.length > max) return { ok: false, error: tooManyChosen(max) };
  const prepared = await Promise.all(files.map(preparePhoto));
  const refused = prepared.find((photo) => !photo.ok);
  if (refused && !refused.ok) return { ok: false, error: refused.reason === 'too-large' ? PHOTO_TOO_LARGE : PHOTO_NOT_AN_IMAGE };
  return { ok: true, files: prepared.flatMap((photo) => (photo.ok ? [photo.file] : [])) };
}

/**
 * Up to `max` photos of a form (a booking's photos: docs/product-rules.md "Photos of a booking"), chosen at once,
 * each made ready as the listing forms' one photo is (photo-picker.tsx) and previewed as it will be sent.
 * `resolve()` is what the form's submit awaits: the photos to send (none is an empty list), or `undefined` when
 * the choice was refused, after moving the focus to the field.
 */
export function usePhotosField(label: string, max: number) {
  const [choice, setChoice] = useState<Choice>({ status: 'none' });
  const pending = useRef<Promise<Prepared>>(Promise.resolve({ ok: true, files: [] }));
  const inputRef = useRef<HTMLInputElement>(null);
  const previewsRef = useRef<string[]>([]);

  const release = () => {
    for (const url of previewsRef.current) URL.revokeObjectURL(url);
    previewsRef.current = [];
  };
  useEffect(() => release, []);

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    release();
    const preparation = prepareAll(files, max);
    pending.current = preparation;
    setChoice(files.length > 0 ? { status: 'preparing' } : { status: 'none' });
    void preparation.then((prepared) => {
      // A later choice replaced this one meanwhile: its outcome no longer matters.
      if (pending.current !== preparation || files.length === 0) return;
      if (!prepared.ok) {
        setChoice({ status: 'refused', error: prepared.error });
        return;
      }
      previewsRef.current = prepared.files.map((file) => URL.createObjectURL(file));
      setChoice({ status: 'ready', files: prepared.files, previews: previewsRef.current });
    });
  };

  const resolve = useCallback(async (): Promise<File[] | undefined> => {
    const prepared = await pending.current;
    if (prepared.ok) return prepared.files;
    inputRef.current?.focus();
    return undefined;
  }, []);

  const field = (
    <>
      <Field
        ref={inputRef}
        label={label}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        hint={choice.status === 'preparing' ? PHOTO_PREPARING : `Up to ${max}. ${PHOTO_HINT}`}
        error={choice.status === 'refused' ? choice.error : undefined}
        aria-busy={choice.status === 'preparing'}
        onChange={onSelect}
      />
      {choice.status === 'ready' ? (
        <Previews aria-label="Chosen photos">
          {choice.previews.map((preview, index) => (
            <li key={preview}>
              <img src={preview} alt={`Chosen photo ${index + 1}`} width={160} height={120} />
            </li>
          ))}
        </Previews>
      ) : null}
    </>
  );

  return { field, resolve, preparing: choice.status === 'preparing' };
}
