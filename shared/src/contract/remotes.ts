/** The five independently deployed areas of the site. */
export const REMOTE_NAMES = ['buy', 'rent', 'hire', 'chat', 'dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: where each remote's `mf-manifest.json` lives right now. */
export type RemotesManifest = Record<RemoteName, string>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
