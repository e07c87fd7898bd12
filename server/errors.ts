/** A failure with a status the client should see; rendered as `{message, errors}` by the error handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, errors);
export const unauthorized = (message = 'Please sign in') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new ApiError(409, message, errors);
export const gone = (message: string) => new ApiError(410, message);
