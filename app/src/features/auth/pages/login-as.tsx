import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, Navigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { TextField } from '@portal/ui/text-field';
import { LoadError } from '../../../components/panel-states';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api';
import { LOGIN_PATH, memberAtom, memberFromSessionUser, sessionCheckAtom } from '../../../lib/session';
import { startLoginAs, useLoginAsMembers } from '../api/login-as';
import { AuthHeading, AuthLayout, AuthText } from '../components/auth-layout';
import { plainList } from '../../../components/page-styles';

const Search = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[3]};
  & > :first-of-type {
    flex: 1;
  }
`;

const Results = styled.ul`
  ${plainList(2)}
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
  & > span {
    overflow-wrap: anywhere;
    color: ${theme.color.text.muted};
    font-size: ${theme.font.size.sm};
  }
`;

/**
 * /login-as (seed 000 section 6, issue 9 item 7): support staff choose a member of their own client and sign in as
 * them to help; the server refuses everybody else, and this page shows that refusal.
 */
export default function LoginAsPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in as a member`);
  const member = useAtomValue(memberAtom);
  const check = useAtomValue(sessionCheckAtom);
  const setMember = useSetAtom(memberAtom);
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = member !== null && check === 'done';
  const members = useLoginAsMembers(signedIn ? query : null);

  if (check === 'pending') return <PageLoading />;
  if (!member) return <Navigate to={LOGIN_PATH} replace state={{ from: pathTo('loginAs') }} />;

  const refused = members.error instanceof ApiError && members.error.status === 403;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  const signInAs = async (id: number) => {
    setFailure(null);
    try {
      const reply = await startLoginAs(id);
      // nothing of the staff's own pages may show for the member
      await mutate(() => true, undefined, { revalidate: false });
      setMember(memberFromSessionUser(reply.user));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.err : t`Something went wrong. Please try again.`);
    }
  };

  if (member.signedInBy) return <Navigate to={pathTo('home')} replace />;

  return (
    <AuthLayout wide label={t`Sign in as a member`}>
      <AuthHeading tabIndex={-1}>
        <Trans>Sign in as a member</Trans>
      </AuthHeading>
      {refused ? (
        <>
          {/* the page's own words: the server's refusal is English for every client */}
          <Banner tone="danger" role="alert" toneLabel={t`Error:`}>
            <Trans>Only support staff can sign in as a member.</Trans>
          </Banner>
          <Link to={pathTo('home')}>
            <Trans>Back to the home page</Trans>
          </Link>
        </>
      ) : (
        <>
          <AuthText>
            <Trans>Choose the member you are helping. Everything you do is recorded, and changing their password or email is not possible.</Trans>
          </AuthText>
          <Search role="search" onSubmit={search}>
            <TextField type="search" label={t`Name or email`} value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={100} />
            <Button type="submit" variant="secondary">
              <Trans>Search</Trans>
            </Button>
          </Search>
          {failure ? (
            <Banner tone="danger" role="alert" toneLabel={t`Error:`}>
              {failure}
            </Banner>
          ) : null}
          {members.error && !members.data ? (
            <LoadError message={<Trans>The members could not be loaded.</Trans>} onRetry={() => members.mutate()} />
          ) : !members.data ? (
            <SkeletonGroup label={t`Loading the members`}>
              <Skeleton height={56} />
              <Skeleton height={56} />
              <Skeleton height={56} />
            </SkeletonGroup>
          ) : members.data.members.length === 0 ? (
            <EmptyState icon="user" title={query ? t`No member matches your search` : t`No members yet`} />
          ) : (
            <Results aria-label={t`Members`}>
              {members.data.members.map((found) => {
                const name = `${found.first_name} ${found.last_name}`;
                return (
                  <Row key={found.user_id}>
                    <Who>
                      <strong>{name}</strong>
                      <span>{found.email}</span>
                    </Who>
                    <Button size="sm" aria-label={t`Sign in as ${name}`} onClick={() => signInAs(found.user_id)}>
                      <Trans>Sign in as</Trans>
                    </Button>
                  </Row>
                );
              })}
            </Results>
          )}
        </>
      )}
    </AuthLayout>
  );
}
