import {
  IconClipboardList,
  IconCreditCard,
  IconFileExport,
  IconGauge,
  IconHistory,
  IconInbox,
  IconMailForward,
  IconSchool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { paths } from '../../../config/paths';

/*
 * The console's areas (issue 13), in the navigation's order. Each area's label is `admin.nav.<id>`;
 * its own texts go under a top-level key of its own in admin.json, never one named like a
 * namespace (`surveys`, `payments`, `icoach` are namespaces: decision 007), so the areas use:
 * survey_admin, invitations, courses, team_surveys, people, payment_admin, exports, outbox,
 * audit_log (admin-locale.test.ts checks).
 */
export const ADMIN_AREAS = [
  { id: 'overview', href: paths.admin.href(), icon: IconGauge },
  { id: 'surveys', href: paths.adminSurveys.href(), icon: IconClipboardList },
  { id: 'invitations', href: paths.adminInvitations.href(), icon: IconMailForward },
  { id: 'courses', href: paths.adminCourses.href(), icon: IconSchool },
  { id: 'team_surveys', href: paths.adminTeamSurveys.href(), icon: IconUsersGroup },
  { id: 'people', href: paths.adminPeople.href(), icon: IconUsers },
  { id: 'payments', href: paths.adminPayments.href(), icon: IconCreditCard },
  { id: 'exports', href: paths.adminExports.href(), icon: IconFileExport },
  { id: 'outbox', href: paths.adminOutbox.href(), icon: IconInbox },
  { id: 'audit_log', href: paths.adminAuditLog.href(), icon: IconHistory },
] as const;

export type AdminArea = (typeof ADMIN_AREAS)[number];
export type AdminAreaId = AdminArea['id'];

/** The area an address belongs to: the longest matching prefix (the overview is /admin itself). */
export function areaOfPath(pathname: string): AdminArea {
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = ADMIN_AREAS.filter(
    (area) => path === area.href || (area.id !== 'overview' && path.startsWith(`${area.href}/`)),
  );
  return found.at(-1) ?? ADMIN_AREAS[0];
}
