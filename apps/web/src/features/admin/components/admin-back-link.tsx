import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './admin-back-link.module.css';

/** The link above a console page back to the list it was opened from. */
export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" c="blue.9">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" className={classes.mirror} />
        {children}
      </Group>
    </Anchor>
  );
}
