import { toCsv } from '../../../shared/csv';
import { autoMatch, mappingMemory } from '../../../shared/areas/bulk-jobs/domain/fields';
import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import { AppFailure } from '../../../shared/errors';
import { CONTEXTS } from '../../../shared/messages';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { dryRun } from './dry-run';
import type { ImportStore } from './import-store';
import { recallMangoForAll, withMangoChoice } from './mango-choice';
import { mappingDocument } from './mapping-store';
import { createNameLists } from './name-lists';
import { invalidRowsCsv, previewPage, validateSession } from './preview';
import type { LedgerFor } from './start-job';

/**
 * A CSV file on its way to a job: the template, the file's chunks, the column mapping (remembered per
 * profile), the Mango list, the validation, the preview pages, the invalid rows and the dry run.
 */
export function fileImportHandlers(
  deps: ServiceDeps,
  imports: ImportStore,
  ledgerFor: LedgerFor,
): Pick<
  Handlers,
  | 'bulkJobs.template'
  | 'bulkJobs.import'
  | 'bulkJobs.getMapping'
  | 'bulkJobs.saveMapping'
  | 'bulkJobs.mangoes'
  | 'bulkJobs.validate'
  | 'bulkJobs.rows'
  | 'bulkJobs.exportInvalid'
  | 'bulkJobs.dryRun'
> {
  const lists = createNameLists(deps);
  const mangoes = lists.mangoes;
  const profileIdOf = async (profileId?: string) => profileId ?? (await deps.profiles.active()).id;

  return {
    'bulkJobs.template': (input) => {
      const spec = jobKindSpec(input.kind);
      return { fileName: spec.templateFileName, content: toCsv(spec.fields, spec.templateRows) };
    },

    'bulkJobs.import': async (input) => {
      const profileId = await profileIdOf(input.profileId);
      const session = imports.push({ ...input, profileId });
      const headers = session.headers ?? [];
      let mapping;
      let mangoChoice: Awaited<ReturnType<typeof recallMangoForAll>> = {};
      if (session.done) {
        const saved = await mappingDocument(deps.dataDir, profileId).read();
        mapping = autoMatch(headers, saved.byHeader, jobKindSpec(session.kind));
        mangoChoice = await recallMangoForAll({
          dataDir: deps.dataDir,
          profileId,
          kind: session.kind,
          headers,
          mangoes: () => mangoes(profileId),
        });
      }
      return {
        importId: session.id,
        fileName: session.fileName,
        kind: session.kind,
        bytes: session.parser.bytesSeen,
        rows: session.rows.length,
        done: session.done,
        headers,
        ...(session.parser.delimiter ? { delimiter: session.parser.delimiter } : {}),
        ...(mapping ? { mapping } : {}),
        ...mangoChoice,
      };
    },

    'bulkJobs.getMapping': async (input) => {
      const saved = await mappingDocument(deps.dataDir, await profileIdOf(input.profileId)).read();
      return { mapping: autoMatch(input.headers, saved.byHeader, jobKindSpec(input.kind)) };
    },

    'bulkJobs.saveMapping': async (input) => {
      const profileId = await profileIdOf(input.profileId);
      const memory = mappingMemory(input.headers, input.mapping, jobKindSpec(input.kind));
      const { mangoIdForAll } = input;
      // The title, so a later file can name the Mango if it is gone by then (the list is cached: no request).
      const title = mangoIdForAll
        ? (await mangoes(profileId)).listing.titles?.get(mangoIdForAll.toLowerCase())
        : undefined;
      await mappingDocument(deps.dataDir, profileId).update((current) => {
        const next = { ...current, byHeader: { ...current.byHeader, ...memory } };
        return mangoIdForAll === undefined
          ? next
          : withMangoChoice(next, {
              kind: input.kind ?? 'migrate',
              headers: input.headers,
              mangoId: mangoIdForAll,
              ...(title !== undefined ? { title } : {}),
            });
      });
      return { saved: Object.keys(memory).length };
    },

    'bulkJobs.mangoes': async (input) => {
      const entry = await mangoes(await profileIdOf(input.profileId));
      // The cause as the client gave it (its kind, status and words); the screen says what it was loading.
      if (!entry.listing.titles)
        throw new AppFailure(entry.listing.error ?? { kind: 'internal', message: CONTEXTS.mangoList });
      return { mangoes: entry.list };
    },

    'bulkJobs.validate': async (input) => {
      const session = imports.get(input.importId);
      const profileId = await profileIdOf(input.profileId ?? session.profileId);
      const entry = await mangoes(profileId);
      // Badge names are matched only where a kind's rows name badges.
      const badges = jobKindSpec(session.kind).fields.includes('badges')
        ? await lists.badges(profileId)
        : undefined;
      const ledger = await ledgerFor(profileId, session);
      return validateSession(
        session,
        input.mapping,
        input.mangoIdForAll,
        entry.listing,
        deps.now(),
        ledger,
        badges,
      );
    },

    'bulkJobs.rows': (input) =>
      previewPage(imports.get(input.importId), input.filter, input.offset, input.limit),

    'bulkJobs.exportInvalid': (input) => invalidRowsCsv(imports.get(input.importId)),

    'bulkJobs.dryRun': async (input, { signal }) => {
      const session = imports.get(input.importId);
      const client = await deps.clients.forId(input.profileId ?? session.profileId);
      return dryRun(
        session,
        client,
        (checked, total) => deps.emit('bulkJobs.dryRunProgress', { importId: session.id, checked, total }),
        4,
        signal,
        deps.now,
      );
    },
  };
}
