/** Every failure of the API answers with this body and a 4xx/5xx status. */
export interface ApiFailure {
  success: false;
  message: string;
}

export interface ApiSuccess {
  success: true;
  message?: string;
}

/** The API's mount point; the client's HTTP calls and the server's routes both use it. */
export const API_PREFIX = '/api/v1';
