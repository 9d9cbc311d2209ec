import type { Locale } from '@portal/shared/locales';
import type { ApiProduct } from '@portal/shared/survey-products';
import type {
  SurveyInfoResponse,
  SurveyUserLookupBody,
  SurveyUserResponse,
} from '@portal/shared/surveys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { paymentsKeys } from './payments-keys';

/*
 * The two reads the payment page needs from the questionnaire API (platform spec §7), kept here
 * rather than imported from the surveys feature (docs/decisions/007: features do not import each
 * other): the survey by its access code, and the person's survey user, created when missing as
 * the welcome page's Accept does (spec §4).
 */

export function surveyForPaymentQueryOptions(product: ApiProduct, code: string, locale: Locale) {
  return queryOptions({
    queryKey: paymentsKeys.survey(product, code, locale),
    queryFn: ({ signal }) =>
      api.get<SurveyInfoResponse>(
        `/public/${product}/survey/access-code/${encodeURIComponent(code)}/`,
        { locale, signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /public/{product}/survey/access-code/{code}/; keeps the old language's text while switching. */
export function useSurveyForPayment(product: ApiProduct, code: string, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    ...surveyForPaymentQueryOptions(product, code, locale),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /{product}/survey/user/get/, and /create/ when that answers 404 ("404 means null"). */
export async function getOrCreateSurveyUser(
  product: ApiProduct,
  body: SurveyUserLookupBody,
): Promise<SurveyUserResponse> {
  try {
    return await api.post<SurveyUserResponse>(`/${product}/survey/user/get/`, body);
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    return api.post<SurveyUserResponse>(`/${product}/survey/user/create/`, body);
  }
}

/** Always asked afresh: the answer says whether the survey is paid for by now. */
export function useSurveyUserForPayment(product: ApiProduct, body: SurveyUserLookupBody | null) {
  return useQuery({
    queryKey: paymentsKeys.surveyUser(product, body?.surveyId ?? 0, body?.accessCode ?? ''),
    queryFn: () => getOrCreateSurveyUser(product, body!),
    enabled: body !== null,
    staleTime: 0,
  });
}
