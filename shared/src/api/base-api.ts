import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { http, serverMessage } from './http';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
}

/** What a failed call carries into RTK Query: the HTTP status (0 without a response) and the server's text. */
export interface ApiError {
  status: number;
  message: string | null;
}

const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async ({ url, method = 'GET', data, params }) => {
  try {
    const response = await http.request({ url, method, data, params });
    return { data: response.data as unknown };
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status ?? 0;
    return { error: { status, message: serverMessage(error) } };
  }
};

/**
 * The one RTK Query api slice of the site. Features add endpoints with `injectEndpoints` in their own
 * folders; one slice means a mutation in one remote invalidates the lists another remote shows.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Auth', 'Visitors', 'Category', 'Product', 'Order', 'Checkout', 'RentProduct', 'Service', 'Event', 'Notification'],
  endpoints: () => ({}),
});
