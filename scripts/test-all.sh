#!/usr/bin/env bash
# The whole suite, in the order a failure is cheapest to find. Every step prints its own figures.
set -euo pipefail
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
step() { echo; echo "== $*"; }
step lint;           npm run lint
step typecheck;      npm run typecheck
step unit;           npm run test:unit
step clients:check;  npm run clients:check
step build;          npm run build:tenants
step integration;    npm run test:int
step size;           npm run size
step e2e;            npm run test:e2e
step visual;         npm run test:visual
step secrets;        npm run secrets:check
echo; echo "All checks passed."
