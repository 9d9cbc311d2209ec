import { Typography } from '@mantine/core';
import classes from './safe-html.module.css';

/**
 * The one place the web renders HTML from the server (content pages, welcome messages, and
 * later iCoach steps and 360 skill texts). The server sanitises every stored HTML with one
 * allow-list when it is written and again when it is served
 * (docs/decisions/012-stored-html-sanitiser.md), so this renders it as it arrives; a test
 * (safe-html.test.ts) fails if `dangerouslySetInnerHTML` appears anywhere else.
 */
export function SafeHtml({ html }: { html: string }) {
  return (
    <Typography className={classes.html}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML, see above */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
