/** The id of the shell's `<main>`: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every screen (WCAG 2.4.1): hidden until focused, then shown over the header's
 * corner; Enter moves the focus to the open screen, past the header's buttons and the 18 area links. The
 * address is this page's hash routing, so the link does not follow its `href` (that would open another
 * area): it focuses the main region itself, and the next Tab goes to the screen's first control.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
    >
      Skip to main content
    </a>
  );
}
