import { baseApi } from '@campus/shared/api';
import type { MailSettingsResponse, UpdateMailSettingsInput } from '@campus/shared/contract';

/**
 * The member's notification e-mail settings (docs/product-rules.md "E-mail notifications"). Keyed by the member's id,
 * so one member's answer never shows for the next. A change's answer is the whole of the new settings: it is written
 * into the cached one, so the screen shows what the server stored without asking again.
 */
export const mailSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMailSettings: build.query<MailSettingsResponse, string>({
      query: () => ({ url: '/mail-settings' }),
    }),
    updateMailSettings: build.mutation<MailSettingsResponse, { member: string; changes: UpdateMailSettingsInput }>({
      query: ({ changes }) => ({ url: '/mail-settings', method: 'PUT', data: changes }),
      async onQueryStarted({ member }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            mailSettingsApi.util.updateQueryData('getMailSettings', member, (draft) => {
              draft.settings = data.settings;
            }),
          );
        } catch {
          // The screen says why, beside the switch that was changed.
        }
      },
    }),
  }),
});

export const { useGetMailSettingsQuery, useUpdateMailSettingsMutation } = mailSettingsApi;
