import { Slider, Stack, Text } from '@mantine/core';
import { IPULSE_MAX, IPULSE_MIN } from '@portal/shared/survey-products';
import { useTranslation } from '../../../../lib/i18n';
import classes from './ipulse.module.css';

export const IPULSE_SCALE = [1, 2, 3, 4] as const;

interface IpulseSliderProps {
  id: number;
  text: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * One statement on the 4-point scale (platform spec §2: Disagree, Somewhat Agree, Agree,
 * Strongly Agree; 1 to 4, default 1). Mantine's slider follows the DirectionProvider, so in
 * Arabic it runs from right to left. The thumb is named by the statement and read out as the
 * chosen label, not as a number.
 */
export function IpulseSlider({ id, text, value, onChange }: IpulseSliderProps) {
  const { t } = useTranslation('surveys');
  const labelOf = (score: number) => t(`ipulse.scale.${score}`);
  const textId = `ipulse-statement-${id}`;
  // A group named by the statement holds the statement and its scale: a screen reader announces
  // which statement a scale belongs to, and its marks are found by their statement.
  return (
    <Stack gap="sm" className={classes.statement} role="group" aria-labelledby={textId}>
      <Text id={textId} fw={600}>
        {text}
      </Text>
      <Slider
        min={IPULSE_MIN}
        max={IPULSE_MAX}
        step={1}
        value={value}
        onChange={onChange}
        restrictToMarks
        marks={IPULSE_SCALE.map((score) => ({ value: score, label: labelOf(score) }))}
        label={null}
        thumbLabel={text}
        thumbValueText={(score) => labelOf(score)}
        thumbProps={{ 'aria-describedby': textId }}
        size="lg"
        color="brand.8"
        classNames={{ markLabel: classes.markLabel, root: classes.slider }}
      />
    </Stack>
  );
}
