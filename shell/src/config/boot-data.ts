import type { PrimedResponse } from '@campus/shared/api';
import type { FirstPaintQuery } from '@campus/shared/contract';

/** The id of the JSON the server puts in the page (server/src/plugins/shell-page.ts). */
const BOOT_DATA_ID = 'campus-boot';

/**
 * What the page carries for the shell's start: the live registry, manifests by URL, primed API answers and, with a
 * first paint, the answers its shell's and its area's renders showed (README "First paint from the server").
 */
export interface BootData {
  registry: unknown;
  manifests: Record<string, unknown>;
  responses: PrimedResponse[];
  queries: { shell: FirstPaintQuery[]; area: FirstPaintQuery[] };
}

function isFirstPaintQuery(value: unknown): value is FirstPaintQuery {
  return typeof value === 'object' && value !== null && typeof (value as { endpointName?: unknown }).endpointName === 'string' && 'data' in value;
}

const queriesOf = (value: unknown): FirstPaintQuery[] => (Array.isArray(value) ? value.filter(isFirstPaintQuery) : []);

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
    const queries = (typeof data.queries === 'object' && data.queries !== null ? data.queries : {}) as Partial<Record<'shell' | 'area', unknown>>;
    return { registry: data.registry, manifests, responses, queries: { shell: queriesOf(queries.shell), area: queriesOf(queries.area) } };
  } catch {
    return null;
  }
}

export const bootData = readBootData();
