// The globals src/shared may use beyond the language itself: the WHATWG URL and AbortSignal, which Node,
// Electron's preload and the page all have. Declared for tsconfig.shared.json, which has neither the DOM
// lib nor Node's types (the node and web projects see the full definitions instead); anything not declared
// here (process, Buffer, fetch, window, document, timers) is not available to code that runs everywhere.

interface URL {
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
  toString(): string;
}

declare const URL: {
  prototype: URL;
  new (url: string, base?: string | URL): URL;
};

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted(): void;
}
