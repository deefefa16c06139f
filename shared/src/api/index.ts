export { baseApi, type ApiError, type ApiRequest } from './base-api';
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
  type PrimedResponse,
} from './http';
