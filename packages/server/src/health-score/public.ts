// The public face of the health-score domain: what other domains may import. Everything else in health-score/ is its own.
export { OUTCOME_DE, OUTCOME_TEXT, RESULTS_HEADER, RESULTS_SUB_HEADER } from './copy';
export { pick, questionnaireOf } from './questionnaires';
export { bandOf, outcomeOf } from './scoring';
