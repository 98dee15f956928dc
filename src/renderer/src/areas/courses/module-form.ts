import { z } from 'zod';
import { NewModuleFields } from '@shared/areas/courses/channels';

/** A field left blank is a field not sent: blank text is checked as absent, other text trimmed. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The module input's fields (and messages) as the form holds them: optional ones may be blank text. */
export const ModuleForm = NewModuleFields.extend({
  description: z.preprocess(blankIsAbsent, NewModuleFields.shape.description),
  coverImage: z.preprocess(blankIsAbsent, NewModuleFields.shape.coverImage),
});

export interface ModuleValues extends Record<string, unknown> {
  title: string;
  description: string;
  coverImage: string;
}
