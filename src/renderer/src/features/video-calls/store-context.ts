import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { VideoCallsState, VideoCallsStore } from './video-calls-store';

export const VideoCallsStoreContext = createContext<VideoCallsStore | null>(null);

/** Reads the feature store the screen provides; a selector keeps re-renders narrow. */
export function useVideoCalls<T>(selector: (state: VideoCallsState) => T): T {
  const store = useContext(VideoCallsStoreContext);
  if (!store) throw new Error('useVideoCalls needs a VideoCallsStoreContext provider around it.');
  return useStore(store, selector);
}

export function useVideoCallsStore(): VideoCallsStore {
  const store = useContext(VideoCallsStoreContext);
  if (!store) throw new Error('useVideoCallsStore needs a VideoCallsStoreContext provider around it.');
  return store;
}
