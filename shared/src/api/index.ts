export { baseApi, MEMBER_DEPENDENT_TAGS, type ApiError, type ApiRequest } from './base-api';
export { errorText, registerErrorMessages, type ErrorFallback } from './error-toasts';
export {
  HttpFailure,
  primeResponses,
  request,
  serverMessage,
  setHttpTransport,
  type HttpCall,
  type HttpResponse,
  type HttpTransport,
} from './http';
export type { PrimedResponse } from '../contract';
