import type { z } from 'zod';

/**
 * Header family: `bearer` = Authorization + x-whitelabel-host; `workshop` = bearer plus x-timezone-offset;
 * `integration` = x-api-key only.
 */
export type OperationFamily = 'bearer' | 'workshop' | 'integration';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface OperationDescriptor {
  readonly name: string;
  /** The operation in a person's words, as the Activity screen and the connection messages name it. */
  readonly words: string;
  readonly method: HttpMethod;
  /** With `:param` placeholders; every param is a 24-hex id. */
  readonly path: string;
  readonly family: OperationFamily;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The bare payload: when the answer comes in a `{code, ..., result}` wrapper, the client unwraps it first. */
  readonly response: z.ZodType;
  /** True for operations whose contract is assumed (public-contracts.md B) or only seen in client code. */
  readonly assumed?: boolean;
  readonly deprecated?: boolean;
}

/** Checks a row against `OperationDescriptor` while keeping its literal types (the name, method, path). */
export function op<const D extends OperationDescriptor>(d: D): D {
  return d;
}

export const V1 = '/api/v1/external';
