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

/**
 * Every action an admin takes, recorded one row each (docs/product-rules.md "Reports and suspension"): a report's
 * actions, and a suspension or its lifting from the Members screen.
 */
export const MODERATION_ACTIONS = [...REPORT_ACTIONS, 'lift-suspension'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASON_MAX_LENGTH = 1000;

/** Which actions fit a report's target: suspend-member and dismiss fit any. */
export function actionsFor(target: ReportTarget): ReportAction[] {
  const own: ReportAction[] = target === 'message' ? ['delete-message'] : target === 'listing' ? ['hide-listing'] : [];
  return [...own, 'suspend-member', 'dismiss'];
}

/**
 * The sets of actions one resolve may take together: each action that fits alone, and the content's own action with
 * suspend-member (delete the message and suspend its author). Dismiss goes alone: it changes nothing.
 */
export function actionSetsFor(target: ReportTarget): ReportAction[][] {
  const own = actionsFor(target).filter((action) => action !== 'suspend-member' && action !== 'dismiss');
  return [...own.map((action): ReportAction[] => [action, 'suspend-member']), ...actionsFor(target).map((action) => [action])];
}

/** Whether `actions` (in any order, without repeats) is a set that fits `target` (actionSetsFor). */
export function actionsFit(target: ReportTarget, actions: readonly ReportAction[]): boolean {
  const asked = [...actions].sort().join();
  return actionSetsFor(target).some((set) => [...set].sort().join() === asked);
}

/** How each target is named in a sentence: 'this listing', … */
const TARGET_NAMES: Record<ReportTarget, string> = { listing: 'listing', message: 'message', conversation: 'conversation', member: 'member' };

export const REPORT_ERRORS = {
  notFound: 'Report not found',
  targetNotFound: 'There is nothing to report there: it may have been removed.',
  resolved: 'This report was already resolved.',
  mismatch: 'That action does not fit what was reported.',
  adminTarget: 'An admin cannot be suspended.',
  ownTarget: 'You cannot report yourself or your own listing.',
  /** A member's second open report of one target (409): one open report per member and target. */
  alreadyReported: Object.fromEntries(
    REPORT_TARGETS.map((target) => [target, `You have already reported this ${TARGET_NAMES[target]}: an admin will look at it.`]),
  ) as Record<ReportTarget, string>,
  badCursor: 'Invalid cursor: load the reports again.',
  messageNotFound: 'Message not found',
} as const;

/** The admins' list: groups of open reports, a page at a time (README "Reports and suspension"). */
export const REPORTS_PAGE_SIZE = 20;
export const REPORTS_MAX_LIMIT = 100;
/** How many of a group's latest reports (reporter, reason, when) its answer carries; `count` says how many there are. */
export const REPORT_GROUP_REASONS = 20;

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

const actionText = "action must be 'dismiss', 'delete-message', 'hide-listing' or 'suspend-member'";
const reportAction = z.enum(REPORT_ACTIONS, { error: actionText });

/**
 * `POST /reports/{id}/resolve`: one `action`, or several `actions` taken together (delete the message and suspend
 * its author), each recorded. Exactly one of the two.
 */
export const ResolveReportInputSchema = z
  .object(
    {
      action: reportAction.optional(),
      actions: z
        .array(reportAction, { error: 'actions must be a list of actions' })
        .min(1, 'Choose at least one action')
        .max(REPORT_ACTIONS.length, 'Too many actions')
        .refine((list) => new Set(list).size === list.length, 'Each action at most once')
        .optional(),
      note: z.string().trim().max(REPORT_REASON_MAX_LENGTH).optional(),
    },
    { error: 'Send { action } or { actions }.' },
  )
  .refine((input) => (input.action === undefined) !== (input.actions === undefined), { message: 'Send { action } or { actions }, not both.' });
export type ResolveReportInput = z.input<typeof ResolveReportInputSchema>;

/** The actions a resolve asks for, whichever way it named them. */
export const resolveActions = (input: { action?: ReportAction | undefined; actions?: ReportAction[] | undefined }): ReportAction[] =>
  input.actions ?? (input.action ? [input.action] : []);

export const ReportParamsSchema = z.object({ id: z.uuid({ error: 'Invalid report id' }) });

/**
 * `DELETE /reports/{id}/conversation-messages/{messageId}`: an admin deletes one message of the conversation report
 * `id` is about (docs/product-rules.md "Reports and suspension").
 */
export const ReportedMessageParamsSchema = ReportParamsSchema.extend({ messageId: z.string().regex(/^[1-9]\d{0,17}$/, 'Invalid message id') });
export const ReportedMessageDeletedResponseSchema = z.object({ success: z.literal(true), messageId: z.string() });
export type ReportedMessageDeletedResponse = z.infer<typeof ReportedMessageDeletedResponseSchema>;

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
    actions: z.array(z.enum(REPORT_ACTIONS)),
    note: z.string().nullable(),
    createdAt: isoDateTime(),
    resolvedAt: isoDateTime().nullable(),
  })
  .meta({ id: 'Report', description: 'A report of a listing, a message, a conversation or a member.' });
