import sharp from 'sharp';

export interface UploadFile {
  bytes: Buffer;
  filename?: string;
  /** What the client claims; the server must not believe it. */
  type?: string;
}

/** A multipart body for `app.inject({ payload })`: text fields plus an optional `photo` file. */
export function formData(fields: Record<string, string | number | boolean>, photo?: UploadFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (photo) {
    form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.filename ?? 'photo.jpg');
  }
  return form;
}

/** A real image of the given size and format, as a phone or a scanner would upload it. */
export function testImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}
