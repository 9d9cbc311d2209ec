import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DbText } from './db-text';
import classes from './title-band.module.css';

interface TitleBandProps {
  title: string;
  /** A line above the title (the survey's name over a section's title). */
  overline?: string;
  children?: ReactNode;
  /** The width of the page below (the iCoach pages with a side list are wider). */
  size?: BodySize;
}

type BodySize = 'md' | 'lg';

/**
 * api-notes "Look and feel": survey, course and payment pages have a blue title band over a
 * white body.
 */
export function TitleBand({ title, overline, children, size = 'md' }: TitleBandProps) {
  return (
    <Box className={classes.band}>
      <Container size={size} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap={6}>
          {overline && (
            <Text fz="sm" fw={600} c="white" className={classes.overline}>
              <DbText>{overline}</DbText>
            </Text>
          )}
          <Title order={1} c="white" fz={{ base: 'h2', sm: 'h1' }}>
            <DbText>{title}</DbText>
          </Title>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** The white body under the band. */
export function SurveyBody({ children, size = 'md' }: { children: ReactNode; size?: BodySize }) {
  return (
    <Container size={size} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} w="100%">
      {children}
    </Container>
  );
}