export type Report = z.infer<typeof ReportSchema>;

export const ReportResponseSchema = z.object({ success: z.literal(true), report: ReportSchema });
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

const limitText = `The limit must be a whole number from 1 to ${REPORTS_MAX_LIMIT}`;

/** `GET /reports?cursor=&limit=`: `cursor` is the previous page's `nextCursor`. */
export const ReportsQuerySchema = z.object({
  cursor: z.string().trim().min(1, REPORT_ERRORS.badCursor).max(200, REPORT_ERRORS.badCursor).optional(),
  limit: z.coerce.number({ error: limitText }).int(limitText).min(1, limitText).max(REPORTS_MAX_LIMIT, limitText).default(REPORTS_PAGE_SIZE),
});
export type ReportsQuery = z.input<typeof ReportsQuerySchema>;

/** The admins' list call with its page (the first one without a cursor). */
export function reportsPath(query: { cursor?: string | null; limit?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `/reports?${text}` : '/reports';
}

/** One member's report in a group: who, why and when. */
export const GroupedReportSchema = z.object({ _id: z.uuid(), reporter: person, reason: z.string(), createdAt: isoDateTime() });
export type GroupedReport = z.infer<typeof GroupedReportSchema>;

export const ReportGroupSchema = z
  .object({
    /** The group's newest report: `POST /reports/{_id}/resolve` resolves it and every earlier open report of the target. */
    _id: z.uuid().describe("The group's newest report; resolving it resolves the whole group up to it."),
    target: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    listingKind: z.enum(LISTING_KINDS).nullable(),
    content: z.string().describe('A copy of what was reported, as the newest report of the group took it.'),
    slug: z.string().nullable(),
    subject: person.nullable(),
    /** How many reports the group holds: one per member while open. */
    count: z.number().int().min(1).describe('How many reports the group holds (one per member while they are open).'),
    reports: z.array(GroupedReportSchema).describe(`The group's latest ${REPORT_GROUP_REASONS} reports at most, oldest first (the newest last).`),
    firstReportedAt: isoDateTime(),
    lastReportedAt: isoDateTime(),
    status: z.enum(REPORT_STATUSES),
    action: z.enum(REPORT_ACTIONS).nullable().describe('The first action taken, or null while open; `actions` has them all.'),
    actions: z.array(z.enum(REPORT_ACTIONS)).describe('Every action taken (empty while open): delete-message and suspend-member, say.'),
    note: z.string().nullable(),
    resolvedAt: isoDateTime().nullable(),
  })
  .meta({ id: 'ReportGroup', description: 'The reports of one listing, message, conversation or member.' });
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

export const ReportsResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(ReportGroupSchema).describe('Groups of open reports, the group reported first (its oldest open report) first.'),
  /** How many groups (things reported) are open in all, and how many open reports they hold. */
  total: z.number().int().min(0).describe('How many things have open reports, over every page.'),
  openReports: z.number().int().min(0).describe('How many open reports there are, over every page.'),
  nextCursor: z.string().nullable().describe('The cursor of the next page, or null on the last one.'),
});
export type ReportsResponse = z.infer<typeof ReportsResponseSchema>;

export const ResolveReportResponseSchema = z.object({ success: z.literal(true), group: ReportGroupSchema });
export type ResolveReportResponse = z.infer<typeof ResolveReportResponseSchema>;
