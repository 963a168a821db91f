import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Spinner } from '@portal/ui/spinner';
import { usePageTitle } from '../../../components/page-title';
import { finishFitnessConnect } from '../api/challenges';

const page = css`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 40rem;
  p {
    margin: 0;
  }
`;

const alert = css`
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.text.default};
`;

/**
 * The fitness provider's return (seed 003: api/u/oauth/google/redirect): code, scope and state from the URL go
 * to the server; the page then goes to /challenges when the scope includes fitness activity, else to /. Any
 * failure, or a provider that sends an error instead of a code, shows the seed's alert.
 */
export default function FitnessConnectedPage() {
  const { t } = useLingui();
  usePageTitle(t`Connecting your fitness data`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state || params.get('error')) {
      setFailed(true);
      return;
    }
    finishFitnessConnect(code, params.get('scope') ?? '', state).then(
      (reply) => navigate(reply.fitness_activity ? pathTo('challenges') : pathTo('home'), { replace: true }),
      () => setFailed(true),
    );
  }, [params, navigate]);

  if (failed) {
    return (
      <div css={page}>
        <h1>
          <Trans>Connecting your fitness data</Trans>
        </h1>
        {/* the seed's alert, word for word in English */}
        <p css={alert} role="alert">
          <Trans>Error occurred. Please try again.</Trans>
        </p>
        <p>
          <Link to={pathTo('challenges')}>
            <Trans>Back to challenges</Trans>
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div css={page}>
      <h1>
        <Trans>Connecting your fitness data</Trans>
      </h1>
      <Spinner label={t`Connecting your fitness data`} />
    </div>
  );
}
