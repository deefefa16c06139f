import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '@campus/shared/contract';
import { badRequest, HttpError } from '../http-error';

/** Limits for a listing form (product, rent item, service): one photo, a handful of short text fields. */
export const PHOTO_FORM_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 20,
  // A 5000-character description in a four-byte script is 20 000 bytes; nothing legitimate is longer.
  fieldSize: 20 * 1024,
  parts: 21,
};

export const PHOTO_TOO_LARGE_MESSAGE = 'The photo must be at most 5 MB.';
export const PHOTO_FIELD = 'photo';

export interface PhotoForm {
  /** Text fields by name; unknown ones are kept here but never read. */
  fields: Record<string, string>;
  /** The uploaded photo's bytes, or null when none was chosen. */
  photo: Buffer | null;
}

/** @fastify/multipart's own errors carry technical texts; these are what a client is told instead. */
const MULTIPART_ERRORS: Record<string, [status: number, message: string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, PHOTO_TOO_LARGE_MESSAGE],
  FST_FILES_LIMIT: [400, 'Only one photo can be uploaded.'],
  FST_FIELDS_LIMIT: [400, 'The form has too many fields.'],
  FST_PARTS_LIMIT: [400, 'The form has too many fields.'],
  FST_PROTO_VIOLATION: [400, 'The form has a field with a reserved name.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field is not valid JSON.'],
};

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

async function collect(request: FastifyRequest): Promise<PhotoForm> {
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read even a part that is refused, so the parser can move on to the end of the request.
      const bytes = await part.toBuffer();
      if (part.fieldname !== PHOTO_FIELD) throw badRequest(`Upload the photo in the "${PHOTO_FIELD}" field.`);
      // A browser sends an empty file part when no file was chosen.
      photo = bytes.length > 0 ? bytes : null;
      continue;
    }
    if (part.valueTruncated) throw badRequest(`The field "${part.fieldname}" is too long.`);
    if (part.fieldname in fields) throw badRequest(`Send the field "${part.fieldname}" only once.`);
    const value = part.value;
    fields[part.fieldname] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return { fields, photo };
}

/**
 * Reads the whole multipart form before anything is validated or stored. Every parser failure becomes a
 * 4xx with a message: a malformed body is the client's mistake, never a 500.
 */
export async function readPhotoForm(request: FastifyRequest, what: string): Promise<PhotoForm> {
  if (!request.isMultipart()) throw new HttpError(415, `Send the ${what} as a multipart/form-data form.`);
  try {
    return await collect(request);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const [status, message] = MULTIPART_ERRORS[errorCode(error) ?? ''] ?? [400, 'The form data could not be read.'];
    throw new HttpError(status, message);
  }
}
