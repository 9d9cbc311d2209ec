import { Button, FileButton, List, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DoneAlert } from '../../../components/done-alert';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

export interface ContentFileImportProps<Result> {
  /** The name of the page region the import sits in ("Import a course"). */
  region: string;
  /** The button's text ("Import a course file"). */
  label: string;
  /** A line under the button: what file it takes and what it does. */
  help: string;
  /** Sends the parsed file; rejects with the server's ApiError. */
  importFile: (file: unknown) => Promise<Result>;
  /** What the import did, in the administrator's words. */
  describe: (result: Result) => ReactNode;
  pending: boolean;
}

/** 'skills.2.steps.0.title' → 'skills › 3 › steps › 1 › title': places counted from 1. */
export function placeInFile(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(' › ');
}

/**
 * Imports a content file (a course, a questionnaire) from the administrator's disk: the JSON is
 * read in the browser and sent as the request's body; the answer says what changed, or the
 * server's 400 lists each place in the file that is wrong.
 */
export function ContentFileImport<Result>({
  region,
  label,
  help,
  importFile,
  describe,
  pending,
}: ContentFileImportProps<Result>) {
  const { t } = useTranslation('admin');
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [places, setPlaces] = useState<[string, string[]][]>([]);

  async function onFile(file: File | null) {
    setResult(null);
    setProblem(null);
    setPlaces([]);
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch (error) {
      setProblem(t('courses.file.not_json', { name: file.name, error: String(error) }));
      return;
    }
    try {
      setResult(await importFile(parsed));
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      // A refused file lists its places below; the server's general line ("correct the
      // highlighted fields") would point at fields this page does not have.
      setProblem(fields.length > 0 ? null : error instanceof Error ? error.message : String(error));
      setPlaces(fields);
    }
  }

  return (
    <Paper withBorder p="md" radius="sm" mb="md" component="section" aria-label={region}>
      <Stack gap="xs">
        <div>
          <FileButton onChange={onFile} accept=".json,application/json">
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                loading={pending}
              >
                {label}
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="navy.7" mt={4}>
            {help}
          </Text>
        </div>
        {result !== null && <DoneAlert>{describe(result)}</DoneAlert>}
        <FormAlert message={problem} />
        {places.length > 0 && (
          <div>
            <Text fz="sm" fw={700}>
              {t('courses.file.errors_title')}
            </Text>
            <List fz="sm" spacing={2}>
              {places.map(([place, messages]) => (
                <List.Item key={place}>
                  <Text component="span" ff="monospace" fz="sm" dir="ltr">
                    {placeInFile(place)}
                  </Text>
                  {`: ${messages.join(' ')}`}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
