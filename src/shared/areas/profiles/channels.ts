import { z } from 'zod';
import { Profile, ProfileDraft, ProfileId, SecretName, SecretStatus, SecretValue } from '../../profile';

export const ProfileList = z.object({
  profiles: z.array(Profile),
  activeProfileId: ProfileId.nullable(),
  /**
   * Present when the active profile is live and was remembered from an earlier run: nobody has chosen it
   * since the console started, so the console asks before acting as that business (a switch answers it).
   */
  liveUnconfirmed: z.literal(true).optional(),
});
export type ProfileList = z.infer<typeof ProfileList>;

export const ConnectionCheck = z.object({
  family: z.enum(['bearer', 'workshop', 'integration']),
  /** What was tried, in words: "Feed posts (bearer token + white-label host)". */
  label: z.string(),
  ok: z.boolean(),
  message: z.string(),
  status: z.number().int().optional(),
  errorCode: z.string().optional(),
  durationMs: z.number(),
});
export type ConnectionCheck = z.infer<typeof ConnectionCheck>;

/**
 * Where a profile's secrets go: the base URL's origin (scheme, host and port, lower case; a trailing
 * slash or a path does not count) and the white-label host. Stored secrets are bound to it: main clears
 * them when it changes, and the form says so before saving.
 */
export function profileDestination(profile: { baseUrl: string; whitelabelHost: string }): string {
  let origin: string;
  try {
    origin = new URL(profile.baseUrl.trim()).origin.toLowerCase();
  } catch {
    origin = profile.baseUrl.trim().toLowerCase();
  }
  return `${origin} ${profile.whitelabelHost.trim().toLowerCase()}`;
}

/** Said in the form before saving an address change, and in the docs. */
export const ADDRESS_CHANGE_CLEARS_SECRETS =
  'Changing the address clears the saved token and API key: type them again.';

const TypedSecrets = { accessToken: SecretValue.optional(), apiKey: SecretValue.optional() };

/** A secret field as a form holds it: empty means "not typed" (keep the stored one), anything else is checked. */
const TypedSecretField = z.preprocess((value) => (value === '' ? undefined : value), SecretValue.optional());

/**
 * The profile form: the draft and the secrets typed with it, checked with the schemas main uses for
 * `profiles.create` and `profiles.update`, so every message on the form is the one written here.
 */
export const ProfileFormInput = ProfileDraft.extend({
  accessToken: TypedSecretField,
  apiKey: TypedSecretField,
});
export type ProfileFormInput = z.output<typeof ProfileFormInput>;

/** One life of the sandbox's data: from its first start, a reset, or a damaged kept file, to the next reset. */
export const SandboxGeneration = z.object({ id: z.string(), startedAt: z.string() });
export type SandboxGeneration = z.infer<typeof SandboxGeneration>;

export const SandboxDataStatus = z.object({
  /** Its data is kept in the data folder across restarts (the console's own sandbox). */
  kept: z.boolean(),
  /** Known once the sandbox has started (it starts on first use). */
  generation: SandboxGeneration.optional(),
  /** A damaged kept file set aside at this start: the sandbox began afresh. */
  damagedFile: z.object({ movedTo: z.string(), reason: z.string(), at: z.string() }).optional(),
});
export type SandboxDataStatus = z.infer<typeof SandboxDataStatus>;

export const profileChannels = {
  'profiles.list': { reads: true, input: z.object({}).strict(), output: ProfileList },
  /** Secrets typed with the profile are stored in the same call (refused as a whole without a keychain). */
  'profiles.create': { input: ProfileDraft.extend(TypedSecrets).strict(), output: Profile },
  /**
   * A new destination (base URL origin or white-label host) clears the stored token and API key in main
   * unless this call carries new ones.
   */
  'profiles.update': {
    input: ProfileDraft.partial()
      .extend({ id: ProfileId, ...TypedSecrets })
      .strict(),
    output: Profile,
  },
  'profiles.delete': { input: z.object({ id: ProfileId }).strict(), output: ProfileList },
  'profiles.setActive': { input: z.object({ id: ProfileId }).strict(), output: ProfileList },
  /** A cheap authenticated call per header family, reported in words. */
  'profiles.testConnection': {
    reads: true,
    input: z.object({ id: ProfileId }).strict(),
    output: z.object({ profileId: ProfileId, checks: z.array(ConnectionCheck) }),
  },
  'profiles.sandboxStatus': { input: z.object({}).strict(), output: SandboxDataStatus },
  /**
   * Deletes everything made on the built-in sandbox and begins a new generation. Refused while a bulk job
   * of the Sandbox profile is open. `confirm` says the person agreed to the deletion.
   */
  'profiles.resetSandbox': {
    input: z.object({ confirm: z.literal(true) }).strict(),
    output: SandboxDataStatus,
  },
  'profiles.secretStatus': {
    reads: true,
    input: z.object({ profileId: ProfileId }).strict(),
    output: SecretStatus,
  },
  'profiles.setSecret': {
    input: z
      .object({ profileId: ProfileId, accessToken: SecretValue.optional(), apiKey: SecretValue.optional() })
      .strict(),
    output: SecretStatus,
  },
  'profiles.clearSecret': {
    input: z.object({ profileId: ProfileId, which: z.array(SecretName).min(1) }).strict(),
    output: SecretStatus,
  },
} as const;

export const profileEvents = {
  'profiles.changed': ProfileList,
  /** The sandbox started (its data loaded or created) or was reset (every cached read is stale then). */
  'profiles.sandboxChanged': SandboxDataStatus.extend({ reason: z.enum(['started', 'reset']) }),
} as const;
