import { Checkbox, Tooltip } from '@mantine/core';
import { create } from 'zustand';

export const EXPORT_NOTES_KEY = 'creator-console:export-notes:v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused: the choice lasts as long as the window
  }
}

interface ExportNotesPref {
  include: boolean;
  setInclude: (include: boolean) => void;
}

/**
 * "Include notes", one choice for every CSV export of the console (ticked on one screen, it holds on all),
 * kept in localStorage across restarts. Off by default: the CSV alone is what data tools want, and its
 * file name already says the profile, live or sandbox, and the range or time.
 */
export const useExportNotes = create<ExportNotesPref>()((set) => ({
  include: storage()?.getItem(EXPORT_NOTES_KEY) === 'yes',
  setInclude: (include) => {
    try {
      storage()?.setItem(EXPORT_NOTES_KEY, include ? 'yes' : 'no');
    } catch {
      // Quota or refusal: the choice holds until the window closes.
    }
    set({ include });
  },
}));

/** The checkbox beside an Export CSV button. */
export function ExportNotesChoice({ testId }: { testId?: string }) {
  const include = useExportNotes((s) => s.include);
  const setInclude = useExportNotes((s) => s.setInclude);
  return (
    <Tooltip
      multiline
      w={300}
      label="Also save a small .notes.txt beside the CSV: the profile (LIVE or sandbox), the range, the filters and anything not final. The CSV itself always starts with its header row."
    >
      <Checkbox
        size="xs"
        label="Include notes"
        checked={include}
        onChange={(event) => setInclude(event.currentTarget.checked)}
        data-testid={testId ?? 'export-notes'}
      />
    </Tooltip>
  );
}
