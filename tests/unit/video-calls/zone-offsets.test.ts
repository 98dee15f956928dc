import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { offsetAt } from '../../../src/shared/areas/video-calls/domain/zone-offsets';

const ZONES = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kolkata'];

describe('offsetAt (cached weekly offsets)', () => {
  it('agrees with the zone database at any instant from 2020 to 2035', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (zone, instant) => {
          expect(offsetAt(zone, instant)).toBe(IANAZone.create(zone).offset(instant));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('switches at the exact minute of a change', () => {
    const change = Date.parse('2025-03-09T07:00:00Z'); // New York springs forward at 02:00 EST
    expect(offsetAt('America/New_York', change - 60_000)).toBe(-300);
    expect(offsetAt('America/New_York', change)).toBe(-240);
  });
});
