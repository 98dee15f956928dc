/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const analyticsChannels = {} as const;

export const analyticsEvents = {} as const;
