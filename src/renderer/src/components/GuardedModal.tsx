import { useState, type ReactNode } from 'react';
import { Button, Modal, type ModalProps } from '@mantine/core';
import {
  confirmDiscard,
  createDialogInputScope,
  DialogInput,
  useUnsavedChanges,
} from '../data/unsaved-changes';

/**
 * A dialog that asks before its own Cancel, its X, Escape or a click outside throw its typed input away.
 * One question for every dialog with input, "Discard your changes?" with Keep editing and Discard, asked
 * by the shell's leave guard (`data/unsaved-changes.ts`); a dialog whose input is untouched closes at once.
 *
 * What is unsaved comes from the editors inside the dialog (each `useUnsavedChanges` call within it) and,
 * for a form the dialog's owner holds, from `dirty` and `what`. Usage:
 *
 *   const guard = useDialogGuard({ onClose, onDiscard: () => form.reset() });
 *   <GuardedModal guard={guard} opened={opened} dirty={form.isDirty()} what="the new badge">
 *     …<Button onClick={guard.close}>Cancel</Button>
 *   </GuardedModal>
 */
export interface DialogGuard {
  /** Closes the dialog, asking first when it holds unsaved input: for Cancel (the X and Escape use it). */
  close: () => void;
  /** @internal The dialog's record of unsaved input. */
  scope: ReturnType<typeof createDialogInputScope>;
}

export function useDialogGuard({
  onClose,
  onDiscard,
}: {
  /** Closes the dialog (the owner's state). */
  onClose: () => void;
  /** After Discard, before `onClose`: resets a form the owner keeps while the dialog is closed. */
  onDiscard?: () => void;
}): DialogGuard {
  const [scope] = useState(createDialogInputScope);
  const close = () => {
    const what = scope.unsaved();
    if (what.length === 0) {
      onClose();
      return;
    }
    void confirmDiscard(what).then((discard) => {
      if (!discard) return;
      scope.forgetAll();
      onDiscard?.();
      onClose();
    });
  };
  return { close, scope };
}

export interface GuardedModalProps extends Omit<ModalProps, 'onClose'> {
  guard: DialogGuard;
  /** The owner's form differs from what it started with. */
  dirty?: boolean;
  /** That form as the question names it ("the new badge"). */
  what?: string;
  /** Closing is not possible now (a write in flight): the X and Escape do nothing. */
  busy?: boolean;
}

export function GuardedModal({
  guard,
  dirty = false,
  what = 'this dialog',
  busy = false,
  children,
  ...modal
}: GuardedModalProps) {
  return (
    <Modal {...modal} onClose={busy ? () => undefined : guard.close}>
      <DialogInput.Provider value={guard.scope}>
        <OwnerInput dirty={modal.opened && dirty} what={what} />
        {children}
      </DialogInput.Provider>
    </Modal>
  );
}

/** The owner's form, recorded inside the dialog's scope (a hook needs a component under the provider). */
function OwnerInput({ dirty, what }: { dirty: boolean; what: string }): ReactNode {
  useUnsavedChanges(dirty, what);
  return null;
}

/**
 * A dialog's Cancel that keeps the focus where it is: a blur would check the field it leaves, and the
 * message that appears moves this button away from under the pointer before the click lands.
 */
export function DialogCancelButton({ guard }: { guard: DialogGuard }) {
  return (
    <Button variant="default" onMouseDown={(event) => event.preventDefault()} onClick={guard.close}>
      Cancel
    </Button>
  );
}
