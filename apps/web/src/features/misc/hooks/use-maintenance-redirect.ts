import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/locale';
import { nationalitiesQueryOptions } from '../../lookups/api/get-nationalities';

/** Only the first answer after the app starts counts; later failures are each page's business. */
let settled = false;

/**
 * platform spec §4: "a 503 on the first nationalities call at start goes to /maintenance".
 * The answer is cached, so the registration form finds the list already loaded.
 */
export function useMaintenanceRedirect(): void {
  const navigate = useNavigate();
  const first = useRef(getLocale());
  const { error, isSuccess, isError } = useQuery(nationalitiesQueryOptions(first.current));
  useEffect(() => {
    if (settled || (!isSuccess && !isError)) return;
    settled = true;
    if (isApiError(error, 503)) navigate(paths.maintenance.href(), { replace: true });
  }, [error, isSuccess, isError, navigate]);
}
