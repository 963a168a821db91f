import { completeCourseModule, getCourse } from '@portal/contract/calls/courses';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useCourse = (id: number) => useCall(getCourse, { course_id: id });

/** Marks a module done or not done; answers the course as it is now. */
export const setModuleDone = (courseId: number, moduleId: number, completed: boolean) =>
  callApi(completeCourseModule, { course_id: courseId, module_id: moduleId, completed });
