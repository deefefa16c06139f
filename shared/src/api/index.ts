export { baseApi, type ApiError, type ApiRequest } from './base-api';
export { errorText, registerErrorMessages } from './error-toasts';
export { http, serverMessage } from './http';
