export { baseApi, type ApiError, type ApiRequest } from './base-api';
export { errorText, registerErrorMessages, type ErrorFallback } from './error-toasts';
export { http, serverMessage } from './http';
