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

const INVISIBLE = new Set([0xa0, 0xad, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060, 0xfeff]);

function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * What is wrong with a secret as an HTTP header value, in words, or undefined when it is fine. A token or
 * key is printable ASCII (0x21-0x7E) with no spaces: anything else (a zero-width space pasted with it, a
 * control character, a typographic quote) cannot be sent, and undici would refuse it only at send time.
 * The message names the character and its position (1-based, in characters), never the secret itself.
 */
export function secretCharacterProblem(value: string, what = 'The token or key'): string | undefined {
  let position = 0;
  for (const ch of value) {
    position += 1;
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x21 && cp <= 0x7e) continue;
    const code = codePointLabel(cp);
    let kind: string;
    if (cp === 0x20) kind = 'a space';
    else if (cp === 0x09 || cp === 0x0a || cp === 0x0d) kind = `a line break or tab (${code})`;
    else if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) kind = `a control character (${code})`;
    else if (INVISIBLE.has(cp) || (cp >= 0x2000 && cp <= 0x200a) || (cp >= 0x2028 && cp <= 0x202f))
      kind = `an invisible character (${code})`;
    else kind = `a character that is not plain ASCII (${code} "${ch}")`;
    return `${what} has ${kind} at position ${position}: paste it again.`;
  }
  return undefined;
}

/** A secret as typed by a person: trimmed, bounded, printable ASCII only (what an HTTP header can carry). */
export const SecretValue = z
  .string()
  .trim()
  .min(1, 'Enter a value or leave the field empty to keep the stored one')
  .max(8192, 'That is too long for a token or key')
  .superRefine((value, ctx) => {
    const problem = secretCharacterProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
