import type { FastifySchemaValidationError } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * A route's `schemaErrorFormatter` for the type-setup screen's saves: `{message, errors}` where the message is the
 * first field's own ('Enter a valid email address'), as a person reads it in a toast, not the platform's
 * 'Request body is invalid: field: …' wording.
 */
export function plainSchemaErrors(validation: FastifySchemaValidationError[]): ApiError {
  const errors: Record<string, string> = {};
  let message: string | undefined;
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = v.params as { keys?: string[] };
    if (v.keyword === 'unrecognized_keys' && params.keys) {
      for (const k of params.keys) errors[field ? `${field}.${k}` : k] ??= 'Unknown field';
      message ??= `Unknown field ${params.keys[0]}`;
    } else {
      const text = v.message ?? 'Invalid value';
      errors[field || '_'] ??= text;
      message ??= text;
    }
  }
  return new ApiError(400, message ?? 'Invalid value', errors);
}
