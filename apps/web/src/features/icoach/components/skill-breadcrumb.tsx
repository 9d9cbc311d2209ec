import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DbText } from '../../../components/db-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import classes from './icoach.module.css';

interface SkillBreadcrumbProps {
  icoachUserId: number;
  courseTitle: string;
  categoryName: string;
  skillName: string;
}

/**
 * platform spec §2 "iCoach skill page": course title (back to the course dashboard) › category ›
 * skill name. The separator points the way of reading, so Arabic mirrors it.
 */
export function SkillBreadcrumb({
  icoachUserId,
  courseTitle,
  categoryName,
  skillName,
}: SkillBreadcrumbProps) {
  const { t } = useTranslation('icoach');
  return (
    <nav aria-label={t('skill.breadcrumb')}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} aria-hidden="true" className={classes.mirror} />}
        separatorMargin={6}
        className={classes.breadcrumb}
      >
        <Anchor component={Link} to={paths.icoachDashboard.href(icoachUserId)} fz="sm" fw={600}>
          <DbText>{courseTitle}</DbText>
        </Anchor>
        <Text fz="sm" c="navy.8">
          {categoryName}
        </Text>
        <Text fz="sm" c="dark.9" fw={600} aria-current="page">
          <DbText>{skillName}</DbText>
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
