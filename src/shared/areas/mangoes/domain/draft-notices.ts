/**
 * What a person is told when a draft's Mango changed on the service (the `mangoes.draftMangoChanged`
 * event): once per draft and state of the service's Mango, whoever reports it again (Home reads every
 * minute while open). Shared by main's OS notifications and the browser version's.
 */
export interface DraftChangedSubject {
  profileId: string;
  profileName: string;
  draftId: string;
  title: string;
  fields: readonly string[];
  /** The service's values at the fields that moved: a new value is a new change, the same one is not. */
  signature: string;
}

export interface DraftNotice {
  /** One per draft and state of its Mango (a browser notification's tag). */
  key: string;
  profileId: string;
  draftId: string;
  title: string;
  body: string;
}

/** The event's payload as a subject, or null for any other event. */
export function draftOfEvent(event: string, payload: unknown): DraftChangedSubject | null {
  if (event !== 'mangoes.draftMangoChanged' || typeof payload !== 'object' || payload === null) return null;
  const p = payload as Partial<DraftChangedSubject>;
  if (typeof p.profileId !== 'string' || typeof p.draftId !== 'string' || typeof p.signature !== 'string')
    return null;
  return {
    profileId: p.profileId,
    profileName: typeof p.profileName === 'string' ? p.profileName : p.profileId,
    draftId: p.draftId,
    title: typeof p.title === 'string' ? p.title : p.draftId,
    fields: Array.isArray(p.fields) ? p.fields.filter((f): f is string => typeof f === 'string') : [],
    signature: p.signature,
  };
}

function listed(fields: readonly string[]): string {
  if (fields.length === 0) return 'Its Mango';
  if (fields.length <= 3) return fields.join(', ');
  return `${fields.slice(0, 3).join(', ')} and ${fields.length - 3} more`;
}

export function createDraftNoticeWatcher() {
  const told = new Set<string>();
  return {
    /** The notice to show for this report, or null when this draft's change was already told. */
    observe(subject: DraftChangedSubject): DraftNotice | null {
      const key = `draft:${subject.profileId}:${subject.draftId}:${subject.signature}`;
      if (told.has(key)) return null;
      told.add(key);
      return {
        key,
        profileId: subject.profileId,
        draftId: subject.draftId,
        title: `A draft's Mango changed: ${subject.title}`,
        body: `${subject.profileName}: ${listed(subject.fields)} changed on the service since the draft was made. Review it before you apply it.`,
      };
    },
  };
}
