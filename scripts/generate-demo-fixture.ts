// Writes resources/fixtures/demo.json from the seeded generator (same bytes every run).
import { mkdir, writeFile } from 'node:fs/promises';
import { generateDemoFixture } from '../src/sandbox/fixture/generate';

await mkdir('resources/fixtures', { recursive: true });
const text = JSON.stringify(generateDemoFixture());
await writeFile('resources/fixtures/demo.json', `${text}\n`);
process.stdout.write(`resources/fixtures/demo.json: ${(text.length / 1e6).toFixed(2)} MB\n`);
