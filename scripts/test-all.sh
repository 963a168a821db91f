#!/usr/bin/env bash
# The whole suite, in the order a failure is cheapest to find. Every step prints its own figures, and its
# duration; the summary at the end (also after a failure) lists every step's time and the total against the
# budget CI gives `npm test` on two cores.
set -euo pipefail
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
BUDGET_SECONDS=$((30 * 60))
passed=0
current=''
step_started=0
suite_started=$(date +%s)
durations=()

clock() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

summary() {
  local status=$1 total=$(($(date +%s) - suite_started))
  echo
  echo "== durations"
  for line in "${durations[@]}"; do echo "  ${line}"; done
  if [[ ${status} -ne 0 && -n ${current} ]]; then
    printf '  %-14s %6s  FAILED\n' "${current}" "$(clock $(($(date +%s) - step_started)))"
  fi
  printf '  %-14s %6s  (budget %s)\n' total "$(clock "${total}")" "$(clock "${BUDGET_SECONDS}")"
  if ((total > BUDGET_SECONDS)); then echo "  over budget: npm test must stay under $(clock "${BUDGET_SECONDS}") on two cores"; fi
  if [[ ${status} -eq 0 ]]; then echo "checks: ${passed} passed, 0 failed"; else echo "checks: ${passed} passed, 1 failed (${current})"; fi
}
trap 'summary $?' EXIT

# step <name> <command…>: runs one check and records how long it took
step() {
  current=$1
  shift
  echo
  echo "== ${current}"
  step_started=$(date +%s)
  "$@"
  local took=$(($(date +%s) - step_started))
  durations+=("$(printf '%-14s %6s' "${current}" "$(clock "${took}")")")
  echo "-- ${current}: $(clock "${took}")"
  passed=$((passed + 1))
  current=''
}

# lint is one ESLint process on one core, typecheck mostly another: together they take the longer one's time
lint_and_typecheck() {
  local lint_log
  lint_log=$(mktemp)
  npm run lint >"${lint_log}" 2>&1 &
  local lint_pid=$! types_status=0 lint_status=0
  npm run typecheck || types_status=$?
  wait "${lint_pid}" || lint_status=$?
  echo '-- lint output'
  cat "${lint_log}"
  rm -f "${lint_log}"
  if ((lint_status != 0)); then echo "lint failed (exit ${lint_status})"; fi
  if ((types_status != 0)); then echo "typecheck failed (exit ${types_status})"; fi
  ((lint_status == 0 && types_status == 0))
}

step lint+typecheck lint_and_typecheck
step unit npm run test:unit
step clients:check npm run clients:check
step build npm run build:tenants
step build-inputs npm run test:build
step integration npm run test:int
step size npm run size
step e2e npm run test:e2e
step visual npm run test:visual
step secrets npm run secrets:check
