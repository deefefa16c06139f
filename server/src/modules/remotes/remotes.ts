import { REMOTE_NAMES, isRemoteName, type RemotesManifest } from '@campus/shared/contract';

/** Default: every remote is served by this same server under /mfe/<name>/. */
export function defaultRemotes(): RemotesManifest {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/mfe/${name}/mf-manifest.json`]),
  ) as RemotesManifest;
}

function parseOverrides(value: string): Record<string, string> {
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
 * The registry `/remotes.json` answers with, from configuration: the defaults, overridden per remote by
 * `REMOTES` (a JSON object or `name=url,name=url`), e.g. the remotes' dev servers in `pnpm dev`.
 */
export function resolveRemotes(overrides: string | undefined): RemotesManifest {
  const registry = defaultRemotes();
  if (!overrides) return registry;
  for (const [name, url] of Object.entries(parseOverrides(overrides))) {
    if (!isRemoteName(name)) throw new Error(`REMOTES names an unknown remote: ${name}`);
    if (!url) throw new Error(`REMOTES gives no URL for ${name}`);
    registry[name] = url;
  }
  return registry;
}
