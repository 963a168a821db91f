#!/usr/bin/env bash
# The whole suite, in the order a failure is cheapest to find. Every step prints its own figures.
set -euo pipefail
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
passed=0
step() { echo; echo "== $*"; }
ok() { passed=$((passed + 1)); }
step lint;           npm run lint; ok
step typecheck;      npm run typecheck; ok
step unit;           npm run test:unit; ok
step clients:check;  npm run clients:check; ok
step build;          npm run build:tenants; ok
step integration;    npm run test:int; ok
step size;           npm run size; ok
step e2e;            npm run test:e2e; ok
step visual;         npm run test:visual; ok
step secrets;        npm run secrets:check; ok
echo; echo "checks: ${passed} passed, 0 failed"
