import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

/**
 * A kept mail's text as it was written, its web links made into links (the outbox's view, issue
 * 13). Text only: the mail's HTML is never rendered in the console.
 */
export function OutboxText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"')]+)/g);
  return (
    <Text
      component="pre"
      fz="sm"
      style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
      dir="auto"
    >
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Anchor key={i} href={part} style={{ wordBreak: 'break-all' }}>
            {part}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}
