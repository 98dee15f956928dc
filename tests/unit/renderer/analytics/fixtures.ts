/** The analytics tests' clock: 06:30 UTC is noon in IST. */
export const NOW = new Date('2025-01-15T06:30:00Z');
export const now = () => NOW;
