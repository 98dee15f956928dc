import { create } from 'zustand';

/** What the channels screen shows: its one filter (server data lives in `queries.ts`). */
export interface ChannelsView {
  includeArchived: boolean;
  setIncludeArchived: (value: boolean) => void;
}

export const useChannelsView = create<ChannelsView>()((set) => ({
  includeArchived: false,
  setIncludeArchived: (includeArchived) => set({ includeArchived }),
}));
