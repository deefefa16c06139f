import { isRemoteName, type RemotesManifest } from '@campus/shared/contract';

function parsePairs(value: string): Record<string, string> {
  const trimmed = value.trim();
  if (trimmed.startsWith('{')) {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed !== 'object' || parsed === null) throw new Error('REMOTES must be a JSON object');
    return Object.fromEntries(Object.entries(parsed).map(([key, url]) => [key, String(url)]));
  }
  return Object.fromEntries(
    trimmed
      .split(',')
      .filter((pair) => pair.trim() !== '')
      .map((pair) => {
        const [name, ...rest] = pair.split('=');
        return [name?.trim() ?? '', rest.join('=').trim()];
      }),
  );
}

/**
 * The remotes `REMOTES` (a JSON object or `name=url,name=url`) points elsewhere, e.g. at their dev servers in
 * `pnpm dev`; these win over the published releases.
 */
export function parseRemoteOverrides(value: string | undefined): Partial<RemotesManifest> {
  const overrides: Partial<RemotesManifest> = {};
  if (!value) return overrides;
  for (const [name, url] of Object.entries(parsePairs(value))) {
    if (!isRemoteName(name)) throw new Error(`REMOTES names an unknown remote: ${name}`);
    if (!url) throw new Error(`REMOTES gives no URL for ${name}`);
    overrides[name] = url;
  }
  return overrides;
}
