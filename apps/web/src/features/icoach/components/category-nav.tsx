import { NavLink, Text, VisuallyHidden } from '@mantine/core';
import {
  ICOACH_CATEGORIES,
  type IcoachCategory,
  type IcoachDashboardResponse,
} from '@portal/shared/icoach';
import { useTranslation } from '../../../lib/i18n';
import { categoryKey } from '../rules/categories';
import { categoryCounts, skillsOf } from '../rules/dashboard-counts';
import classes from './icoach.module.css';

interface CategoryNavProps {
  dashboard: IcoachDashboardResponse;
  selected: IcoachCategory;
  onSelect: (category: IcoachCategory) => void;
}

/**
 * platform spec §2 "iCoach dashboard": the three categories with completed/total counts. Choosing
 * one changes what the page shows, not the address, so they are buttons marked aria-current.
 */
export function CategoryNav({ dashboard, selected, onSelect }: CategoryNavProps) {
  const { t } = useTranslation('icoach');
  return (
    <nav aria-label={t('board.categories_label')} className={classes.sideList}>
      <ul className={classes.plainList}>
        {ICOACH_CATEGORIES.map((category) => {
          const { completed, total } = categoryCounts(skillsOf(dashboard, category));
          const active = category === selected;
          return (
            <li key={category}>
              <NavLink
                component="button"
                type="button"
                active={active}
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(category)}
                label={t(categoryKey(category))}
                fw={active ? 700 : 500}
                rightSection={
                  <Text component="span" fz="sm" fw={700} className={classes.count}>
                    <span aria-hidden="true">
                      {completed}/{total}
                    </span>
                    <VisuallyHidden>{t('board.count_text', { completed, total })}</VisuallyHidden>
                  </Text>
                }
                className={classes.navItem}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
