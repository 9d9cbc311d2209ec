import type { ReactNode } from 'react';

/**
 * Text whose direction the page cannot know: a title from the database, or a name such as
 * "E.Q." that starts or ends with punctuation. Isolated with `<bdi dir="auto">`, so its own first
 * strong letter sets its direction: "E.Q. Soft Touch" keeps its full stop at the end in an Arabic
 * page (not ".E.Q"), and an Arabic title keeps its order in an English one (issue 9).
 */
export function DbText({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** Stands for the database text in a translated sentence: `t(key, { title: DB_SLOT })`. */
export const DB_SLOT = '\u{E000}';

/** A translated sentence made with DB_SLOT, with the database text isolated in its place. */
export function DbTextIn({ sentence, text }: { sentence: string; text: string }) {
  const [before, ...after] = sentence.split(DB_SLOT);
  return (
    <>
      {before}
      <DbText>{text}</DbText>
      {after.join(text)}
    </>
  );
}
