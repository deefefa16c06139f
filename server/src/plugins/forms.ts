import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PHOTO_MAX_BYTES } from '@campus/shared/contract';
import type { z } from 'zod';
import { badRequest, HttpError } from '../http-error';

/**
 * The writes that take a form (README "Forms"): categories, products, rent products and services. Each accepts the
 * same fields as JSON (`application/json`), as a URL-encoded form (`application/x-www-form-urlencoded`) or as a
 * multipart form (`multipart/form-data`, the only one that can carry a photo), and validates them alike: one reader
 * (`readForm`) turns any of the three into `{ fields, photo }`.
 *
 * Why not @fastify/multipart's `attachFieldsToBody` (which would put the fields in `request.body` for a route's
 * `body` schema): it reads the whole request, photo included, in a preValidation hook, before the route's
 * preHandler knows who is asking, where a visitor is refused today with nothing read; its failures would reach the
 * error handler with the plugin's own statuses (413 for a second file) instead of the answers below; a field sent
 * twice becomes an array and a field over `fieldSize` is kept cut short instead of being refused; and a `body`
 * schema checks its fields before the route's preHandler and handler, changing which of several problems a client
 * is told first ("Price is required" before "Price must be a number", the 404 or 403 of an update before its
 * fields). The category writes, whose fields are one name, do keep their `body` schema: `formBody` reads a form
 * into `request.body` before it is validated.
 */

/** Limits for a form: one photo, a handful of short text fields (the same for a URL-encoded form). */
export const PHOTO_FORM_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 20,
  // A 5000-character description in a four-byte script is 20 000 bytes; nothing legitimate is longer.
  fieldSize: 20 * 1024,
  parts: 21,
};

export const PHOTO_TOO_LARGE_MESSAGE = 'The photo must be at most 5 MB.';
const ONE_PHOTO_MESSAGE = 'Only one photo can be uploaded.';
const tooManyPhotos = (max: number) => (max === 1 ? ONE_PHOTO_MESSAGE : `At most ${max} photos can be uploaded at once.`);
export const PHOTO_FIELD = 'photo';
export const UNSUPPORTED_FORM_MESSAGE =
  'Send the form as JSON (application/json), as a URL-encoded form (application/x-www-form-urlencoded) or as a multipart/form-data form.';
const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
const TOO_MANY_FIELDS = 'The form has too many fields.';
const RESERVED_NAME = 'The form has a field with a reserved name.';
const tooLong = (name: string) => `The field "${name}" is too long.`;
const sentTwice = (name: string) => `Send the field "${name}" only once.`;

export interface FormInput {
  /**
   * The fields by name; unknown ones are kept here but never read. Text from a form (URL-encoded or multipart),
   * and whatever JSON types a JSON body holds: the contract's schemas accept both.
   */
  fields: Record<string, unknown>;
  /** The uploaded photo's bytes, or null when none was chosen (always null but for a multipart form). */
  photo: Buffer | null;
  /** Every uploaded photo, in the order sent (a form that takes several: `maxPhotos`). */
  photos: Buffer[];
}

export interface FormOptions {
  /** e.g. 'category': used in messages. */
  what: string;
  /** Whether the form may carry a photo; a file part in one that may not is refused (400). */
  photo: boolean;
  /** How many photos it may carry, all in the `photo` field (1 unless said). */
  maxPhotos?: number;
}

/** @fastify/multipart's own errors carry technical texts; these are what a client is told instead. */
const MULTIPART_ERRORS: Record<string, [status: number, message: string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, PHOTO_TOO_LARGE_MESSAGE],
  FST_FIELDS_LIMIT: [400, TOO_MANY_FIELDS],
  FST_PARTS_LIMIT: [400, TOO_MANY_FIELDS],
  FST_PROTO_VIOLATION: [400, RESERVED_NAME],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field is not valid JSON.'],
};

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** The request's media type, lower case, without parameters. */
function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const isUrlEncoded = (request: FastifyRequest) => mediaType(request) === 'application/x-www-form-urlencoded';

