/** The multipart body of a listing's create and update calls: its text fields plus an optional `photo` (or several, a booking's). */
export function toFormData(values: object, photo: File | File[] | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) body.append(key, String(value));
  }
  for (const file of photo === null ? [] : Array.isArray(photo) ? photo : [photo]) body.append('photo', file);
  return body;
}
