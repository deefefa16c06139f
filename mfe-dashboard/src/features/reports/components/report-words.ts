import type { Report, ReportAction } from '@campus/shared/contract';

/** What each action's button says, and the question its confirmation asks. */
export const ACTION_LABELS: Record<ReportAction, string> = {
  'delete-message': 'Delete the message',
  'hide-listing': 'Hide the listing',
  'suspend-member': 'Suspend the member',
  dismiss: 'Dismiss',
};

const TARGET_WORDS: Record<Report['target'], string> = {
  listing: 'A listing',
  message: 'A chat message',
  conversation: 'A conversation',
  member: 'A member',
};

export const targetWords = (report: Report) => TARGET_WORDS[report.target];

export function confirmText(report: Report, action: ReportAction): string {
  const who = report.subject?.name ?? 'the member';
  switch (action) {
    case 'delete-message':
      return 'Delete this chat message for everyone? This cannot be undone.';
    case 'hide-listing':
      return 'Hide this listing from everyone but its owner?';
    case 'suspend-member':
      return `Suspend ${who}? They cannot log in or send anything, and all their listings are hidden.`;
    case 'dismiss':
      return 'Dismiss this report without changing anything?';
  }
}

/** Where the reported listing's page is, when it has one. */
export function listingHref(report: Report): string | null {
  if (report.target !== 'listing') return null;
  if (report.listingKind === 'product') return report.slug ? `/product/${encodeURIComponent(report.slug)}` : null;
  return `/${report.listingKind === 'rent' ? 'rent' : 'service'}/products/${encodeURIComponent(report.targetId)}`;
}
