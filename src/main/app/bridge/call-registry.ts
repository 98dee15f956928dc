/**
 * In-flight bridge calls that the renderer may cancel: each call made with a signal carries a call id;
 * `app.cancel` aborts that call's AbortSignal, which handlers hand to the HTTP client. A handler that
 * ignores its signal simply runs to the end (a write is never reported cancelled while it goes on).
 */
export function createCallRegistry() {
  const calls = new Map<string, AbortController>();
  return {
    begin(callId: string): AbortSignal {
      const controller = new AbortController();
      calls.set(callId, controller);
      return controller.signal;
    },
    end(callId: string): void {
      calls.delete(callId);
    },
    cancel(callId: string): boolean {
      const controller = calls.get(callId);
      if (!controller) return false;
      controller.abort();
      return true;
    },
    get size(): number {
      return calls.size;
    },
  };
}
export type CallRegistry = ReturnType<typeof createCallRegistry>;
