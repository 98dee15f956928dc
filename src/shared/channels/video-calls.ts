/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const videoCallChannels = {} as const;

export const videoCallEvents = {} as const;
