import { useLingui } from '@lingui/react/macro';
import type { AssessmentId } from '../utils/assessments';

/** The assessments' names in the member's language. */
export function useAssessmentTitle(): (id: AssessmentId) => string {
  const { t } = useLingui();
  const titles: Record<AssessmentId, string> = {
    well_in_mind: t`Well in mind`,
    well_in_life: t`Well in life`,
    well_in_body: t`Well in body`,
  };
  return (id) => titles[id];
}
