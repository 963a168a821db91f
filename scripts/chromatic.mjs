// Chromatic needs the network and a project token; without the token the step is skipped, not failed.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, skipping the Chromatic upload.');
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);
process.exit(result.status ?? 1);
