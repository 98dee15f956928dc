import { expect } from 'vitest';
import { obj, type ScreenValues } from './common';

/** The x-api-key family: migrate-user and revoke-user envelopes. */
export const integrationScreenValues: ScreenValues = {
  migrateUser(out) {
    expect(out).toMatchObject({ code: 0, type: 'OK' });
    expect(obj(out)['result']).toMatchObject({
      email: 'john@example.com',
      phone: '1234567890',
      status: 'Success',
    });
  },
  revokeUser(out) {
    // The documented envelope as is: result is the string "success", not an object.
    expect(out).toMatchObject({ code: 0, type: 'OK', result: 'success' });
  },
};
