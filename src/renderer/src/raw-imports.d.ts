/** A file imported as text (`?raw`): Vite inlines its contents at build time. */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
