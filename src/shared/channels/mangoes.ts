/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const mangoChannels = {} as const;

export const mangoEvents = {} as const;
