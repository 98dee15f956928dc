import { z } from 'zod';

/** The migrate-user fields a CSV column can be mapped to (spec: Integration operations). */
export const migrationFields = [
  'name',
  'email',
  'phone',
  'mangoId',
  'validityDays',
  'validUntil',
  'dialCode',
  'country',
] as const;
export const MigrationField = z.enum(migrationFields);
export type MigrationField = z.infer<typeof MigrationField>;

export const requiredFields: readonly MigrationField[] = ['name', 'email', 'phone', 'mangoId'];

export const fieldLabels: Record<MigrationField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  mangoId: 'Mango id',
  validityDays: 'Validity (days)',
  validUntil: 'Valid until',
  dialCode: 'Dial code',
  country: 'Country',
};

/**
 * Field -> index of the CSV column that holds it (null or absent: not in the file). Keys are the fields of
 * the job's kind (job-kinds.ts); which keys are allowed is checked against the kind where it is used.
 */
export const ColumnMapping = z.record(
  z.string().regex(/^[A-Za-z]{1,40}$/, 'Not a field name'),
  z.number().int().min(0).nullable(),
);
export type ColumnMapping = z.infer<typeof ColumnMapping>;

/** What header matching needs to know about a kind's fields. */
export interface FieldSpec {
  fields: readonly string[];
  synonyms: Readonly<Record<string, readonly string[]>>;
}

export function emptyMapping(spec: FieldSpec = migrateFieldSpec): ColumnMapping {
  return Object.fromEntries(spec.fields.map((f) => [f, null]));
}

/** The mapped column of a field, or null. */
export const columnOf = (mapping: ColumnMapping, field: string): number | null => mapping[field] ?? null;

/** "E-mail Address " -> "emailaddress": what header matching compares. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Header spellings seen in exports of CRMs, spreadsheets and the dashboard's own customer list. */
export const fieldSynonyms: Record<MigrationField, readonly string[]> = {
  name: ['name', 'fullname', 'customername', 'studentname', 'username', 'firstname', 'contactname'],
  email: ['email', 'emailaddress', 'emailid', 'mail', 'customeremail', 'useremail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'mobileno', 'phoneno', 'contact', 'whatsapp'],
  // A Mango's name is read as well as its id (name-match.ts): "Course" and "Product" columns hold names.
  mangoId: [
    'mangoid',
    'mango',
    'productid',
    'offeringid',
    'mangoids',
    'mangoname',
    'mangotitle',
    'course',
    'coursename',
    'product',
    'productname',
  ],
  validityDays: ['validitydays', 'validity', 'days', 'accessdays', 'durationdays'],
  validUntil: ['validuntil', 'validtill', 'expiry', 'expirydate', 'expireson', 'enddate', 'accessuntil'],
  dialCode: ['dialcode', 'countrycode', 'phonecode', 'isd', 'isdcode', 'callingcode'],
  country: ['country', 'countryiso', 'countryalpha2', 'nation'],
};

/**
 * Suggests a mapping for a file's headers: a mapping saved earlier for the same header names wins, then
 * exact synonyms. Each column is used at most once, so "country code" cannot feed both dialCode and country.
 */
export function autoMatch(
  headers: readonly string[],
  saved: Record<string, string> = {},
  spec: FieldSpec = migrateFieldSpec,
): ColumnMapping {
  const mapping = emptyMapping(spec);
  const used = new Set<number>();
  const normalized = headers.map(normalizeHeader);
  normalized.forEach((header, index) => {
    const field = saved[header];
    if (field && spec.fields.includes(field) && mapping[field] === null) {
      mapping[field] = index;
      used.add(index);
    }
  });
  for (const field of spec.fields) {
    if (mapping[field] !== null) continue;
    const names = spec.synonyms[field] ?? [];
    const index = normalized.findIndex((h, i) => !used.has(i) && names.includes(h));
    if (index >= 0) {
      mapping[field] = index;
      used.add(index);
    }
  }
  return mapping;
}

/** What to remember for next time: normalized header name -> field. */
export function mappingMemory(
  headers: readonly string[],
  mapping: ColumnMapping,
  spec: FieldSpec = migrateFieldSpec,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of spec.fields) {
    const index = columnOf(mapping, field);
    const header = index === null ? undefined : headers[index];
    if (header !== undefined && normalizeHeader(header)) out[normalizeHeader(header)] = field;
  }
  return out;
}

/**
 * The template CSV's header and two example rows (all fields, in the documented formats): the Mango by its
 * id, then by its name (the sandbox's "Starter Course").
 */
export const templateRows: readonly (readonly string[])[] = [
  ['Asha Verma', 'asha.verma@example.com', '9876543210', 'ae0000000000000000000003', '30', '', '+91', 'IN'],
  ['Liam Carter', 'liam.carter@example.com', '4155550123', 'Starter Course', '', '31/12/2030', '+1', 'US'],
];

export const migrateFieldSpec: FieldSpec = { fields: migrationFields, synonyms: fieldSynonyms };
