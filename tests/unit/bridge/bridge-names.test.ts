import { describe, expect, it } from 'vitest';
import { bridgeNames, channelNames, eventNames } from '../../../src/shared/bridge';
import { readBridgeNames } from '../../../src/shared/bridge-names';

describe('the names main gives the preloads to build window.api from', () => {
  it('are the bridge table’s own channels and events, each once', () => {
    expect(bridgeNames.channels).toEqual(channelNames);
    expect(bridgeNames.events).toEqual(eventNames);
    expect(new Set(bridgeNames.channels).size).toBe(channelNames.length);
    expect(new Set(bridgeNames.events).size).toBe(eventNames.length);
    expect(readBridgeNames(JSON.parse(JSON.stringify(bridgeNames)))).toEqual(bridgeNames);
  });

  it.each([
    ['nothing (main refused an unknown page)', null],
    ['no answer', undefined],
    ['a string', 'profiles.list'],
    ['no events', { channels: ['profiles.list'] }],
    ['empty lists', { channels: [], events: [] }],
    ['a channel without its area', { channels: ['list'], events: ['profiles.changed'] }],
    [
      'a name that is not a name',
      { channels: ['profiles.list', '__proto__.x y'], events: ['profiles.changed'] },
    ],
    ['a number', { channels: ['profiles.list', 4], events: ['profiles.changed'] }],
  ])('refuses %s with an error that says to reload', (_label, value) => {
    expect(() => readBridgeNames(value)).toThrow(/reload the window/);
  });
});
