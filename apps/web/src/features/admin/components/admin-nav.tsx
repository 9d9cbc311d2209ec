import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_AREAS, areaOfPath } from './admin-areas';
import classes from './admin-shell.module.css';

/**
 * The console's areas as a navigation landmark; the current one is marked for screen readers
 * (aria-current) as well as by its look. Used in the side bar and in the phone's drawer.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const current = areaOfPath(useLocation().pathname);
  return (
    <nav aria-label={t('console.nav_label')}>
      <ul className={classes.navList}>
        {ADMIN_AREAS.map((area) => {
          const active = area.id === current.id;
          const Icon = area.icon;
          return (
            <li key={area.id}>
              <NavLink
                component={Link}
                to={area.href}
                label={t(`nav.${area.id}`)}
                leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={classes.navLink}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
