import type { MemberListing, ModerationAction, ReportAction, ReportTarget } from '@campus/shared/contract';
import { paths } from '../../../config/paths';

/** How the member's history names each action an admin took. */
export const HISTORY_LABELS: Record<ModerationAction, string> = {
  'suspend-member': 'Suspended',
  'lift-suspension': 'Suspension lifted',
  'delete-message': 'A message deleted',
  'hide-listing': 'A listing hidden',
  dismiss: 'A report dismissed',
};

const ACTION_WORDS: Record<ReportAction, string> = {
  'suspend-member': 'member suspended',
  'delete-message': 'message deleted',
  'hide-listing': 'listing hidden',
  dismiss: 'dismissed',
};

export const TARGET_NAMES: Record<ReportTarget, string> = { listing: 'Listing', message: 'Chat message', conversation: 'Conversation', member: 'Member' };

const KIND_NAMES: Record<MemberListing['kind'], string> = { product: 'For sale', rent: 'To borrow', service: 'To hire' };
export const kindName = (kind: MemberListing['kind']) => KIND_NAMES[kind];

/** 'Open', or what the resolve did: 'Resolved: message deleted, member suspended'. */
export function reportState(status: 'open' | 'resolved', actions: readonly ReportAction[]): string {
  if (status === 'open') return 'Open';
  return `Resolved: ${actions.map((action) => ACTION_WORDS[action]).join(', ')}`;
}

/** Where a member's listing's page is. */
export function memberListingHref(listing: MemberListing): string | null {
  if (listing.kind === 'product') return listing.slug ? paths.product.href(listing.slug) : null;
  return listing.kind === 'rent' ? paths.rent.item.href(listing._id) : paths.service.item.href(listing._id);
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '3 listings · 1 open report' */
export const memberCounts = (listings: number, openReports: number) => `${counted(listings, 'listing')} · ${counted(openReports, 'open report')}`;

/** Above the results: how many matched, and whether the search should be narrowed. */
export function resultsSummary(shown: number, total: number, q: string): string {
  if (total === 0) return q ? `No member matches “${q}”.` : 'No members yet.';
  if (shown < total) return `${shown} of ${total} members shown: narrow the search to find the others.`;
  return total === 1 ? '1 member' : `${total} members`;
}

export const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
