import type { TestProject } from 'vitest/node';
import { pgClusterUnavailable, startPgCluster, type PgCluster } from './pg-cluster';

// One throwaway cluster for the whole postgres project; every harness creates its own database in it.
let cluster: PgCluster | null = null;

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL || pgClusterUnavailable()) {
    project.provide('pgUrl', '');
    return () => {};
  }
  cluster = await startPgCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster?.stop();
}
