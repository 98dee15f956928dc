import { AppConfig, AppConfigQuery, UpdateAppConfigAnswer, UpdateAppConfigBody } from '../host';
import { op, V1 } from './define';

/** Rows of `operations`: the supported apps' configurations (the docs' host/ group). */
export const hostRows = {
  /** host/getAppConfigurations.json: one supported app's allowed Mangoes. */
  getAppConfig: op({
    name: 'getAppConfig',
    method: 'GET',
    path: `${V1}/host/apps`,
    family: 'bearer',
    query: AppConfigQuery,
    response: AppConfig,
  }),
  /** host/updateAppConfigurations.json: replaces the app's allowed Mangoes (an empty list removes all). */
  updateAppConfig: op({
    name: 'updateAppConfig',
    method: 'PATCH',
    path: `${V1}/host/apps`,
    family: 'bearer',
    body: UpdateAppConfigBody,
    response: UpdateAppConfigAnswer,
  }),
} as const;
