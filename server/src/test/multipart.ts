import sharp from 'sharp';
import { bearer } from './auth-helpers';

export interface UploadFile {
  bytes: Buffer;
  filename?: string;
  /** What the client claims; the server must not believe it. */
  type?: string;
}

/** A multipart body for `app.inject({ payload })`: text fields plus an optional `photo` file (or several). */
export function formData(fields: Record<string, string | number | boolean>, photo?: UploadFile | UploadFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of photo === undefined ? [] : Array.isArray(photo) ? photo : [photo]) {
    form.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.filename ?? 'photo.jpg');
  }
  return form;
}

/** A real image of the given size and format, as a phone or a scanner would upload it. */
export function testImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** The three ways a form write takes its fields (README "Forms"). */
export const FORM_TYPES = ['json', 'urlencoded', 'multipart'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/**
 * `app.inject` options carrying `fields` as `type`: a JSON object, a URL-encoded form or a multipart form (the one
 * that can carry `photo`). JSON keeps the fields' types; the forms send them as text, as a browser does.
 */
export function formBody(
  type: FormType,
  fields: Record<string, string | number | boolean>,
  photo?: UploadFile,
): { payload: string | FormData; headers: Record<string, string> } {
  if (photo && type !== 'multipart') throw new Error('only a multipart form carries a photo');
  if (type === 'json') return { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
  if (type === 'multipart') return { payload: formData(fields, photo), headers: {} };
  const text = new URLSearchParams(Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]));
  return { payload: text.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/**
 * `app.inject` options for a body sent as it is under `contentType` (JSON that is broken or not an object, XML, a
 * multipart form without its boundary), with a member's token or none.
 */
export function rawBody(url: string, contentType: string, payload: string, token?: string | null) {
  return { method: 'POST' as const, url, headers: { ...(token ? bearer(token) : {}), 'content-type': contentType }, payload };
}
