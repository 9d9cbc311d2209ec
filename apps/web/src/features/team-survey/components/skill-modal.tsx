import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { TS_CATEGORIES } from '@portal/shared/team-survey';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useAddSkill } from '../api/add-skill';
import { useAvailableSkills } from '../api/get-available-skills';
import { categoryKey, parseCategory, type TsCategory } from '../rules/categories';
import { modalErrorText } from '../rules/modal-error';

interface SkillModalProps {
  opened: boolean;
  /** Chosen already from the small screens' dropdown (spec §2), or null. */
  category: TsCategory | null;
  rateeId: number;
  managerId: number;
  onClose: () => void;
}

/**
 * team-survey spec §2, §5 new-skill-modal: a category, then a skill of it from the catalogue less
 * the ratee's skills (§4); both required. A refusal is shown inside and the modal stays open.
 */
export function SkillModal({
  opened,
  category: preset,
  rateeId,
  managerId,
  onClose,
}: SkillModalProps) {
  const { t } = useTranslation('team-survey');
  const [category, setCategory] = useState<TsCategory | null>(preset);
  const [skillId, setSkillId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ category?: boolean; skill?: boolean }>({});
  const available = useAvailableSkills(rateeId, opened ? category : null);
  const add = useAddSkill(managerId, rateeId);

  useEffect(() => {
    if (opened) {
      setCategory(preset);
      setSkillId('');
      setError(null);
      setMissing({});
    }
  }, [opened, preset]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const id = Number(skillId);
    const next = { category: category === null, skill: !id };
    setMissing(next);
    if (category === null || !id) return;
    setError(null);
    try {
      await add.mutateAsync({ category, skillId: id });
      onClose();
    } catch (failure) {
      setError(modalErrorText(failure, t));
    }
  };

  const choices = available.data ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modals.skill_title')}
      centered
      closeButtonProps={{ 'aria-label': t('modals.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormAlert message={error} />
          <NativeSelect
            id="ts-skill-category"
            label={t('modals.category')}
            required
            value={category === null ? '' : String(category)}
            onChange={(event) => {
              setCategory(parseCategory(event.currentTarget.value));
              setSkillId('');
            }}
            data={[
              { value: '', label: t('modals.choose_category'), disabled: true },
              ...TS_CATEGORIES.map((c) => ({ value: String(c), label: t(categoryKey(c)) })),
            ]}
            error={missing.category ? t('validation.category_required') : undefined}
            data-autofocus
          />
          <NativeSelect
            id="ts-skill-skill"
            label={t('modals.skill')}
            required
            disabled={category === null || available.isPending}
            value={skillId}
            onChange={(event) => setSkillId(event.currentTarget.value)}
            data={[
              { value: '', label: t('modals.choose_skill'), disabled: true },
              ...choices.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            error={missing.skill ? t('validation.skill_required') : undefined}
          />
          {category !== null && available.isSuccess && choices.length === 0 && (
            <Text fz="sm" role="status">
              {t('modals.no_available')}
            </Text>
          )}
          {available.isError && <FormAlert message={t('load_failed')} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('modals.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('modals.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
