import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useApi } from '../../data/api-context';
import {
  leaveMessage,
  setLeaveAsker,
  unsavedWork,
  useUnsavedWork,
  type QuestionKind,
} from '../../data/unsaved-changes';

interface Question {
  what: readonly string[];
  kind: QuestionKind;
  answer: (leave: boolean) => void;
}

/** The words of each question: leaving a screen, or closing a dialog (its Cancel, X or Escape). */
const WORDS: Record<QuestionKind, { title: string; stay: string; leave: string }> = {
  leave: { title: 'Leave without saving?', stay: 'Stay', leave: 'Leave' },
  discard: { title: 'Discard your changes?', stay: 'Keep editing', leave: 'Discard' },
};

/**
 * The one question asked before unsaved input is thrown away (see `data/unsaved-changes.ts`): a dialog
 * whose first button, Stay (Keep editing, for a dialog's own Cancel), has the focus, so Enter or Escape
 * keep the input. It sits above any other dialog, since it may be asked about one. It also tells main what is
 * unsaved (Electron asks with a native dialog when the window closes) and, in a browser, asks the
 * browser's own question before a reload or a closed tab.
 */
export function LeaveGuard({ host }: { host: 'electron' | 'web' | null }) {
  const api = useApi();
  // The last question stays while the dialog fades out; `open` says whether it is being asked.
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const unsaved = useUnsavedWork();

  useEffect(() => {
    setLeaveAsker(
      (what, kind = 'leave') =>
        new Promise<boolean>((resolve) => {
          setQuestion({
            what,
            kind,
            answer: (leave) => {
              setOpen(false);
              resolve(leave);
            },
          });
          setOpen(true);
        }),
    );
    return () => setLeaveAsker(null);
  }, []);

  useEffect(() => {
    void api.app.setUnsavedChanges({ unsaved: [...unsaved] });
  }, [api, unsaved]);

  useEffect(() => {
    // Electron's window asks in main: a page's beforeunload there would cancel the close without a word.
    if (host !== 'web') return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedWork().length === 0) return;
      event.preventDefault();
      // Older Chromium needs the return value set to show its question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [host]);

  // Created with the first question: a closed Modal mounted with the shell is work the first screen waits for.
  if (!question) return null;
  const words = WORDS[question.kind];
  return (
    <Modal
      opened={open}
      onClose={() => question.answer(false)}
      title={words.title}
      centered
      zIndex={400}
      data-testid="leave-guard"
    >
      <Stack gap="md">
        <Text size="sm" data-testid="leave-guard-message">
          {leaveMessage(question.what)}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => question.answer(false)}
            data-autofocus
            data-testid="leave-stay"
          >
            {words.stay}
          </Button>
          <Button color="red" onClick={() => question.answer(true)} data-testid="leave-discard">
            {words.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
