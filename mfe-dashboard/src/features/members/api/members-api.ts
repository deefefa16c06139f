import { baseApi } from '@campus/shared/api';
import { membersPath, type MemberResponse, type MembersResponse } from '@campus/shared/contract';

/**
 * The admins' Members calls (docs/product-rules.md "Reports and suspension"): the search, one member's details, a
 * suspension with its reason and its lifting. A suspension or a lift answers the member as they are now, written
 * into the cached details and into every cached search that lists them.
 */
export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.query<MembersResponse, string>({
      query: (q) => ({ url: membersPath({ q }) }),
    }),
    getMember: build.query<MemberResponse, string>({
      query: (id) => ({ url: `/members/${encodeURIComponent(id)}` }),
    }),
    suspendMember: build.mutation<MemberResponse, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/members/${encodeURIComponent(id)}/suspend`, method: 'POST', data: { reason } }),
      onQueryStarted: (_arg, lifecycle) => keepInStep(lifecycle),
    }),
    liftSuspension: build.mutation<MemberResponse, string>({
      query: (id) => ({ url: `/members/${encodeURIComponent(id)}/lift-suspension`, method: 'POST' }),
      onQueryStarted: (_arg, lifecycle) => keepInStep(lifecycle),
    }),
  }),
});

type ApiState = Parameters<typeof membersApi.util.selectCachedArgsForQuery>[0];
interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: MemberResponse }>;
}

/** Writes a changed member into the cached details and every cached search, so every card shows the new state at once. */
async function keepInStep({ dispatch, getState, queryFulfilled }: Lifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    const { listingRows: _listings, reports: _reports, history: _history, ...summary } = data.member;
    dispatch(membersApi.util.upsertQueryData('getMember', summary._id, data));
    for (const q of membersApi.util.selectCachedArgsForQuery(getState() as ApiState, 'searchMembers')) {
      dispatch(
        membersApi.util.updateQueryData('searchMembers', q, (draft) => {
          const index = draft.members.findIndex((member) => member._id === summary._id);
          if (index !== -1) draft.members[index] = summary;
        }),
      );
    }
  } catch {
    // The failure is toasted where the call was made.
  }
}

export const { useSearchMembersQuery, useGetMemberQuery, useSuspendMemberMutation, useLiftSuspensionMutation } = membersApi;
