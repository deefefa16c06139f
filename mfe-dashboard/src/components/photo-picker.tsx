import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@campus/shared/contract';
import { Field } from '@campus/shared/ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';

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

const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

interface PhotoPickerProps {
  label: string;
  onChange: (photo: File | null) => void;
}

/**
 * The optional listing photo with a preview of the chosen file. The server refuses files above
 * PHOTO_MAX_BYTES, so those are refused here before a slow upload; the 1 MB hint is advice (SPEC §5).
 */
export function PhotoPicker({ label, onChange }: PhotoPickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  // The object URL currently shown, so it can be released when replaced or when the form goes away.
  const previewRef = useRef<string | null>(null);

  useEffect(() => () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
  }, []);

  const show = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size > PHOTO_MAX_BYTES) {
      event.target.value = '';
      setError(`The photo is too large: choose an image of at most ${MAX_MB} MB.`);
      show(null);
      onChange(null);
      return;
    }
    setError(undefined);
    show(file ? URL.createObjectURL(file) : null);
    onChange(file);
  };

  return (
    <>
      <Field label={label} type="file" accept={PHOTO_ACCEPT} hint="Image size must be less than 1MB." error={error} onChange={onSelect} />
      {preview ? <Preview src={preview} alt="Preview of the chosen photo" width={320} height={240} /> : null}
    </>
  );
}
