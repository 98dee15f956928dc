import type { bulkJobsChannels } from '../../../shared/areas/bulk-jobs/channels';
import { toCsv } from '../../../shared/csv';
import { autoMatch, mappingMemory } from '../../../shared/areas/bulk-jobs/domain/fields';
import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import { AppFailure, appFailure } from '../../../shared/errors';
import { CONTEXTS } from '../../../shared/messages';
import type { Handlers } from '../../platform/handlers';
import { createLogger } from '../../platform/logging/logger';
import type { ServiceDeps } from '../deps';
import { dryRun } from './dry-run';
import { createImportStore } from './import-store';
import { createJobClients, requireJobSecret } from './job-client';
import { createJobService } from './job-service';
import { recallMangoForAll, withMangoChoice } from './mango-choice';
import { mappingDocument } from './mapping-store';
import { createNameLists } from './name-lists';
import { invalidRowsCsv, previewPage, validateSession } from './preview';
import { confirmationPhrase, planJob, rowsToSend } from './start-job';
import { createKeyedQueue } from '../../platform/storage/atomic-file';
import { undoRefusal } from '../../../shared/areas/bulk-jobs/domain/undo';
import { createUndoBuilder } from './undo';
import type { ImportSession } from './import-store';

const log = createLogger('migration');

export { confirmationPhrase } from './start-job';

export function bulkJobHandlers(deps: ServiceDeps): Pick<
  Handlers,
  // The file the OS opened with the console is the desktop adapter's (areas/settings/handlers.ts).
  Exclude<keyof typeof bulkJobsChannels, 'bulkJobs.takeOpenedCsv'>
> {
  const imports = createImportStore();
  const jobClients = createJobClients(deps);
  const jobs = createJobService({
    dataDir: deps.dataDir,
    emit: deps.emit,
    migrateClientFor: (profileId) => jobClients.forProfile(profileId),
    lookupClientFor: (profileId) => deps.clients.forId(profileId),
    checkClientFor: (profileId) => jobClients.forProfile(profileId),
    generationOf: (profileId) => deps.sandboxGeneration(profileId),
    requireSecrets: async (job) => {
      const spec = jobKindSpec(job.kind);
      await requireJobSecret(deps, await deps.profiles.get(job.profileId), spec.operation, spec.title);
    },
  });
  const startQueue = createKeyedQueue();
  // On quit, runners stop after their in-flight requests (recorded in the journal); the job resumes next start.
  deps.onClose(() => jobs.close());
  // Jobs that were running when the console stopped continue on their own (issue 8, part 5).
  void jobs.resumeInterrupted().then(
    (ids) => ids.length > 0 && log.info('resumed interrupted migration jobs', { ids }),
    (error: unknown) => log.warn('resuming migration jobs failed', { error: String(error) }),
  );
  const undo = createUndoBuilder({
    jobs,
    imports,
    lookupClientFor: (profileId) => deps.clients.forId(profileId),
    queue: startQueue,
  });
  /** An undo is judged against what happened since the job it undoes (that job changed what was before). */
  const ledgerFor = (profileId: string, session: ImportSession) =>
    jobs.ledger(profileId, session.undo?.createdAt);
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

    'bulkJobs.start': (input) => {
      const session = imports.get(input.importId);
      // One job per import, and the ledger read and the job's file written as one step per profile: a
      // second start (a double click, two windows) waits here and then finds the first job.
      return startQueue(`profile:${input.profileId ?? session.profileId}`, async () => {
        if (session.startedJob)
          throw appFailure(
            'conflict',
            `This file was already started as job ${session.startedJob.jobId} (${session.startedJob.at.slice(11, 19)} UTC): open it in the job history. To send the file again, import it again.`,
          );
        if (!session.validation) throw appFailure('conflict', 'Validate the file before starting a job.');
        const profile = await deps.profiles.get(await profileIdOf(input.profileId ?? session.profileId));
        if (profile.kind === 'live' && !session.dryRun && !input.skipDryRun) {
          throw appFailure(
            'validation',
            'Run the dry run first: on a live profile it checks who is already a customer before anything is sent. (Or turn "Dry run first" off.)',
          );
        }
        const spec = jobKindSpec(session.kind);
        await requireJobSecret(deps, profile, spec.operation, spec.title);
        // Consulted again now, not as of the validation: another job may have sent rows since.
        // An undo is made once: asked again here, inside the profile's queue, whatever the page showed.
        const undone = session.undo ? await jobs.undoSource(session.undo.jobId) : undefined;
        const refusal = undone ? undoRefusal(undone.summary) : undefined;
        if (refusal) throw appFailure('conflict', refusal);
        if (undone && undone.job.profileId !== profile.id)
          throw appFailure(
            'validation',
            `An undo runs on the profile of the job it undoes (${undone.job.profileName}): it names that profile's people and subscriptions.`,
          );
        const job = planJob(
          session,
          profile,
          await ledgerFor(profile.id, session),
          input,
          deps.now(),
          await deps.sandboxGeneration(profile.id),
        );
        const toSend = rowsToSend(job);
        if (profile.kind === 'live') {
          const phrase = confirmationPhrase(toSend, profile.name);
          if ((input.confirmation ?? '').trim() !== phrase) {
            throw appFailure(
              'validation',
              `This is a live profile. Type "${phrase}" to confirm ${spec.words.effect(String(toSend), profile.name)}.`,
            );
          }
        }
        session.startedJob = { jobId: job.id, at: job.createdAt };
        try {
          if (undone) await jobs.markUndone(undone.job, job.id);
          const created = await jobs.create(job);
          // The undone job's view shows its new link ("Undone by") without a read of the whole list.
          if (undone) deps.emit('bulkJobs.jobChanged', await jobs.summary(undone.job.id));
          return created;
        } catch (error) {
          // Nothing was written for it: the import may start a job again.
          if (!(await jobs.exists(job))) {
            session.startedJob = undefined;
            if (undone) await jobs.unmarkUndone(undone.job).catch(() => undefined);
          }
          throw error;
        }
      });
    },

    'bulkJobs.buildUndo': (input) => undo.build(input.jobId),
    'bulkJobs.pause': (input) => jobs.pause(input.jobId),
    'bulkJobs.resume': (input) => jobs.resume(input.jobId),
    'bulkJobs.cancel': (input) => jobs.cancel(input.jobId),
    'bulkJobs.setConcurrency': (input) => jobs.setConcurrency(input.jobId, input.concurrency),
    'bulkJobs.jobs': async (input) => ({ jobs: await jobs.list(input.profileId) }),
    'bulkJobs.job': (input) => jobs.rows(input.jobId, input.state, input.offset, input.limit),
    'bulkJobs.resolveUncertain': (input) => jobs.resolveUncertain(input.jobId, input.mode, input.rows),
    'bulkJobs.retryFailed': (input) => jobs.retryFailed(input.jobId, input.rows),
    'bulkJobs.exportResults': (input) =>
      jobs.exportResults(input.jobId, input.state ?? 'all', input.shape ?? 'results'),
  };
}
