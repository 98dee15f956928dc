import { z } from 'zod';
import { ObjectId } from './common';
import { Mango } from './mangoes';
import { op, V1 } from './operation-row';

/**
 * The apps whose configuration the service reads and writes (host/getAppConfigurations.json: "Currently only
 * supports these apps"). They must be installed on the dashboard first; custom apps are not supported.
 */
export const hostAppKeys = ['levelup', 'universe', 'crm', 'flute', 'sparks', 'tm-ai-cofounder'] as const;
export const HostAppKey = z.enum(hostAppKeys, {
  message: `Pick one of the supported apps: ${hostAppKeys.join(', ')}`,
});
export type HostAppKey = z.infer<typeof HostAppKey>;

export const AppConfigQuery = z.object({ app: HostAppKey });
export type AppConfigQuery = z.infer<typeof AppConfigQuery>;

/** `{key, allowedMangoes}`: the Mangoes as whole Mango objects in the docs (bare ids read too). */
export const AppConfig = z.looseObject({
  key: z.string().optional(),
  allowedMangoes: z
    .array(z.union([ObjectId.transform((_id) => ({ _id })), Mango.extend({ _id: ObjectId })]))
    .optional(),
});
export type AppConfig = z.infer<typeof AppConfig>;

/** "Passing empty array will remove all allowed mangoes for the app" (updateAppConfigurations page). */
export const UpdateAppConfigBody = z.object({
  app: HostAppKey,
  mangoes: z.array(ObjectId).max(1000),
});
export type UpdateAppConfigBody = z.infer<typeof UpdateAppConfigBody>;

/** The documented answer is a bare status `{message, success: true}`. */
export const UpdateAppConfigAnswer = z.looseObject({
  message: z.string().optional(),
  success: z.boolean().optional(),
});
export type UpdateAppConfigAnswer = z.infer<typeof UpdateAppConfigAnswer>;

/** Rows of `operations`: the supported apps' configurations (the docs' host/ group). */
export const hostRows = {
  /** host/getAppConfigurations.json: one supported app's allowed Mangoes. */
  getAppConfig: op({
    name: 'getAppConfig',
    words: 'Read an app configuration',
    method: 'GET',
    path: `${V1}/host/apps`,
    family: 'bearer',
    query: AppConfigQuery,
    response: AppConfig,
  }),
  /** host/updateAppConfigurations.json: replaces the app's allowed Mangoes (an empty list removes all). */
  updateAppConfig: op({
    name: 'updateAppConfig',
    words: 'Update an app configuration',
    method: 'PATCH',
    path: `${V1}/host/apps`,
    family: 'bearer',
    body: UpdateAppConfigBody,
    response: UpdateAppConfigAnswer,
  }),
} as const;
