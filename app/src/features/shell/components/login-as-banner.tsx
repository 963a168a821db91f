import { useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { ApiError } from '../../../lib/api';
import { memberAtom, memberFromSessionUser } from '../../../lib/session';
import { endLoginAs } from '../api/login-as';

const Region = styled.section`
  background: ${theme.color.feedback.warning.bg};
  color: ${theme.color.feedback.warning.text};
  border-bottom: 4px solid currentColor;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space[2]} ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  & > p {
    flex: 1;
    min-width: 12rem;
    margin: 0;
  }
`;

export interface LoginAsBannerProps {
  readonly memberName: string;
  readonly staffName: string;
  readonly onEnd: () => void | Promise<unknown>;
  /** why the last End failed, shown beside the button */
  readonly error?: string | null;
}

/** "Signed in as <member> by <staff>" with its End: shown above every page while support staff act as a member. */
export function LoginAsBanner({ memberName, staffName, onEnd, error = null }: LoginAsBannerProps) {
  const { t } = useLingui();
  return (
    <Region aria-label={t`Signed in for support`} data-testid="login-as-banner">
      <Inner>
        <Icon name="warning" size={20} />
        <p>
          <Trans>
            Signed in as <strong>{memberName}</strong> by <strong>{staffName}</strong>
          </Trans>
        </p>
        {error ? <span role="alert">{error}</span> : null}
        <Button size="sm" variant="secondary" onClick={onEnd} aria-label={t`End signing in as ${memberName}`}>
          <Trans>End</Trans>
        </Button>
      </Inner>
    </Region>
  );
}

/** The banner for the member of this tab, when support staff signed in as them; ending returns to the staff. */
export function LoginAsBannerRegion() {
  const { t } = useLingui();
  const [member, setMember] = useAtom(memberAtom);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  if (!member?.signedInBy) return null;
  const memberName = [member.firstName, member.lastName].filter(Boolean).join(' ');

  const end = async () => {
    setError(null);
    try {
      const reply = await endLoginAs();
      await mutate(() => true, undefined, { revalidate: false });
      setMember(memberFromSessionUser(reply.user));
      navigate(pathTo('loginAs'), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.err : t`Something went wrong. Please try again.`);
    }
  };

  return <LoginAsBanner memberName={memberName} staffName={member.signedInBy.name} onEnd={end} error={error} />;
}
