import { describe, expect, it } from 'vitest';
import {
  createDraftNoticeWatcher,
  draftOfEvent,
} from '../../../src/shared/areas/mangoes/domain/draft-notices';

const change = {
  profileId: 'p1',
  profileName: 'Asha Academy',
  draftId: 'd1',
  mangoId: 'm1',
  title: 'Starter Course',
  fields: ['Base price'],
  signature: '[["price",600]]',
};

describe('draft notices', () => {
  it('reads only the changed-Mango event', () => {
    expect(draftOfEvent('mangoes.draftsChanged', change)).toBeNull();
    expect(draftOfEvent('mangoes.draftMangoChanged', null)).toBeNull();
    expect(draftOfEvent('mangoes.draftMangoChanged', change)).toMatchObject({ draftId: 'd1' });
  });

  it('tells a change once, and a further change of the same draft again', () => {
    const watcher = createDraftNoticeWatcher();
    const first = watcher.observe(change);
    expect(first).toEqual({
      key: 'draft:p1:d1:[["price",600]]',
      profileId: 'p1',
      draftId: 'd1',
      title: "A draft's Mango changed: Starter Course",
      body: 'Asha Academy: Base price changed on the service since the draft was made. Review it before you apply it.',
    });
    expect(watcher.observe({ ...change })).toBeNull();
    expect(watcher.observe({ ...change, signature: '[["price",700]]' })).not.toBeNull();
    // Another profile's draft with the same id is another draft.
    expect(watcher.observe({ ...change, profileId: 'p2' })).not.toBeNull();
  });

  it('names at most three fields', () => {
    const notice = createDraftNoticeWatcher().observe({
      ...change,
      fields: ['Title', 'Base price', 'Currency', 'Validity', 'Description'],
    });
    expect(notice?.body).toContain('Title, Base price, Currency and 2 more changed');
  });
});
