import { useState } from 'react';
import { Alert, Anchor, Center, Loader, Modal, Stack } from '@mantine/core';
import { Markdown } from './markdown';

/**
 * The docs a screen's help can open, bundled with the page as text (loaded when first opened), so they read
 * offline in the desktop and the browser console alike, with no file path or web address involved.
 */
const DOCS = {
  'video-calls': () => import('../../../../docs/video-calls.md?raw'),
} as const;
export type DocName = keyof typeof DOCS;

/** A link that opens `docs/<name>.md` in a dialog inside the console. */
export function DocLink({ doc }: { doc: DocName }) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const open = () => {
    setOpened(true);
    if (text !== null) return;
    setFailed(false);
    DOCS[doc]().then(
      (module) => setText(module.default),
      () => setFailed(true),
    );
  };
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={open}
        data-testid={`doc-link-${doc}`}
        aria-haspopup="dialog"
      >
        docs/{doc}.md
      </Anchor>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`docs/${doc}.md`} size="xl">
        <Stack gap="sm" data-testid="doc-view">
          {failed ? (
            <Alert color="red" variant="light" title="The doc did not load">
              Close this window and open the link again.
            </Alert>
          ) : text === null ? (
            <Center py="xl">
              <Loader aria-label="Loading the doc" />
            </Center>
          ) : (
            <Markdown source={text} />
          )}
        </Stack>
      </Modal>
    </>
  );
}
