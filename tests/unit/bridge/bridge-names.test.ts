import { describe, expect, it } from 'vitest';
import { channelNames, eventNames } from '../../../src/shared/bridge';
import { channelNameList, eventNameList } from '../../../src/shared/bridge-names';

describe('the name lists the preloads build window.api from', () => {
  it('list every channel and event of the bridge table, once, and nothing else', () => {
    expect([...channelNameList].sort()).toEqual([...channelNames].sort());
    expect([...eventNameList].sort()).toEqual([...eventNames].sort());
    expect(new Set(channelNameList).size).toBe(channelNameList.length);
    expect(new Set(eventNameList).size).toBe(eventNameList.length);
  });
});
