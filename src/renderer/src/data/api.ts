import type { BridgeApi } from '@shared/bridge';
import type { AppError, Result } from '@shared/errors';

declare global {
  interface Window {
    /** Set by the Electron preload or the web preload; the renderer's only way out. */
    api: BridgeApi;
  }
}

/** The bridge, or undefined when the page was opened outside the console (checked in main.tsx). */
export const api: BridgeApi | undefined =
  typeof window === 'undefined' ? undefined : (window as Partial<Window>).api;

/** Thrown by `unwrap` so an error boundary or a caller can read the bridge's typed error. */
export class ApiCallError extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'ApiCallError';
  }
}

/** Returns the value of a bridge result, or throws its typed error (for code that prefers exceptions). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new ApiCallError(result.error);
}

/** A readable sentence for any failure: a bridge error, a thrown value, or something unknown. */
export function describeError(error: unknown): string {
  if (error instanceof ApiCallError) return error.error.message;
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return 'Something went wrong.';
}
