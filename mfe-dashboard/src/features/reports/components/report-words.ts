import type { ReportAction, ReportGroup } from '@campus/shared/contract';

/** What each action's button says, and the question its confirmation asks. */
export const ACTION_LABELS: Record<ReportAction, string> = {
  'delete-message': 'Delete the message',
  'hide-listing': 'Hide the listing',
  'suspend-member': 'Suspend the member',
  dismiss: 'Dismiss',
};

/** What a button taking several actions at once says: 'Delete the message and suspend the member'. */
export function actionsLabel(actions: readonly ReportAction[]): string {
  return actions.map((action, i) => (i === 0 ? ACTION_LABELS[action] : ACTION_LABELS[action].toLowerCase())).join(' and ');
}

const TARGET_WORDS: Record<ReportGroup['target'], string> = {
  listing: 'A listing',
  message: 'A chat message',
  conversation: 'A conversation',
  member: 'A member',
};

export const targetWords = (group: Pick<ReportGroup, 'target'>) => TARGET_WORDS[group.target];

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The screen's total: '12 open reports about 5 things'. */
export function queueSummary(openReports: number, things: number): string {
  if (openReports === 0) return 'No open reports.';
  return `${counted(openReports, 'open report')} about ${counted(things, 'thing')}`;
}

export function confirmText(group: Pick<ReportGroup, 'subject' | 'count'>, action: ReportAction): string {
  const who = group.subject?.name ?? 'the member';
  switch (action) {
    case 'delete-message':
      return 'Delete this chat message for everyone? This cannot be undone.';
    case 'hide-listing':
      return 'Hide this listing from everyone but its owner?';
    case 'suspend-member':
      return `Suspend ${who}? They cannot log in or send anything, and all their listings are hidden.`;
    case 'dismiss':
      return group.count === 1 ? 'Dismiss this report without changing anything?' : `Dismiss these ${group.count} reports without changing anything?`;
  }
}

/** The question before several actions: each action's own, in turn. */
export const confirmActionsText = (group: Pick<ReportGroup, 'subject' | 'count'>, actions: readonly ReportAction[]) =>
  actions.map((action) => confirmText(group, action)).join(' ');

export const resolvedText = (count: number) => (count === 1 ? 'Report resolved.' : `${count} reports resolved.`);

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, as a person says it: '5 minutes ago', 'yesterday', 'now'. */
export function ageOf(iso: string, now: number): string {
  const ms = new Date(iso).getTime() - now;
  for (const [unit, size] of STEPS) {
    if (Math.abs(ms) >= size) return relative.format(Math.round(ms / size), unit);
  }
  return relative.format(0, 'second');
}

/** Where the reported listing's page is, when it has one. */
export function listingHref(group: Pick<ReportGroup, 'target' | 'listingKind' | 'slug' | 'targetId'>): string | null {
  if (group.target !== 'listing') return null;
  if (group.listingKind === 'product') return group.slug ? `/product/${encodeURIComponent(group.slug)}` : null;
  return `/${group.listingKind === 'rent' ? 'rent' : 'service'}/products/${encodeURIComponent(group.targetId)}`;
}
