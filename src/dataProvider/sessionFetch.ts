import { FALLBACK_ERROR_MESSAGE } from '../../contract/index.ts';
import { getToken } from '../authProvider/storage.ts';
import { answerError, ApiError } from './http.ts';

/** `fetch` with the session's bearer, for non-JSON answers (CSV, event stream); non-2xx rejects as `http()` does. */
export const fetchWithSession = async (path: string, accept: string, signal?: AbortSignal): Promise<Response> => {
  const token = getToken();
  if (token == null) throw new ApiError('ra.notification.logged_out', 401, null, true);
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: accept, Authorization: `Bearer ${token}` }, signal });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(FALLBACK_ERROR_MESSAGE, 0, null, true);
  }
  if (!response.ok) throw answerError(response.status, await response.json().catch(() => null), true);
  return response;
};
