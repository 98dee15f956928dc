/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const engagementChannels = {} as const;

export const engagementEvents = {} as const;
