/**
 * What Vite's bundler resolves that TypeScript cannot: a file imported as text (`?raw`, inlined at build
 * time), a style sheet imported for its side effect (Vite adds it to the page's CSS; TypeScript 6 and
 * later refuse a side-effect import it cannot resolve), and Vite's lazy glob import.
 */
declare module '*.md?raw' {
  const text: string;
  export default text;
}

declare module '*.css';

interface ImportMeta {
  /**
   * Vite's glob import (only the lazy, text form the console uses): one loader per matching file, each
   * its own chunk, so a file's text downloads only when asked for.
   */
  glob<T>(pattern: string, options: { query: '?raw'; import: 'default' }): Record<string, () => Promise<T>>;
}
