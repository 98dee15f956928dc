/**
 * The renderer's Content-Security-Policy. It must equal the `<meta http-equiv>` in
 * `src/renderer/index.html` (a unit test compares them): the meta covers `file://` loads, where no
 * response headers exist, and the header covers the dev server. No remote script, no eval, no inline
 * script, no plugins, no `<base>`, and connections only to our own origin (the bridge is IPC, not HTTP).
 * Inline styles stay allowed because the component library sets style attributes at run time. One
 * literal string, so it can be compared and grepped (and static checkers can parse it).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-src 'none'";

export type ResponseHeaders = Record<string, string | string[]>;

export interface HeadersReceivedDetailsLike {
  responseHeaders?: ResponseHeaders;
}

/** The member of Electron's Session we use to add the header. */
export interface CspSessionLike {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: HeadersReceivedDetailsLike,
        callback: (response: { responseHeaders: ResponseHeaders }) => void,
      ) => void,
    ): void;
  };
}

/** Adds our policy to every response of the session (a second policy can only narrow, never widen). */
export function applyCsp(session: CspSessionLike, policy: string = CONTENT_SECURITY_POLICY): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
}

/** Splits a policy into its directives: `{ 'script-src': ["'self'"], … }`. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
