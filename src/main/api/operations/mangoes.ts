import type { CallOptions, Invoke, OperationBody, OperationOutput, OperationQuery } from '../types';

/** Mangoes (sellable offerings). `updateMango` is a PATCH with no idempotency key: never retried once sent. */
export function mangoOperations(invoke: Invoke) {
  return {
    listMangoes: (
      query?: OperationQuery<'listMangoes'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listMangoes'>> => invoke('listMangoes', { query }, options),
    createMango: (
      body: OperationBody<'createMango'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createMango'>> => invoke('createMango', { body }, options),
    /** Without `mangoes`, every Mango of the creator is counted. */
    mangoSubscriberCounts: (
      query?: OperationQuery<'mangoSubscriberCounts'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'mangoSubscriberCounts'>> =>
      invoke('mangoSubscriberCounts', { query }, options),
    getMango: (mangoId: string, options?: CallOptions): Promise<OperationOutput<'getMango'>> =>
      invoke('getMango', { params: { mangoId } }, options),
    updateMango: (
      mangoId: string,
      patch: OperationBody<'updateMango'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateMango'>> =>
      invoke('updateMango', { params: { mangoId }, body: patch }, options),
  };
}
