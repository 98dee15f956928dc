/**
 * Which item a screen shows: the one the user picked while the list still holds it, else the list's first.
 * `undefined` means "nothing picked yet"; `null` means the user cleared the choice, which stays cleared.
 */
export function pickedOrFirst(
  items: readonly { _id?: string | undefined }[] | undefined,
  picked: string | null | undefined,
): string | null {
  if (!items || picked === null) return null;
  if (picked !== undefined && items.some((item) => item._id === picked)) return picked;
  return items[0]?._id ?? null;
}
