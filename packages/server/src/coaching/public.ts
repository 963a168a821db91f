// The public face of the coaching domain: what other domains may import. Everything else in coaching/ is its own.
export { insertGoal, insertMilestone, insertTask, listGoals, listMilestones, listTasks, type TaskRow } from './home-repository';
export { firstCoachOf } from './repository';
export { assertServicePermitted, serviceOf } from './service';
