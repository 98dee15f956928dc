import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { toCsv } from '../../../src/shared/csv';
import { parseCsvText } from '../../../src/shared/areas/bulk-jobs/domain/csv-stream';
import { autoMatch } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import { jobKindNames, jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import { validateFile } from '../../../src/shared/areas/bulk-jobs/domain/validate-file';
import { demoLists } from './demo-lists';

describe.each(jobKindNames)('the %s template CSV', (name) => {
  const spec = jobKinds[name];
  it('is the file in resources/templates, and every example row in it is valid', async () => {
    // Checked as on the Sandbox profile: a template row may name a Mango or a badge by its name.
    const content = toCsv(spec.fields, spec.templateRows);
    expect(await readFile(`resources/templates/${spec.templateFileName}`, 'utf8')).toBe(content);
    const [header, ...rows] = parseCsvText(content).records;
    const mapping = autoMatch(header?.cells ?? [], {}, spec);
    expect(Object.values(mapping).every((v) => v !== null)).toBe(true);
    const result = validateFile(
      rows,
      mapping,
      { today: { year: 2026, month: 1, day: 1 }, ...demoLists() },
      spec,
    );
    expect(result.invalid).toBe(0);
    expect(result.valid).toBe(spec.templateRows.length);
  });
});
