import type { ServerResponse } from 'node:http';

/** Fans main's events out to every open EventSource of the web host. */
export function createSseHub() {
  const clients = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': keep-alive\n\n');
  }, 15_000);
  heartbeat.unref();

  return {
    attach(res: ServerResponse): void {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    broadcast(event: string, payload: unknown): void {
      const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
      for (const res of clients) res.write(frame);
    },
    close(): void {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
