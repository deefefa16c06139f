import { baseApi } from '@campus/shared/api';
import type { ApiSuccess, EventCreatedResponse, EventInput, EventsResponse } from '@campus/shared/contract';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsResponse, void>({
      query: () => ({ url: '/events' }),
      providesTags: ['Event'],
    }),
    createEvent: build.mutation<EventCreatedResponse, EventInput>({
      query: (data) => ({ url: '/events', method: 'POST', data }),
      invalidatesTags: ['Event'],
    }),
    deleteEvent: build.mutation<ApiSuccess & { message: string }, string>({
      query: (id) => ({ url: `/events/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Event'],
    }),
  }),
});

export const { useGetEventsQuery, useCreateEventMutation, useDeleteEventMutation } = eventsApi;
