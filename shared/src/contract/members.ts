import { z } from 'zod';
import { LISTING_KINDS } from './conversation-paths';
import { MODERATION_ACTIONS, REPORT_ACTIONS, REPORT_ERRORS, REPORT_REASON_MAX_LENGTH, REPORT_STATUSES, REPORT_TARGETS } from './reports';
import { isoDateTime } from './responses';

/**
 * The admins' Members screen (docs/product-rules.md "Reports and suspension"): find a member by name or e-mail, see
 * their listings and the reports about them, suspend them with a reason, lift a suspension.
 */
export const MEMBERS_PAGE_SIZE = 20;
export const MEMBERS_MAX_LIMIT = 100;
export const MEMBER_SEARCH_MAX_LENGTH = 200;
/** How many of a member's listings, reports and past actions the member's answer carries, the newest first. */
export const MEMBER_DETAIL_ROWS = 50;

export const MEMBER_ERRORS = {
  notFound: 'Member not found',
  admin: REPORT_ERRORS.adminTarget,
  alreadySuspended: 'This member is already suspended.',
  notSuspended: 'This member is not suspended.',
} as const;

const limitText = `The limit must be a whole number from 1 to ${MEMBERS_MAX_LIMIT}`;

/** `GET /members?q=&limit=`: `q` matches any part of the name or the e-mail, case-insensitively; empty lists everyone. */
export const MembersQuerySchema = z.object({
  q: z.string().trim().max(MEMBER_SEARCH_MAX_LENGTH, `The search can be at most ${MEMBER_SEARCH_MAX_LENGTH} characters`).default(''),
  limit: z.coerce.number({ error: limitText }).int(limitText).min(1, limitText).max(MEMBERS_MAX_LIMIT, limitText).default(MEMBERS_PAGE_SIZE),
});
export type MembersQuery = z.input<typeof MembersQuerySchema>;

/** The admins' search call. */
export function membersPath(query: { q?: string; limit?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `/members?${text}` : '/members';
}

export const MemberParamsSchema = z.object({ id: z.uuid({ error: 'Member not found' }) });

/** `POST /members/{id}/suspend`: why, required as a report's reason is. */
export const SuspendMemberInputSchema = z.object(
  {
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, 'Reason is required')
      .max(REPORT_REASON_MAX_LENGTH, `Reason must be at most ${REPORT_REASON_MAX_LENGTH} characters`),
  },
  { error: 'Send { reason }.' },
);
export type SuspendMemberInput = z.input<typeof SuspendMemberInputSchema>;

export const MemberSummarySchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['user', 'admin']),
    createdAt: isoDateTime(),
    suspendedAt: isoDateTime().nullable(),
    suspensionReason: z.string().nullable(),
    listings: z.number().int().min(0).describe('How many listings they have, of every kind.'),
    openReports: z.number().int().min(0).describe('How many open reports are about them or what they wrote or own.'),
  })
  .meta({ id: 'MemberSummary', description: "A member as the admins' Members screen lists them." });
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

export const MembersResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(MemberSummarySchema).describe('The matching members by name, at most `limit`.'),
  total: z.number().int().min(0).describe('How many members match, over every page.'),
});
export type MembersResponse = z.infer<typeof MembersResponseSchema>;

export const MemberListingSchema = z.object({
  _id: z.string(),
  kind: z.enum(LISTING_KINDS),
  name: z.string(),
  /** A product's slug, for its page; null for the other kinds. */
  slug: z.string().nullable(),
  hidden: z.boolean().describe('Hidden by an admin (a suspension hides every listing besides).'),
});
export type MemberListing = z.infer<typeof MemberListingSchema>;

export const MemberReportSchema = z.object({
  _id: z.uuid(),
  target: z.enum(REPORT_TARGETS),
  reason: z.string(),
  content: z.string(),
  reporter: z.string().describe("The reporter's name."),
  status: z.enum(REPORT_STATUSES),
  actions: z.array(z.enum(REPORT_ACTIONS)),
  createdAt: isoDateTime(),
});
export type MemberReport = z.infer<typeof MemberReportSchema>;

export const ModerationRecordSchema = z.object({
  _id: z.uuid(),
  action: z.enum(MODERATION_ACTIONS),
  note: z.string().nullable(),
  admin: z.string().nullable().describe("The admin's name; null once their account is gone."),
  createdAt: isoDateTime(),
});
export type ModerationRecord = z.infer<typeof ModerationRecordSchema>;

export const MemberDetailSchema = MemberSummarySchema.extend({
  listingRows: z.array(MemberListingSchema).describe(`Their latest ${MEMBER_DETAIL_ROWS} listings.`),
  reports: z.array(MemberReportSchema).describe(`The latest ${MEMBER_DETAIL_ROWS} reports about them, the newest first.`),
  history: z.array(ModerationRecordSchema).describe(`The latest ${MEMBER_DETAIL_ROWS} actions admins took about them, the newest first.`),
}).meta({ id: 'MemberDetail', description: 'A member with their listings, the reports about them and what admins did.' });
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

export const MemberResponseSchema = z.object({ success: z.literal(true), member: MemberDetailSchema });
export type MemberResponse = z.infer<typeof MemberResponseSchema>;
