import type { CallOptions, Invoke, OperationBody, OperationOutput } from '../types';

/** The white-label host's app configurations (supported apps installed on the dashboard). */
export function hostOperations(invoke: Invoke) {
  return {
    getAppConfig: (
      app: OperationBody<'updateAppConfig'>['app'],
      options?: CallOptions,
    ): Promise<OperationOutput<'getAppConfig'>> => invoke('getAppConfig', { query: { app } }, options),
    updateAppConfig: (
      body: OperationBody<'updateAppConfig'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateAppConfig'>> => invoke('updateAppConfig', { body }, options),
  };
}
