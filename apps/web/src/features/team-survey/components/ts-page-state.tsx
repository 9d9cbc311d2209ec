import { Navigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { TsLoader } from './ts-loader';

/** What a 360 page shows until its data is there: loading, not found, or could not load. */
export function TsPageState({ state }: { state: 'loading' | 'notFound' | 'failed' }) {
  const { t } = useTranslation('team-survey');
  if (state === 'notFound') return <Navigate to={paths.notFound.href()} replace />;
  if (state === 'loading') return <TsLoader />;
  return (
    <SurveyBody>
      <FormAlert message={t('load_failed')} />
    </SurveyBody>
  );
}
