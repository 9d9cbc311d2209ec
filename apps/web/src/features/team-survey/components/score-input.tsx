import { NativeSelect, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { usePhone } from '../hooks/use-phone';
import {
  formatScore,
  fromTenths,
  LEVELS,
  levelOf,
  type ScoreScale,
  scaleMax,
  scaleStep,
  toTenths,
} from '../rules/score';
import classes from './team-survey.module.css';

interface ScoreInputProps {
  id: string;
  scale: ScoreScale;
  /** In the call's unit: 0-100 for a skill, 0-10 for a manager (rules/score.ts). */
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * team-survey spec §2 "Skill rating page": a 0 to 10 select under 767 px; on wider screens a
 * slider (0-100 in tens for a skill, shown divided by 10; 0-10 for a manager) with the five labels
 * under it. The thumb is read out as the score and its label. Mantine's slider follows the
 * DirectionProvider, so in Arabic it runs from right to left, as do the labels.
 */
export function ScoreInput({ id, scale, value, onChange, error }: ScoreInputProps) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const phone = usePhone();
  const level = levelOf(value, scale);
  const spoken = (score: number) =>
    t('rate.score_value', {
      score: formatScore(score, scale, locale),
      level: t(`levels.${levelOf(score, scale)}`),
    });

  if (phone) {
    return (
      <NativeSelect
        id={id}
        label={t('rate.score')}
        required
        value={String(toTenths(value, scale))}
        onChange={(event) => onChange(fromTenths(Number(event.currentTarget.value), scale))}
        data={Array.from({ length: 11 }, (_, n) => ({
          value: String(n),
          label: `${n} – ${t(`levels.${levelOf(fromTenths(n, scale), scale)}`)}`,
        }))}
        error={error}
      />
    );
  }
  const labelId = `${id}-label`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text component="span" id={labelId} fw={600} fz="sm">
        {t('rate.score')}{' '}
        <Text component="span" c="navy.8" fw={400}>
          ({spoken(value)})
        </Text>
      </Text>
      <Slider
        thumbProps={{ id }}
        min={0}
        max={scaleMax(scale)}
        step={scaleStep(scale)}
        value={value}
        onChange={onChange}
        label={(score) => formatScore(score, scale, locale)}
        thumbLabel={t('rate.score')}
        thumbValueText={spoken}
        marks={Array.from({ length: 11 }, (_, n) => ({ value: fromTenths(n, scale) }))}
        size="lg"
        color="brand.8"
        className={classes.slider}
      />
      <ol className={classes.levels} aria-hidden="true">
        {LEVELS.map((l) => (
          <li key={l} data-active={l === level || undefined}>
            {t(`levels.${l}`)}
          </li>
        ))}
      </ol>
      {error && (
        <Text c="red.9" fz="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
