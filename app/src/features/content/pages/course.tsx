import { pageColumn, plainList } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { CourseModule, CourseReply } from '@portal/contract/calls/courses';
import { myListProductId } from '@portal/contract/calls/courses';
import type { MyListItem } from '@portal/contract/calls/my-list';
import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Icon } from '@portal/ui/icon';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { TextSkeleton } from '../../../components/skeletons';
import { useClientManifest } from '../../../lib/client-manifest-context';
import type { PageProps } from '../../../lib/page';
import { setModuleDone, useCourse } from '../api/courses';
import lindaleLogo from '../assets/lindale-logo.svg';
import { ModulesDone } from '../components/course-card';
import { MyListToggle } from '../components/my-list-toggle';
import { NOT_FOUND_PATH } from './content-listing';

const page = pageColumn({ gap: 5, maxWidth: '60rem', h2: 'xl' });

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

const head = css`
  display: grid;
  gap: ${theme.space[3]};
`;

const partnerBox = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  padding: ${theme.space[3]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  & img {
    width: 56px;
    height: 56px;
    flex: none;
  }
  & p {
    margin: 0;
  }
`;

const frame = css`
  aspect-ratio: 16 / 9;
  background: ${theme.color.surface.sunken};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  & > video {
    width: 100%;
    height: 100%;
  }
`;

const moduleList = plainList(3);

const moduleRow = (current: boolean) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[2]} ${theme.space[4]};
  align-items: center;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: ${theme.borderWidth.default} solid
    ${current ? theme.color.action.primary.bg : theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  & p {
    margin: 0;
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;

/** Which module plays first: the first one not done yet, else the first. */
export function firstOpenModule(modules: readonly CourseModule[]): CourseModule | undefined {
  return modules.find((module) => !module.completed) ?? modules[0];
}

export function CourseView({ id, routeName }: { readonly id: number; readonly routeName: PageProps['routeName'] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const manifest = useClientManifest();
  const query = useCourse(id);
  const reply = query.data;
  const [playing, setPlaying] = useState<number | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  usePageTitle(reply?.course.title ?? t`Course`);

  const backTo = isRoutePermitted('allCourses', manifest.permittedRoutes) ? pathTo('allCourses') : pathTo('home');
  const back = (
    <div>
      <Button variant="secondary" iconStart={<Icon name="arrow-left" />} onClick={() => navigate(backTo)}>
        <Trans>Back</Trans>
      </Button>
    </div>
  );

  if (query.error && !reply) {
    return (
      <div css={page}>
        {back}
        <h1>{t`Course`}</h1>
        {query.error.status === 404 ? (
          <EmptyState icon="info" title={<Trans>This course is not available.</Trans>} />
        ) : (
          <LoadError message={<Trans>We could not load this course.</Trans>} onRetry={() => query.mutate()} />
        )}
      </div>
    );
  }
  if (!reply) {
    return (
      <div css={page} aria-busy="true">
        {back}
        <TextSkeleton label={t`Loading the course`} lines={8} />
      </div>
    );
  }

  const { course, modules, partner } = reply;
  const current = modules.find((module) => module.id === playing) ?? firstOpenModule(modules);
  const productId = myListProductId(course) as MyListItem['product_id'] | null;
  const total = course.details?.total_modules ?? modules.length;
  const completed = course.details?.completed_modules ?? modules.filter((module) => module.completed).length;

  const toggleDone = async (module: CourseModule) => {
    setSaving(module.id);
    setFailed(false);
    try {
      const next: CourseReply = await setModuleDone(course.id as number, module.id, !module.completed);
      await query.mutate(next, { revalidate: false });
    } catch {
      setFailed(true);
    } finally {
      setSaving(null);
    }
  };

  return (
    <article css={page} data-route={routeName}>
      {back}
      {partner ? (
        <section css={partnerBox} aria-label={t`Course partner`} data-testid="course-partner">
          <img src={lindaleLogo} alt={t`${partner.name} logo`} />
          <div>
            <p>
              <strong>{t`In partnership with ${partner.name}`}</strong>
            </p>
            <p css={muted}>{partner.description}</p>
          </div>
        </section>
      ) : null}
      <div css={head}>
        <h1>{course.title}</h1>
        {course.description ? <p css={muted}>{course.description}</p> : null}
        {total > 0 ? <ModulesDone completed={completed} total={total} /> : null}
        {productId !== null ? (
          <div css={actions}>
            <MyListToggle productId={productId} contentId={course.id} mediaType="course" />
          </div>
        ) : null}
      </div>
      {current?.video_url ? (
        <section aria-label={t`Now playing: ${current.title}`}>
          <div css={frame}>
            <video key={current.id} src={current.video_url} controls preload="metadata" aria-label={current.title} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="course-modules">
        <h2 id="course-modules">{t`Modules`}</h2>
        {failed ? (
          <p role="alert" css={muted}>
            <Trans>We could not save your progress. Please try again.</Trans>
          </p>
        ) : null}
        {modules.length === 0 ? (
          <EmptyState icon="info" title={<Trans>This course has no modules yet.</Trans>} />
        ) : (
          <ol css={moduleList}>
            {modules.map((module) => (
              <li key={module.id} css={moduleRow(module.id === current?.id)} data-module-id={module.id}>
                <div>
                  <h3>
                    {module.number}. {module.title}
                  </h3>
                  <p css={muted}>{t`${module.duration} min · ${module.description}`}</p>
                </div>
                <div css={actions}>
                  {module.video_url ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-current={module.id === current?.id ? 'true' : undefined}
                      onClick={() => setPlaying(module.id)}
                      aria-label={t`Play ${module.title}`}
                    >
                      <Trans>Play</Trans>
                    </Button>
                  ) : null}
                  <Button
                    variant={module.completed ? 'primary' : 'secondary'}
                    size="sm"
                    aria-pressed={module.completed}
                    loading={saving === module.id}
                    iconStart={<Icon name="check" />}
                    aria-label={module.completed ? t`Completed: ${module.title}` : t`Mark as done: ${module.title}`}
                    onClick={() => toggleDone(module)}
                  >
                    {module.completed ? t`Completed` : t`Mark as done`}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

/** /course/:id, /be-calm/:id (mindfulness) and /laya-course/:id (a partner's course): one course page. */
export default function CoursePage({ routeName }: PageProps) {
  const { id } = useParams();
  const courseId = Number(id);
  if (!Number.isSafeInteger(courseId) || courseId <= 0) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <CourseView key={courseId} id={courseId} routeName={routeName} />;
}
