import { z } from 'zod';

const HOST_NAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** The service's base address: https, or plain http only on this machine (the sandbox, a local proxy). */
export const BaseUrl = z
  .string()
  .trim()
  .min(1, 'Enter the service base URL, for example https://api.example.com')
  .max(2048)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'Not a URL: enter it with https://, for example https://api.example.com',
      });
      return;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use https:// (plain http:// is only allowed for this machine)',
      });
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'Remove the user name and password from the URL' });
    }
    if (url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: 'Remove the query (?...) and fragment (#...) from the URL' });
    }
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** The dashboard host name sent as x-whitelabel-host: a bare host name, no scheme, port or path. */
export const WhitelabelHost = z
  .string()
  .trim()
  .min(1, 'Enter the white-label dashboard host, for example learn.example.com')
  .max(253)
  .refine((value) => !value.includes('://'), 'Enter the host name only, without https://')
  .refine((value) => !value.includes('/'), 'Enter the host name only, without a path')
  .refine((value) => HOST_NAME.test(value), 'Not a host name: use letters, digits, dots and hyphens');

export const ProfileKind = z.enum(['live', 'sandbox']);
export type ProfileKind = z.infer<typeof ProfileKind>;

export const ProfileId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a profile id');

export const Profile = z.object({
  id: ProfileId,
  name: z.string().trim().min(1, 'Give the profile a name').max(80, 'Keep the name under 80 characters'),
  baseUrl: BaseUrl,
  whitelabelHost: WhitelabelHost,
  kind: ProfileKind,
});
export type Profile = z.infer<typeof Profile>;

export const ProfileDraft = Profile.omit({ id: true, kind: true });
export type ProfileDraft = z.infer<typeof ProfileDraft>;

export const SecretName = z.enum(['accessToken', 'apiKey']);
export type SecretName = z.infer<typeof SecretName>;

export const KeychainState = z.object({
  available: z.boolean(),
  /** When unavailable: what is wrong and how to fix it, in words. */
  message: z.string().optional(),
});
export type KeychainState = z.infer<typeof KeychainState>;

export const SecretStatus = z.object({
  accessToken: z.boolean(),
  apiKey: z.boolean(),
  keychain: KeychainState,
});
export type SecretStatus = z.infer<typeof SecretStatus>;

/** A secret as typed by a person: trimmed, no whitespace inside, bounded. */
export const SecretValue = z
  .string()
  .trim()
  .min(1, 'Enter a value or leave the field empty to keep the stored one')
  .max(8192, 'That is too long for a token or key')
  .refine((value) => !/\s/.test(value), 'A token or key has no spaces or line breaks');
