import { List, Text, Title } from '@mantine/core';

/** In-app help for Community posts: what the screen is for and the service rules it keeps in view. */
export function PostsHelp() {
  return (
    <>
      <Text>
        Browse the posts of one Community channel the way the service returns them, with every filter the
        service offers, and export what you see to a spreadsheet.
      </Text>
      <Title order={3} size="h4">
        Rules the screen follows
      </Title>
      <List>
        <List.Item>
          The member fields take a name: pick among the authors of the posts loaded so far, or paste a
          member’s 24-character id. The id is what is sent.
        </List.Item>
        <List.Item>
          Pinned posts always come first, whatever the sort order; they carry a yellow edge.
        </List.Item>
        <List.Item>
          Latest (the default) shows the most recently scheduled posts first; oldest the reverse.
        </List.Item>
        <List.Item>
          Most popular scores 3 × likes + 3 × comments + 2 × views + reposts over all time; trending now uses
          the same score over the last 24 hours.
        </List.Item>
        <List.Item>
          A page holds 1 to 100 posts. The list loads the pages you scroll to (or jump to with the pager),
          never the whole channel at once.
        </List.Item>
        <List.Item>
          Without a member you see the creator view: every post, whatever the channel’s visibility. With a
          member (their user id; their name shows once it is applied) the service checks that member’s access
          and marks what they liked and which poll option they chose.
        </List.Item>
        <List.Item>
          “This member cannot read the channel”: they have no active subscription to a Mango of the channel
          and none of its badges, or the channel is hidden (no member can read a hidden channel).
        </List.Item>
        <List.Item>
          “Channel not found”: the channel does not exist, is archived, or Community is not turned on.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Export
      </Title>
      <Text>
        “This page” saves the posts of the page in view; “Whole result” fetches every page of the current
        filters (100 posts per request, up to 10,000 posts). The header row is the first line of the CSV; tick
        “Include notes” to also save a <code>.notes.txt</code> beside it naming the profile (LIVE or sandbox),
        the channel, how many posts, the filters and when. Cells that a spreadsheet would run as formulas are
        escaped.
      </Text>
      <Text>
        Media thumbnails come from the service’s storage; when one cannot load (the sandbox’s addresses never
        do), the card still shows the type, size and compression state.
      </Text>
    </>
  );
}
