import type { IcoachCourseResponse } from '@portal/shared/icoach';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { getSessionUserId } from '../../../lib/session';
import { createIcoachUser } from '../api/create-icoach-user';
import { getIcoachUser } from '../api/get-icoach-user';
import {
  beginRecord,
  blockedOutcome,
  courseDateMessage,
  decideBegin,
} from '../rules/begin-decision';
import { getRecord, markBegun, saveRecord } from '../storage/local-records';

/** What the welcome page shows in place of Start when the course cannot be begun. */
export interface BeginBlock {
  message: string;
  /** A partner-package course: the page also links to the packages page. */
  needsPackage: boolean;
}

/**
 * platform spec §4 "iCoach begin": check the course dates, get the person's iCoach user or create
 * one, record it locally (begun, default category soft skills) and go to the course dashboard.
 */
export function useBeginCourse(course: IcoachCourseResponse | undefined) {
  const { t } = useTranslation('icoach');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [block, setBlock] = useState<BeginBlock | null>(null);

  const begin = async () => {
    const userId = getSessionUserId();
    if (!course || userId === null || pending) return;
    const early = courseDateMessage(course);
    if (early) {
      setBlock({ message: t(early), needsPackage: false });
      return;
    }
    setPending(true);
    setBlock(null);
    try {
      const body = { icoachId: course.id, accessCode: course.accessCode };
      const icoachUser = (await getIcoachUser(body)) ?? (await createIcoachUser(body));
      const decision = decideBegin({ course, icoachUser });
      if (decision.type === 'message') {
        setBlock({ message: t(decision.message), needsPackage: false });
      } else if (decision.type === 'package') {
        setBlock({ message: t('icoach.problems.package_required'), needsPackage: true });
      } else {
        saveRecord(userId, beginRecord(course, icoachUser, getRecord(userId, icoachUser.id)));
        markBegun(userId, course.accessCode);
        navigate(decision.href);
      }
    } catch (error) {
      const outcome = blockedOutcome(error);
      if (outcome.type === 'notFound') navigate(paths.notFound.href(), { replace: true });
      else if (outcome.type === 'failed') {
        setBlock({ message: t('errors.internal'), needsPackage: false });
      } else {
        setBlock({
          message: outcome.message || t('icoach.problems.package_required'),
          needsPackage: outcome.type === 'package',
        });
      }
    } finally {
      setPending(false);
    }
  };

  return { begin, pending, block };
}
