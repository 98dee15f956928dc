/** A file imported as text (`?raw`): Vite inlines its contents at build time. */
declare module '*.md?raw' {
  const text: string;
  export default text;
}

interface ImportMeta {
  /**
   * Vite's glob import (only the lazy, text form the console uses): one loader per matching file, each
   * its own chunk, so a file's text downloads only when asked for.
   */
  glob<T>(pattern: string, options: { query: '?raw'; import: 'default' }): Record<string, () => Promise<T>>;
}
