import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './team-survey.module.css';

/** A page's way back (spec §2: "Back button to the dashboard"); the arrow follows the reading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      w="fit-content"
      px="xs"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" className={classes.mirror} />}
    >
      {label}
    </Button>
  );
}
