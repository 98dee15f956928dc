/**
 * A member of the built-in sandbox's demo business (Asha Academy), named on the screens where a newcomer
 * needs someone to look up. Only shown on the Sandbox profile; a unit test holds it to the demo data.
 */
export const DEMO_MEMBER = { name: 'Meera Iyer', email: 'meera.iyer0@example.test' } as const;
