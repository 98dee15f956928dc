import { describe, expect, it, vi } from 'vitest';
import { channelNames, IPC_CHANNEL_PREFIX } from '../../../src/shared/bridge';
import { AppError } from '../../../src/shared/errors';
import { createDispatcher } from '../../../src/main/app/bridge/dispatcher';
import { createSenderCheck, registerBridge } from '../../../src/main/app/bridge/register-ipc';
import { createFakeIpcMain, crashingDispatcher, echoHandlers, OWN_PAGE, ownSender } from './fakes';

const trustOwnPage = createSenderCheck((url) => url === OWN_PAGE);

describe('registerBridge', () => {
  it('registers exactly the channel table, once each, under the bridge prefix', () => {
    const ipcMain = createFakeIpcMain();
    registerBridge(ipcMain, crashingDispatcher(), trustOwnPage);

    const registered = [...ipcMain.handlers.keys()];
    expect(registered.every((name) => name.startsWith(IPC_CHANNEL_PREFIX))).toBe(true);
    expect(registered.map((name) => name.slice(IPC_CHANNEL_PREFIX.length)).sort()).toEqual(
      [...channelNames].sort(),
    );
    // The bridge surface, reviewed: a change here must show up in review (`npx vitest run -u` to accept).
    expect(registered.sort()).toMatchInlineSnapshot(`
      [
        "bridge:activity.exportCsv",
        "bridge:activity.list",
        "bridge:analytics.activity",
        "bridge:analytics.cached",
        "bridge:analytics.channels",
        "bridge:app.cancel",
        "bridge:app.connectivity",
        "bridge:app.desktopInfo",
        "bridge:app.dismissStorageNotice",
        "bridge:app.info",
        "bridge:app.openExternal",
        "bridge:app.openLogs",
        "bridge:app.setMenuAreas",
        "bridge:app.setUnsavedChanges",
        "bridge:app.storageNotices",
        "bridge:appConfig.get",
        "bridge:appConfig.update",
        "bridge:bulkJobs.buildUndo",
        "bridge:bulkJobs.cancel",
        "bridge:bulkJobs.dryRun",
        "bridge:bulkJobs.exportInvalid",
        "bridge:bulkJobs.exportResults",
        "bridge:bulkJobs.getMapping",
        "bridge:bulkJobs.import",
        "bridge:bulkJobs.job",
        "bridge:bulkJobs.jobs",
        "bridge:bulkJobs.mangoes",
        "bridge:bulkJobs.pause",
        "bridge:bulkJobs.resolveUncertain",
        "bridge:bulkJobs.resume",
        "bridge:bulkJobs.retryFailed",
        "bridge:bulkJobs.rows",
        "bridge:bulkJobs.saveMapping",
        "bridge:bulkJobs.setConcurrency",
        "bridge:bulkJobs.start",
        "bridge:bulkJobs.takeOpenedCsv",
        "bridge:bulkJobs.template",
        "bridge:bulkJobs.validate",
        "bridge:certificates.list",
        "bridge:certificates.start",
        "bridge:certificates.templates",
        "bridge:community.accessOptions",
        "bridge:community.channels",
        "bridge:community.createChannel",
        "bridge:community.createGroup",
        "bridge:community.exportPostsCsv",
        "bridge:community.posts",
        "bridge:courses.chapters",
        "bridge:courses.create",
        "bridge:courses.createChapter",
        "bridge:courses.createModule",
        "bridge:courses.deleteChapter",
        "bridge:courses.list",
        "bridge:courses.modules",
        "bridge:courses.reviewSummary",
        "bridge:courses.settleChapter",
        "bridge:courses.updateChapter",
        "bridge:courses.updateDrip",
        "bridge:courses.updateModule",
        "bridge:customers.createOrFind",
        "bridge:customers.createSubscription",
        "bridge:customers.find",
        "bridge:customers.get",
        "bridge:customers.getUser",
        "bridge:customers.grantSubscription",
        "bridge:customers.refundSubscription",
        "bridge:customers.removeFromMango",
        "bridge:customers.revokeSubscription",
        "bridge:customers.subscriptions",
        "bridge:customers.verifyToken",
        "bridge:feed.createPost",
        "bridge:feed.exportCsv",
        "bridge:feed.posts",
        "bridge:gamification.assignBadges",
        "bridge:gamification.assignPoints",
        "bridge:gamification.badges",
        "bridge:gamification.createBadge",
        "bridge:gamification.ledger",
        "bridge:gamification.points",
        "bridge:gamification.pointsExportCsv",
        "bridge:gamification.pointsQuota",
        "bridge:gamification.updateBadge",
        "bridge:gamification.userPoints",
        "bridge:home.overview",
        "bridge:mangoes.applyDrafts",
        "bridge:mangoes.deleteDraft",
        "bridge:mangoes.draftHistory",
        "bridge:mangoes.drafts",
        "bridge:mangoes.get",
        "bridge:mangoes.getDraft",
        "bridge:mangoes.keepOneDraft",
        "bridge:mangoes.list",
        "bridge:mangoes.refresh",
        "bridge:mangoes.resolveConflict",
        "bridge:mangoes.saveDraft",
        "bridge:mangoes.validateDraft",
        "bridge:profiles.clearSecret",
        "bridge:profiles.create",
        "bridge:profiles.delete",
        "bridge:profiles.list",
        "bridge:profiles.resetSandbox",
        "bridge:profiles.sandboxStatus",
        "bridge:profiles.secretStatus",
        "bridge:profiles.setActive",
        "bridge:profiles.setSecret",
        "bridge:profiles.testConnection",
        "bridge:profiles.update",
        "bridge:settings.checkUpdates",
        "bridge:settings.exportDiagnostics",
        "bridge:settings.get",
        "bridge:settings.set",
        "bridge:videoCalls.checkAvailability",
        "bridge:videoCalls.create",
        "bridge:videoCalls.creatorZone",
        "bridge:videoCalls.get",
        "bridge:videoCalls.list",
        "bridge:videoCalls.mangoOptions",
        "bridge:videoCalls.openRecording",
        "bridge:videoCalls.preview",
        "bridge:videoCalls.series",
        "bridge:videoCalls.serviceClock",
        "bridge:videoCalls.update",
        "bridge:webhooks.clearDeliveries",
        "bridge:webhooks.deliveries",
        "bridge:webhooks.fire",
        "bridge:webhooks.list",
        "bridge:webhooks.receiverStart",
        "bridge:webhooks.receiverStatus",
        "bridge:webhooks.receiverStop",
        "bridge:webhooks.subscribe",
        "bridge:webhooks.targets",
      ]
    `);
  });

  it('names every channel area.verb with one dot', () => {
    for (const name of channelNames) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('passes a call from our own main frame to the dispatcher with the raw input', async () => {
    const ipcMain = createFakeIpcMain();
    const dispatch = vi.fn(async () => ({ ok: true as const, value: 'answer' }));
    registerBridge(ipcMain, dispatch, trustOwnPage);

    await expect(
      ipcMain.invoke(`${IPC_CHANNEL_PREFIX}profiles.list`, ownSender(), { a: 1 }),
    ).resolves.toEqual({
      ok: true,
      value: 'answer',
    });
    expect(dispatch).toHaveBeenCalledWith('profiles.list', { a: 1 }, { callId: undefined });
  });

  it('answers a typed error for a channel that is not in the table, and registers none for it', async () => {
    const ipcMain = createFakeIpcMain();
    registerBridge(ipcMain, crashingDispatcher(), trustOwnPage);
    expect(ipcMain.handlers.has(`${IPC_CHANNEL_PREFIX}profiles.dropAll`)).toBe(false);
    await expect(ipcMain.invoke(`${IPC_CHANNEL_PREFIX}profiles.dropAll`, ownSender(), {})).rejects.toThrow(
      /No handler registered/,
    );
  });

  it.each([
    'profiles.dropAll',
    'profiles',
    '',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'profiles.list ',
    'PROFILES.LIST',
    'bridge:profiles.list',
    'x'.repeat(10_000),
  ])('the dispatcher refuses the unknown channel %j with unknown_channel', async (name) => {
    const dispatch = createDispatcher(echoHandlers());
    const result = await dispatch(name, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('unknown_channel');
    expect(AppError.safeParse(result.error).success).toBe(true);
    expect(result.error.message.length).toBeLessThan(200);
  });

  it('a handler that throws answers a typed internal error without its message or stack', async () => {
    const onInternalError = vi.fn();
    const dispatch = createDispatcher(echoHandlers(), { onInternalError });
    const crashing = createDispatcher(
      Object.fromEntries(
        channelNames.map((name) => [
          name,
          () => {
            throw new TypeError('secret-token-123 leaked\n    at handler (x.ts:1:1)');
          },
        ]),
      ) as never,
      { onInternalError },
    );
    expect((await dispatch('app.info', {})).ok).toBe(true);
    const result = await crashing('app.info', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret-token-123');
    expect(JSON.stringify(result)).not.toMatch(/\\n\s+at /);
    expect(onInternalError).toHaveBeenCalledTimes(1);
  });
});
