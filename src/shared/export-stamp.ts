import type { Profile } from './profile';

/**
 * Which profile an exported file came from. Every export carries it (in its file name; in a CSV's notes file
 * and under an image's title), so a live business's numbers are never mistaken for the sandbox's, or the
 * other way.
 */
export interface ExportStamp {
  profileName: string;
  /** The business host the profile's calls are made for (its x-whitelabel-host). */
  business: string;
  kind: Profile['kind'];
}

export function exportStampOf(profile: Pick<Profile, 'name' | 'whitelabelHost' | 'kind'>): ExportStamp {
  return { profileName: profile.name, business: profile.whitelabelHost, kind: profile.kind };
}

/** "Profile: Acme Academy · business learn.acme.test · LIVE", as the first line of an export's notes file or an image caption. */
export function exportStampLine(stamp: ExportStamp): string {
  return `Profile: ${stamp.profileName} · business ${stamp.business} · ${stamp.kind === 'live' ? 'LIVE' : 'sandbox'}`;
}

/** "Acme Academy!" -> "Acme-Academy": letters and digits of any script, joined by single hyphens. */
export function fileNameSlug(text: string): string {
  const slug = text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'profile';
}

/**
 * Puts the profile and its kind into a file name: `posts-2026-11-24.csv` -> `posts-Acme-Academy-live-2026-11-24.csv`.
 * The stamp goes before the first date (or before the extension when there is none); a name already
 * stamped is left alone.
 */
export function stampFileName(fileName: string, stamp: ExportStamp): string {
  const tag = `${fileNameSlug(stamp.profileName)}-${stamp.kind}`;
  if (fileName.includes(tag)) return fileName;
  const date = /([-_])(?:19|20)\d{2}-?[01]\d-?[0-3]\d(?!\d)/.exec(fileName);
  if (date) return `${fileName.slice(0, date.index)}${date[1]}${tag}${fileName.slice(date.index)}`;
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? `${fileName.slice(0, dot)}-${tag}${fileName.slice(dot)}` : `${fileName}-${tag}`;
}
