import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Made once per change of the data and then sent to every client: worth more effort than a per-response 4.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when the client takes it, else gzip, else none
 * (a coding listed with `q=0` is refused; `*` stands for any).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (coding: ContentEncoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** A JSON answer as it is kept: its bytes, a tag of them, and its compressed forms, each made on first need. */
export interface CachedJson {
  etag: string;
  body: Buffer;
  encoded: (encoding: ContentEncoding) => Promise<Buffer>;
}

function toCached(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const encodings = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    etag,
    body,
    encoded: (encoding) => {
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded = compressors[encoding](body);
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/**
 * A JSON answer built once and served to everyone until `invalidate()` says its data changed. Concurrent
 * requests share one build. A build already running when the data changes is not kept: it may have read
 * the data before the change, so the next request builds again.
 */
export function cachedJson(build: () => Promise<unknown>) {
  let current: Promise<CachedJson> | null = null;
  return {
    get(): Promise<CachedJson> {
      if (current) return current;
      const building = build().then(toCached);
      current = building;
      // A failed build is not cached: the next request tries again.
      building.catch(() => {
        if (current === building) current = null;
      });
      return building;
    },
    invalidate(): void {
      current = null;
    },
  };
}
