import { z } from 'zod';
import { LISTING_KINDS } from './conversation-paths';
import { isoDateTime } from './responses';

/**
 * Reports and suspension (docs/product-rules.md "Reports and suspension"): a member reports a listing, a community
 * chat message, a conversation they are in, or a member; an admin resolves each report once.
 */
export const REPORT_TARGETS = ['listing', 'message', 'conversation', 'member'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_ACTIONS = ['dismiss', 'delete-message', 'hide-listing', 'suspend-member'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASON_MAX_LENGTH = 1000;

/** Which actions fit a report's target: suspend-member and dismiss fit any. */
export function actionsFor(target: ReportTarget): ReportAction[] {
  const own: ReportAction[] = target === 'message' ? ['delete-message'] : target === 'listing' ? ['hide-listing'] : [];
  return [...own, 'suspend-member', 'dismiss'];
}

export const REPORT_ERRORS = {
  notFound: 'Report not found',
  targetNotFound: 'There is nothing to report there: it may have been removed.',
  resolved: 'This report was already resolved.',
  mismatch: 'That action does not fit what was reported.',
  adminTarget: 'An admin cannot be suspended.',
  ownTarget: 'You cannot report yourself or your own listing.',
} as const;

/** What the login form shows a suspended member (README "Accounts and sign-in"). */
export const suspendedMessage = (reason: string) => `Your account is suspended: ${reason}`;

const reason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(1, 'Reason is required')
  .max(REPORT_REASON_MAX_LENGTH, `Reason must be at most ${REPORT_REASON_MAX_LENGTH} characters`);

/** `POST /reports`; a listing is found by its id alone, or `listingKind` says where to look. */
export const ReportInputSchema = z.object(
  {
    target: z.enum(REPORT_TARGETS, { error: "target must be 'listing', 'message', 'conversation' or 'member'" }),
    id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(100, 'Invalid id'),
    reason,
    listingKind: z.enum(LISTING_KINDS).optional(),
  },
  { error: 'Send { target, id, reason }.' },
);
export type ReportInput = z.input<typeof ReportInputSchema>;

/** The report dialog's form: the reason alone. */
export const ReportReasonSchema = z.object({ reason });
export type ReportReasonInput = z.input<typeof ReportReasonSchema>;

/** `POST /reports/{id}/resolve`. */
export const ResolveReportInputSchema = z.object(
  {
    action: z.enum(REPORT_ACTIONS, { error: "action must be 'dismiss', 'delete-message', 'hide-listing' or 'suspend-member'" }),
    note: z.string().trim().max(REPORT_REASON_MAX_LENGTH).optional(),
  },
  { error: 'Send { action }.' },
);
export type ResolveReportInput = z.input<typeof ResolveReportInputSchema>;

export const ReportParamsSchema = z.object({ id: z.uuid({ error: 'Invalid report id' }) });

const person = z.object({ _id: z.uuid(), name: z.string() });

export const ReportSchema = z
  .object({
    _id: z.uuid(),
    target: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    listingKind: z.enum(LISTING_KINDS).nullable(),
    reason: z.string(),
    /** What was reported as it was then: the message's text, the listing's name, the conversation's last messages. */
    content: z.string().describe('A copy of what was reported, as it was when reported.'),
    /** A product's slug, to link to its page; null otherwise. */
    slug: z.string().nullable(),
    reporter: person,
    /** Who wrote or owns what was reported: whom suspend-member suspends. */
    subject: person.nullable(),
    status: z.enum(REPORT_STATUSES),
    action: z.enum(REPORT_ACTIONS).nullable(),
    note: z.string().nullable(),
    createdAt: isoDateTime(),
    resolvedAt: isoDateTime().nullable(),
  })
  .meta({ id: 'Report', description: 'A report of a listing, a message, a conversation or a member.' });
export type Report = z.infer<typeof ReportSchema>;

export const ReportResponseSchema = z.object({ success: z.literal(true), report: ReportSchema });
export type ReportResponse = z.infer<typeof ReportResponseSchema>;
export const ReportsResponseSchema = z.object({ success: z.literal(true), reports: z.array(ReportSchema) });
export type ReportsResponse = z.infer<typeof ReportsResponseSchema>;
