import { Button, Group, Stack } from '@mantine/core';
import { IPULSE_MIN } from '@portal/shared/survey-products';
import type { IpulseStatement } from '@portal/shared/surveys';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { type IpulseScores, scoreOf } from '../../rules/ipulse-scores';
import { LazyConfirmModal } from '../lazy-confirm-modal';
import { IpulseSlider } from './ipulse-slider';

interface IpulseBoardProps {
  statements: IpulseStatement[];
  scores: IpulseScores;
  onChange: (scores: IpulseScores) => void;
  onConfirm: (answers: { statementId: number; score: number }[]) => void;
  saving?: boolean;
}

/**
 * An iPulse section: a slider per statement, and the confirmation of platform spec §4 when any
 * statement is still at 1: 'You evaluated statements with 1. Would you like to proceed?'
 */
export function IpulseBoard({ statements, scores, onChange, onConfirm, saving }: IpulseBoardProps) {
  const { t } = useTranslation('surveys');
  const [asking, setAsking] = useState(false);
  const answers = () =>
    statements.map((s) => ({ statementId: s.id, score: scoreOf(scores, s.id) }));
  const confirm = () => {
    if (answers().some((a) => a.score === IPULSE_MIN)) setAsking(true);
    else onConfirm(answers());
  };
  return (
    <Stack gap="md">
      {statements.map((s) => (
        <IpulseSlider
          key={s.id}
          id={s.id}
          text={s.title}
          value={scoreOf(scores, s.id)}
          onChange={(score) => onChange({ ...scores, [String(s.id)]: score })}
        />
      ))}
      <Group justify="flex-end">
        <Button size="md" onClick={confirm} loading={saving}>
          {t('ipulse.continue')}
        </Button>
      </Group>
      <LazyConfirmModal
        opened={asking}
        question={t('ipulse.confirm_question')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm(answers());
        }}
      />
    </Stack>
  );
}
