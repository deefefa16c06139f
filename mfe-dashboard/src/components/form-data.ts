/** The multipart body of a listing's create and update calls: its text fields plus an optional `photo`. */
export function toFormData(values: object, photo: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) body.append(key, String(value));
  }
  if (photo) body.append('photo', photo);
  return body;
}
