/**
 * What blocks the start while required fields have no column, named as the Columns card labels them
 * ("Map the Mango id column first."), never by the field's internal name. `unmapped` holds fields and
 * groups of which one is enough ("email or userId", from unmappedRequired).
 */
export function mapFirstText(unmapped: readonly string[], labels: Readonly<Record<string, string>>): string {
  const named = unmapped.map((entry) =>
    entry
      .split(' or ')
      .map((field) => labels[field] ?? field)
      .join(' or '),
  );
  const list =
    named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return `Map the ${list} column${named.length > 1 ? 's' : ''} first.`;
}
