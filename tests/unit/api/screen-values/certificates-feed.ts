import { expect } from 'vitest';
import { obj, first, type ScreenValues } from './common';

/** Certificates and feed posts. */
export const certificatesFeedScreenValues: ScreenValues = {
  listCertificateTemplates(out) {
    const list = Array.isArray(out)
      ? out
      : (obj(out)['data'] ?? obj(out)['items'] ?? obj(out)['certificates']);
    expect(first(list)).toMatchObject({
      _id: '659bda0d1f30911c18766b31',
      title: 'Certificate of Completion - Advanced React Course',
    });
  },
  uploadCertificate(out) {
    expect(out).toMatchObject({ success: true, message: 'Operation completed successfully' });
  },
  listCertificates(out) {
    expect(first(out)).toMatchObject({
      _id: '66558085afa45d0583eb71bd',
      mango: '66558042b487b3571f73305d',
      certificateReceivedOn: '2024-06-03T09:59:34.308Z',
    });
  },
  createFeedPost(out) {
    expect(out).toMatchObject({
      _id: '64fbc8d765c6e5b324d12345',
      caption: 'Learn the basics of Mango in this video.',
      contentType: 'video',
      scheduleTime: '2025-01-25T12:30:00Z',
    });
    expect(obj(out)['mangoes']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
  },
};
