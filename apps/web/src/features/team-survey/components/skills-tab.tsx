import { Button, Menu, Stack, Table, Text, Title } from '@mantine/core';
import type { TsSkill } from '@portal/shared/team-survey';
import { TS_CATEGORIES } from '@portal/shared/team-survey';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useManagerSkills } from '../api/get-manager-skills';
import { useRemoveSkill } from '../api/remove-skill';
import { usePhone } from '../hooks/use-phone';
import { byCategory, categoryKey, type TsCategory } from '../rules/categories';
import { ConfirmActionModal } from './confirm-action-modal';
import { SkillModal } from './skill-modal';
import classes from './team-survey.module.css';
import { TsLoader } from './ts-loader';

interface SkillsTabProps {
  rateeId: number;
  managerId: number;
  canChange: boolean;
}

/**
 * team-survey spec §2 "Skills tab": the ratee's skills grouped by category in tables, and Add a
 * Skill, which on small screens is a dropdown of the categories that opens the modal with the
 * category chosen.
 */
export function SkillsTab({ rateeId, managerId, canChange }: SkillsTabProps) {
  const { t } = useTranslation('team-survey');
  const phone = usePhone();
  const skills = useManagerSkills(rateeId);
  const remove = useRemoveSkill(managerId, rateeId);
  const [adding, setAdding] = useState<{ category: TsCategory | null } | null>(null);
  const [removing, setRemoving] = useState<TsSkill | null>(null);

  if (skills.isError) return <FormAlert message={t('load_failed')} />;
  if (!skills.data) return <TsLoader />;
  const groups = byCategory(skills.data);

  return (
    <Stack gap="lg">
      {canChange &&
        (phone ? (
          <Menu position="bottom-start">
            <Menu.Target>
              <Button
                w="fit-content"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                rightSection={<IconChevronDown size={16} aria-hidden="true" />}
              >
                {t('setup.add_skill')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {TS_CATEGORIES.map((category) => (
                <Menu.Item key={category} onClick={() => setAdding({ category })}>
                  {t(categoryKey(category))}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button
            w="fit-content"
            onClick={() => setAdding({ category: null })}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('setup.add_skill')}
          </Button>
        ))}
      {groups.length === 0 && <Text>{t('setup.no_skills')}</Text>}
      {groups.map((group) => {
        const headingId = `ts-skills-c${group.category}`;
        return (
          <Stack key={group.category} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={3} fz="h4" id={headingId}>
              {t(categoryKey(group.category))}
            </Title>
            <div className={classes.tableWrap}>
              <Table verticalSpacing="sm" highlightOnHover aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('setup.skill')}</Table.Th>
                    {canChange && (
                      <Table.Th className={classes.actionCell}>{t('setup.actions')}</Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.skills.map((skill) => (
                    <Table.Tr key={skill.id}>
                      <Table.Td fw={600}>{skill.name}</Table.Td>
                      {canChange && (
                        <Table.Td className={classes.actionCell}>
                          <Button
                            variant="subtle"
                            color="red"
                            c="red.9"
                            size="compact-sm"
                            onClick={() => setRemoving(skill)}
                            aria-label={t('setup.remove_named', { name: skill.name })}
                          >
                            {t('setup.remove')}
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          </Stack>
        );
      })}
      <SkillModal
        opened={adding !== null}
        category={adding?.category ?? null}
        rateeId={rateeId}
        managerId={managerId}
        onClose={() => setAdding(null)}
      />
      <ConfirmActionModal
        opened={removing !== null}
        title={t('modals.remove_skill_title')}
        text={t('modals.remove_skill_text', { name: removing?.name ?? '' })}
        confirmLabel={t('setup.remove')}
        color="red.9"
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
