import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { toCsv } from '../../../src/shared/csv';
import { parseCsvText } from '../../../src/shared/domain/migration/csv-stream';
import { autoMatch, migrationFields, templateRows } from '../../../src/shared/domain/migration/fields';
import { validateFile } from '../../../src/shared/domain/migration/validate-file';

describe('the template CSV', () => {
  it('is the file in resources/templates, and every example row in it is valid', async () => {
    const content = toCsv(migrationFields, templateRows);
    expect(await readFile('resources/templates/migration-template.csv', 'utf8')).toBe(content);
    const [header, ...rows] = parseCsvText(content).records;
    const mapping = autoMatch(header?.cells ?? []);
    expect(Object.values(mapping).every((v) => v !== null)).toBe(true);
    const result = validateFile(rows, mapping, { today: { year: 2026, month: 1, day: 1 } });
    expect(result.invalid).toBe(0);
  });
});
