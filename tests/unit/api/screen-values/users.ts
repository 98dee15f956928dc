import { expect } from 'vitest';
import { obj, first, type ScreenValues } from './common';

/** Account and authentication: a person as the customer and token screens show them. */
export const userScreenValues: ScreenValues = {
  createOrFindUser(out) {
    // The request sends country 'IN'; the answer names the country ('India'): shown as sent back.
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'John Doe',
      country: 'India',
      isNew: true,
    });
  },
  lookupUser(out) {
    expect(out).toMatchObject({ _id: '6659ca9e5f2acb7abfdcd8fd', name: 'John Doe', phone: 1234567890 });
    expect(obj(out)['score']).toMatchObject({ lifetime: 100, month: 20, week: 5 });
    expect(first(obj(out)['badges'])).toMatchObject({ name: 'Hall Of Fame' });
  },
  verifyToken(out, body) {
    userScreenValues['lookupUser']!(out, body);
  },
  listUserSubscriptions(out) {
    expect(first(out)).toMatchObject({
      _id: '66a1390268a76f2f5c9f39a3',
      status: 'active',
      fan: { _id: '6659ca9e5f2acb7abfdcd8fd', name: 'John Doe' },
      creator: { _id: '6659ca9e5f2acb7abfdcd8fd' },
    });
  },
  getUser(out) {
    // The page's example gives score and rank as plain numbers; the screen needs the name and email.
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'John Doe',
      email: 'john.doe@example.com',
    });
  },
};
