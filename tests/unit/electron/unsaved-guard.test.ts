import { describe, expect, it, vi } from 'vitest';
import {
  createUnsavedGuard,
  unsavedConfirmation,
  type UnsavedConfirmation,
} from '../../../src/main/app/electron/unsaved-guard';

/** A fake of what the guard touches: Electron's message box (answering `answer`), the window and the app. */
function setup(answer: number) {
  const calls = {
    confirm: vi.fn(async (_dialog: UnsavedConfirmation) => answer),
    closeWindow: vi.fn(),
    quit: vi.fn(),
  };
  const guard = createUnsavedGuard(calls);
  const closeEvent = () => ({ preventDefault: vi.fn() });
  return { guard, calls, closeEvent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the window close while the page holds unsaved input', () => {
  it('asks the page’s own question, naming what would be lost; Stay is the default and the cancel answer', () => {
    const dialog = unsavedConfirmation(['the new video call', 'the draft of “Starter”']);
    expect(dialog.message).toBe('Leave without saving?');
    expect(dialog.detail).toBe('Your changes to the new video call and the draft of “Starter” will be lost.');
    expect(dialog.buttons).toEqual(['Stay', 'Leave']);
    expect(dialog.defaultId).toBe(0);
    expect(dialog.cancelId).toBe(0);
  });

  it('lets the window close without a question when nothing is unsaved', () => {
    const { guard, calls, closeEvent } = setup(1);
    const event = closeEvent();
    expect(guard.onWindowClose(event)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    guard.set(['the new video call']);
    guard.set([]);
    expect(guard.onWindowClose(event)).toBe(false);
    expect(calls.confirm).not.toHaveBeenCalled();
  });

  it('holds the close and keeps the window on Stay, asking again at the next close', async () => {
    const { guard, calls, closeEvent } = setup(0);
    guard.set(['the new video call']);
    const event = closeEvent();
    expect(guard.onWindowClose(event)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    await settle();
    expect(calls.confirm).toHaveBeenCalledOnce();
    expect(calls.confirm.mock.calls[0]?.[0].detail).toBe('Your changes to the new video call will be lost.');
    expect(calls.closeWindow).not.toHaveBeenCalled();
    expect(guard.onWindowClose(closeEvent())).toBe(true);
    await settle();
    expect(calls.confirm).toHaveBeenCalledTimes(2);
  });

  it('closes the window on Leave, and that close goes through without a second question', async () => {
    const { guard, calls, closeEvent } = setup(1);
    guard.set(['the new video call']);
    guard.onWindowClose(closeEvent());
    await settle();
    expect(calls.closeWindow).toHaveBeenCalledOnce();
    expect(calls.quit).not.toHaveBeenCalled();
    const again = closeEvent();
    expect(guard.onWindowClose(again)).toBe(false);
    expect(again.preventDefault).not.toHaveBeenCalled();
    // A page reporting again (a new window on macOS) is guarded again.
    guard.set(['the new badge']);
    expect(guard.onWindowClose(closeEvent())).toBe(true);
  });

  it('quits on Leave when a quit closed the window, and forgets the quit on Stay', async () => {
    const leave = setup(1);
    leave.guard.set(['the new video call']);
    leave.guard.onBeforeQuit();
    leave.guard.onWindowClose(leave.closeEvent());
    await settle();
    expect(leave.calls.quit).toHaveBeenCalledOnce();
    expect(leave.calls.closeWindow).not.toHaveBeenCalled();

    const stay = setup(0);
    stay.guard.set(['the new video call']);
    stay.guard.onBeforeQuit();
    stay.guard.onWindowClose(stay.closeEvent());
    await settle();
    expect(stay.calls.quit).not.toHaveBeenCalled();
  });

  it('asks once while a question is open, however often the close is pressed', async () => {
    let answer: (value: number) => void = () => undefined;
    const confirm = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const guard = createUnsavedGuard({ confirm, closeWindow: vi.fn(), quit: vi.fn() });
    guard.set(['the new video call']);
    const event = () => ({ preventDefault: vi.fn() });
    guard.onWindowClose(event());
    guard.onWindowClose(event());
    expect(confirm).toHaveBeenCalledOnce();
    answer(0);
    await settle();
  });
});
