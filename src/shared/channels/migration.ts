/** Bridge channels and events of this area; joined into the table by src/shared/bridge.ts. */
export const migrationChannels = {} as const;

export const migrationEvents = {} as const;
