export { axiosBaseQuery, baseApi, MEMBER_DEPENDENT_TAGS, type ApiError, type ApiRequest } from './base-api';
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
export { http, HttpFailure, serverMessage, setHttpTransport, settle, TIMEOUT_MS } from './http';
export { primeResponses } from './primed';
export { useUpload, type Upload } from './upload-progress';
export type { PrimedResponse } from '../contract';
export { refusedHandshakeDelay, retryRefusedHandshakes, type RefusableSocket } from './live-socket';
