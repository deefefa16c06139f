export { baseApi, MEMBER_DEPENDENT_TAGS, type ApiError, type ApiRequest } from './base-api';
export * from './endpoints';
export {
  dismissCallError,
  errorText,
  toastCallError,
  useMutationErrorToast,
  useQueryErrorToast,
  type ErrorFallback,
  type MutationCall,
} from './error-toasts';
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
export { refusedHandshakeDelay, retryRefusedHandshakes, type RefusableSocket } from './live-socket';
