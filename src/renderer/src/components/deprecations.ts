import type { OperationName } from '@shared/contract/operations';

export interface Deprecation {
  /** What the docs say, in a person's words. */
  readonly note: string;
  /** The operation the docs offer instead, if they name one. */
  readonly replacement?: OperationName;
  /** Where the replacement is in the console (a `#/area/...` address), when it is on another screen. */
  readonly replacementAt?: string;
}

/**
 * Every operation the service's docs mark deprecated, as the screens say it. Kept beside the contract's
 * `deprecated` flags (a unit test checks both list the same operations) so the renderer does not load the
 * contract's schemas to know it.
 */
export const deprecations: Readonly<Partial<Record<OperationName, Deprecation>>> = {
  collectivePoints: {
    note: 'The service marks the all-members collective points read (v2) deprecated; its replacement reads one person at a time (v1).',
    replacement: 'userCollectivePoints',
  },
  uploadCertificate: {
    note: 'The service marks certificate generation deprecated and names no replacement. It still works for certificates made for a Mango.',
  },
  listCertificates: {
    note: 'The service marks this read deprecated and names no replacement. It lists only certificates made for a Mango.',
  },
  subscribeWebhookLegacy: {
    note: 'The older webhook address. The console uses it only when a service answers 404 on the current one.',
    replacement: 'subscribeWebhook',
  },
};
