import { PHOTO_MAX_BYTES } from '@campus/shared/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, preparePhoto } from './shrink-photo';

describe('fitWithin', () => {
  it('fits the longest side within the limit, keeping the proportions', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });
});

/**
 * jsdom has neither createImageBitmap nor OffscreenCanvas: these stand in for the browser's, decoding to
 * the given size and encoding to a blob of the given size, and record what they were asked.
 */
function fakeBrowser(options: { decodes: boolean; width?: number; height?: number; encodedBytes?: number; writesWebp?: boolean }) {
  const { decodes, width = 4000, height = 3000, encodedBytes = 300_000, writesWebp = true } = options;
  const canvases: { width: number; height: number; asked: string[] }[] = [];
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width, height, close };
    }),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      readonly asked: string[] = [];
      constructor(
        readonly width: number,
        readonly height: number,
      ) {
        canvases.push(this);
      }
      getContext() {
        return { drawImage: vi.fn(), imageSmoothingQuality: 'low' };
      }
      async convertToBlob({ type }: { type: string }) {
        this.asked.push(type);
        const written = type === 'image/webp' && !writesWebp ? 'image/png' : type;
        return new Blob([new Uint8Array(encodedBytes)], { type: written });
      }
    },
  );
  return { canvases, close };
}

const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('preparePhoto', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('redraws a 12 MB phone photo at 1600 px as WebP, named after it', async () => {
    const browser = fakeBrowser({ decodes: true });
    const result = await preparePhoto(fileOf(12 * 1024 * 1024, 'IMG_2041.JPG', 'image/jpeg'));
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.file).toMatchObject({ name: 'IMG_2041.webp', type: 'image/webp', size: 300_000 });
    expect(browser.canvases).toMatchObject([{ width: 1600, height: 1200, asked: ['image/webp'] }]);
    expect(browser.close).toHaveBeenCalled();
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    const browser = fakeBrowser({ decodes: true, writesWebp: false });
    const result = await preparePhoto(fileOf(9 * 1024 * 1024, 'photo.png', 'image/png'));
    expect(result.ok && result.file).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });
    expect(browser.canvases[0]?.asked).toEqual(['image/webp', 'image/jpeg']);
  });

  it('draws on a page canvas in browsers without OffscreenCanvas', async () => {
    fakeBrowser({ decodes: true });
    vi.stubGlobal('OffscreenCanvas', undefined);
    const sizes: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      sizes.push([this.width, this.height]);
      return { drawImage: vi.fn(), imageSmoothingQuality: 'low' } as unknown as CanvasRenderingContext2D;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
      callback(new Blob([new Uint8Array(200_000)], { type: type ?? 'image/png' })),
    );
    const result = await preparePhoto(fileOf(8 * 1024 * 1024, 'IMG_1.jpeg', 'image/jpeg'));
    expect(result.ok && result.file).toMatchObject({ name: 'IMG_1.webp', type: 'image/webp', size: 200_000 });
    expect(sizes).toEqual([[1600, 1200]]);
    vi.restoreAllMocks();
  });

  it('keeps a photo that is already small and light as it is', async () => {
    const browser = fakeBrowser({ decodes: true, width: 1200, height: 900 });
    const original = fileOf(400_000, 'desk.jpg', 'image/jpeg');
    expect(await preparePhoto(original)).toEqual({ ok: true, file: original });
    expect(browser.canvases).toHaveLength(0);
  });

  it('keeps the original when redrawing it would not make it lighter', async () => {
    fakeBrowser({ decodes: true, width: 1200, height: 900, encodedBytes: 2_000_000 });
    const original = fileOf(1_500_000, 'poster.png', 'image/png');
    expect(await preparePhoto(original)).toEqual({ ok: true, file: original });
  });

  it('turns a photo of a type the server does not take into WebP, even when small', async () => {
    fakeBrowser({ decodes: true, width: 640, height: 480, encodedBytes: 50_000 });
    const result = await preparePhoto(fileOf(80_000, 'cat.gif', 'image/gif'));
    expect(result.ok && result.file).toMatchObject({ name: 'cat.webp', type: 'image/webp' });
  });

  it('refuses a file the browser cannot decode as a picture, whatever its name', async () => {
    fakeBrowser({ decodes: false });
    expect(await preparePhoto(new File(['just some text'], 'notes.jpg', { type: 'image/jpeg' }))).toEqual({
      ok: false,
      reason: 'not-an-image',
    });
  });

  it('refuses a photo still over the server\'s limit after redrawing', async () => {
    fakeBrowser({ decodes: true, encodedBytes: PHOTO_MAX_BYTES + 1 });
    expect(await preparePhoto(fileOf(40 * 1024 * 1024, 'panorama.jpg', 'image/jpeg'))).toEqual({ ok: false, reason: 'too-large' });
  });
});
