export function formatNumber(value: number | null | undefined): string {
  return typeof value === 'number' ? value.toLocaleString() : '—';
}

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value.trim());
}

/** Splits pasted text (commas, spaces, new lines) into trimmed, de-duplicated parts. */
export function splitIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** The title of the Mango or course with this id, or the id itself when it is not in the list. */
export function titleOf(
  list: readonly { _id: string; title: string }[] | undefined,
  id: string | undefined,
): string {
  if (!id) return '—';
  return list?.find((item) => item._id === id)?.title ?? id;
}
