/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const communityChannels = {} as const;

export const communityEvents = {} as const;
