import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './brand-field.module.css';

/**
 * api-notes "Look and feel": the solid brand-blue field with white type on home, account,
 * dashboard and completion pages (darkened to #006aa3 for AA contrast).
 */
export function BrandField({
  children,
  size = 'lg',
}: {
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Box className={classes.field}>
      <Container size={size} px={{ base: 'sm', sm: 'md' }}>
        {children}
      </Container>
    </Box>
  );
}
