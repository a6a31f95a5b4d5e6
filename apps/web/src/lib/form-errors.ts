import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/**
 * The server's per-field messages (`details` of the error envelope) for the fields a form shows. The first
 * message per field wins; fields the form does not have are left for the form-level message.
 */
export function serverFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): Partial<Record<TField, string>> {
  const result: Partial<Record<TField, string>> = {};
  if (!isApiError(error) || !error.details) return result;
  const known = new Set<string>(fields);
  for (const detail of error.details) {
    if (known.has(detail.field) && result[detail.field as TField] === undefined) {
      result[detail.field as TField] = detail.message;
    }
  }
  return result;
}

/** Puts the server's per-field messages on a react-hook-form form; true when any was shown. */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  fields: readonly Path<TValues>[],
  setError: UseFormSetError<TValues>,
): boolean {
  const messages = serverFieldErrors(error, fields);
  const entries = Object.entries(messages) as Array<[Path<TValues>, string]>;
  for (const [field, message] of entries) setError(field, { type: 'server', message });
  return entries.length > 0;
}
