import { expect } from 'vitest';
import { obj, first, type ScreenValues } from './common';

/** Mangoes, and the host's app configurations that allow them. */
export const mangoScreenValues: ScreenValues = {
  getMango(out, body) {
    expect(out).toMatchObject({ _id: obj(body)['_id'], title: 'Introduction to Coding', price: 500 });
    // Upper case in the docs' answer; the console's lower case everywhere after the client.
    expect(obj(out)['recurringType']).toBe('monthly');
  },
  createMango(out, body) {
    mangoScreenValues['getMango']!(out, body);
  },
  mangoSubscriberCounts(out) {
    expect(first(obj(out)['subscriptions'])).toMatchObject({
      mangoId: '63b4079dcdca2403e8909ce2',
      mangoTitle: 'This is Free Service(03-Feb-23)',
      count: 496,
    });
    expect(obj(out)['totalSubscriptions']).toBe(500);
  },
  getAppConfig(out) {
    expect(out).toMatchObject({ key: 'levelup' });
    expect(obj(out)['allowedMangoes']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
  },
  updateAppConfig(out) {
    expect(out).toMatchObject({ success: true, message: 'Operation completed successfully' });
  },
};
