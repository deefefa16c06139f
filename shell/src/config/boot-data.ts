import type { PrimedResponse } from '@campus/shared/api';

/** The id of the JSON the server puts in the page (server/src/plugins/shell-page.ts). */
const BOOT_DATA_ID = 'campus-boot';

/** What the page carries for the shell's start: the live registry, manifests by URL, and primed API answers. */
export interface BootData {
  registry: unknown;
  manifests: Record<string, unknown>;
  responses: PrimedResponse[];
}

function isPrimedResponse(value: unknown): value is PrimedResponse {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string' && 'body' in value;
}

/** Read once, at start; null on a page without it (a dev server's, or an older server's). */
function readBootData(): BootData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<Record<keyof BootData, unknown>>;
    const manifests = typeof data.manifests === 'object' && data.manifests !== null ? (data.manifests as Record<string, unknown>) : {};
    const responses = Array.isArray(data.responses) ? data.responses.filter(isPrimedResponse) : [];
    return { registry: data.registry, manifests, responses };
  } catch {
    return null;
  }
}

export const bootData = readBootData();
