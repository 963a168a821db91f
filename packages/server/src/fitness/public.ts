// The public face of the fitness domain (decision 0570): what other domains and the composition may import.
export { fitnessHandlers } from './handlers';
export { challengeNoticeJobs, fitnessSyncJobs } from './service';
export { localProviderRouter, LocalFitnessProvider, LOCAL_PROVIDER_MOUNT } from './local-provider';
export { fitnessAdapter } from './choose-adapter';
export { seedChallenges } from './seed';
