import { pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { usePageTitle } from '../../../components/page-title';
import { EmergencyBox } from '../components/emergency-box';
import { LoadingScreen } from '../components/loading-screen';
import { isAssessmentId, LOADING_DELAY_MS } from '../utils/assessments';

const page = css`
  ${pageColumn({ gap: 5, maxWidth: '48rem', flatParagraphs: true })}
  & a {
    color: ${theme.color.text.link};
  }
`;

/** /healthscore/data-protection/:assessment_id: how answers are used, then 'Nearly there' for 4 s. */
export default function DataProtectionPage() {
  const { t } = useLingui();
  usePageTitle(t`Your data`);
  const { assessment_id: id } = useParams();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || !isAssessmentId(id)) return;
    const timer = setTimeout(() => navigate(pathTo('healthScoreAssessment', { assessment_id: id })), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, id, navigate]);
  if (!isAssessmentId(id)) return <Navigate to={pathTo('healthScore')} replace />;
  if (waiting) return <LoadingScreen title={t`Nearly there`} text={t`We are preparing your questions.`} />;
  return (
    <div css={page}>
      <h1>
        <Trans>Your data</Trans>
      </h1>
      <p>
        <Trans>
          First we ask a few questions about you, such as your age, height and weight, so that your results fit you.
          Your answers are confidential: they are stored securely, used only to calculate your Health Score and never
          shared with your employer.
        </Trans>
      </p>
      <p>
        <Trans>
          Read more in our <Link to={pathTo('privacy')}>privacy policy</Link>.
        </Trans>
      </p>
      <EmergencyBox />
      <div>
        <Button onClick={() => setWaiting(true)}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </div>
  );
}
