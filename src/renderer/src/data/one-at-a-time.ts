import { useCallback, useRef } from 'react';

/**
 * Lets one write out at a time, whatever the render: a second click that lands before the button shows its
 * pending state (two clicks in one frame) is dropped, not sent. `send` gets `release`, to call once the
 * write has settled (a mutation's `onSettled`).
 */
export function useOneAtATime(): (send: (release: () => void) => void) => void {
  const busy = useRef(false);
  return useCallback((send) => {
    if (busy.current) return;
    busy.current = true;
    send(() => {
      busy.current = false;
    });
  }, []);
}
