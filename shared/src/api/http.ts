import axios, { AxiosError } from 'axios';
import { API_PREFIX } from '../contract';

let tokenSource: () => string = () => '';

/** The store registers where the session token lives; every later call carries it (SPEC §4). */
export function setTokenSource(source: () => string): void {
  tokenSource = source;
}

/** The one HTTP client of the site: base `/api/v1`, bearer header once a token exists. */
export const http = axios.create({ baseURL: API_PREFIX, timeout: 20_000 });

http.interceptors.request.use((config) => {
  const token = tokenSource();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The server's `{ success: false, message }` text, when the failure came from the server. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof AxiosError) {
    const data: unknown = error.response?.data;
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
  }
  return null;
}
