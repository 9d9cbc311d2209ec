import { SafeHtml } from '../../../components/safe-html';

/**
 * A course's own text (welcome message, step content): server-sanitised HTML through SafeHtml.
 * A course missing the reader's language is served in its default one, so the text takes its
 * direction from its own first letters (dir="auto"): English steps on an Arabic page keep their
 * full stops at the end of the line, and an Arabic course reads right to left anywhere.
 */
export function CourseHtml({ html }: { html: string }) {
  return (
    <div dir="auto">
      <SafeHtml html={html} />
    </div>
  );
}