async function collectMultipart(request: FastifyRequest, { what, photo: photoAllowed, maxPhotos = 1 }: FormOptions): Promise<FormInput> {
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  for await (const part of request.parts({ limits: { ...PHOTO_FORM_LIMITS, files: maxPhotos, parts: PHOTO_FORM_LIMITS.fields + maxPhotos } })) {
    if (part.type === 'file') {
      if (!photoAllowed) {
        // Read to its end (and dropped), so the parser can move on to the end of the request.
        for await (const _chunk of part.file) void _chunk;
        throw badRequest(`The ${what} form takes no file: send its fields only.`);
      }
      // Read even a part that is refused, so the parser can move on to the end of the request.
      const bytes = await part.toBuffer();
      if (part.fieldname !== PHOTO_FIELD) throw badRequest(`Upload the photo in the "${PHOTO_FIELD}" field.`);
      // A browser sends an empty file part when no file was chosen.
      if (bytes.length > 0) photos.push(bytes);
      continue;
    }
    if (part.valueTruncated) throw badRequest(tooLong(part.fieldname));
    if (part.fieldname in fields) throw badRequest(sentTwice(part.fieldname));
    const value = part.value;
    fields[part.fieldname] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return { fields, photo: photos[0] ?? null, photos };
}

/** A multipart form, read whole. Every parser failure becomes a 4xx with a message, never a 500. */
async function readMultipart(request: FastifyRequest, options: FormOptions): Promise<FormInput> {
  try {
    return await collectMultipart(request, options);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCode(error) ?? '';
    if (code === 'FST_FILES_LIMIT') throw badRequest(tooManyPhotos(options.maxPhotos ?? 1));
    const [status, message] = MULTIPART_ERRORS[code] ?? [400, 'The form data could not be read.'];
    throw new HttpError(status, message);
  }
}

/**
 * A URL-encoded form (parsed by @fastify/formbody into a null-prototype object, a repeated name as an array),
 * under the rules and in the words of a multipart one: as many fields, each as long, each once.
 */
function urlEncodedFields(body: unknown): Record<string, string> {
  const parsed = (typeof body === 'object' && body !== null ? body : {}) as Record<string, string | string[]>;
  const names = Object.keys(parsed);
  if (names.length > PHOTO_FORM_LIMITS.fields) throw badRequest(TOO_MANY_FIELDS);
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = parsed[name];
    if (name in Object.prototype) throw badRequest(RESERVED_NAME);
    if (Array.isArray(value)) throw badRequest(sentTwice(name));
    if (typeof value !== 'string') continue;
    if (Buffer.byteLength(value) > PHOTO_FORM_LIMITS.fieldSize) throw badRequest(tooLong(name));
    fields[name] = value;
  }
  return fields;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a form in any of the three types before anything is validated or stored. The scope's parsers
 * (`formParsers`) let no other type through: it was answered 415 before the route ran.
 */
export async function readForm(request: FastifyRequest, options: FormOptions): Promise<FormInput> {
  if (request.isMultipart()) return readMultipart(request, options);
  if (isUrlEncoded(request)) return { fields: urlEncodedFields(request.body), photo: null, photos: [] };
  // JSON, or no body at all.
  if (!isPlainObject(request.body)) throw badRequest(NOT_AN_OBJECT_MESSAGE);
  return { fields: { ...request.body }, photo: null, photos: [] };
}

/**
 * A route's preValidation hook for a form without a photo whose route declares its `body` schema (the category
 * writes): a URL-encoded or multipart form's fields become `request.body`, so the schema checks them exactly as it
 * checks a JSON body, messages included. A JSON body is left to the schema as it is.
 */
export function formBody(what: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart() && !isUrlEncoded(request)) return;
    request.body = (await readForm(request, { what, photo: false })).fields;
  };
}

/** Blank as a required form field: absent, null, or only spaces. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A create form must carry each of `required` (field → message): a missing one is named plainly rather than as
 * "not a number", and before any other problem.
 */
export function assertRequiredSent(fields: Record<string, unknown>, required: Record<string, string>): void {
  for (const [field, message] of Object.entries(required)) {
    if (isBlank(fields[field])) throw badRequest(message);
  }
}

/** The fields as `schema` reads them, or a 400 with the first problem in the words the schema gives it. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form');
  return parsed.data;
}

/**
 * The body parsers of a scope holding form writes (registered by each such plugin, so no other route accepts a
 * form): multipart with the limits above, URL-encoded forms, and JSON as everywhere. Any other type (text/plain,
 * which Fastify would otherwise parse as a string, included) is answered 415 before the route runs. Scoped rather
 * than app-wide: every other write takes JSON only, and says so in its 415.
 */
export const formParsers = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: PHOTO_FORM_LIMITS });
    // Fastify's bodyLimit (1 MB, as for JSON); the fields' own limits are checked by readForm.
    await app.register(formbody);
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('*', (_request, _payload, done) => {
      done(new HttpError(415, UNSUPPORTED_FORM_MESSAGE), undefined);
    });
  },
  { name: 'form-parsers' },
);
