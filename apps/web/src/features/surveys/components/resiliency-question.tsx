import { Radio, SimpleGrid } from '@mantine/core';
import classes from './resiliency-question.module.css';

interface ResiliencyQuestionProps {
  id: number;
  number: number;
  question: string;
  scale: string[];
  value: number | undefined;
  error?: string;
  onChange: (value: number) => void;
}

/** One resiliency question on its 1-5 scale (labels from the server, low to high). */
export function ResiliencyQuestion({
  id,
  number,
  question,
  scale,
  value,
  error,
  onChange,
}: ResiliencyQuestionProps) {
  return (
    <Radio.Group
      id={`resiliency-${id}`}
      className={classes.question}
      label={`${number}. ${question}`}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      error={error}
      required
      withAsterisk={false}
      styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
    >
      <SimpleGrid cols={{ base: 1, sm: scale.length }} spacing="xs" mt="xs">
        {scale.map((label, index) => (
          <Radio key={label} value={String(index + 1)} label={label} className={classes.option} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
