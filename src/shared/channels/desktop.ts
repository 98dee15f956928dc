/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const desktopChannels = {} as const;

export const desktopEvents = {} as const;
