import { Typography } from '@mantine/core';
import classes from './content-html.module.css';

/**
 * A content page's body. The HTML is written by the portal's editors and served by our own
 * server (packages/shared/src/content.ts: "Trusted HTML"), so it is rendered as it is.
 */
export function ContentHtml({ html }: { html: string }) {
  return (
    <Typography className={classes.html}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted editor HTML, see above */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
