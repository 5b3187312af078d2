# Sourced by .ci/run and scripts/test.sh: runs the test command's stages, alone or side by side, and
# prints how long each took. Stage times are appended to $STAGE_TIMES (one file for the whole run, shared
# with nested scripts), and the outermost script prints the table when it exits.
#   stage NAME COMMAND...            runs one command as a stage
#   side_by_side NAME 'CMD' NAME 'CMD' ...
#                                    runs each command at once, prints each one's output when it ends,
#                                    and fails when any failed
if [ -z "${STAGE_TIMES:-}" ]; then
  export STAGE_TIMES
  STAGE_TIMES=$(mktemp /tmp/stage-times.XXXXXX)
  stages_started=$(date +%s)
  print_stage_times() {
    local status=$?
    echo
    echo "Stage times (wall clock, seconds; side-by-side stages overlap):"
    awk -F'\t' '{ printf "  %-28s %5ss  %s\n", $1, $2, $3 }' "$STAGE_TIMES"
    printf '  %-28s %5ss\n' "total" "$(( $(date +%s) - stages_started ))"
    rm -f "$STAGE_TIMES"
    return $status
  }
  trap print_stage_times EXIT
fi

stage() {
  local name=$1 started status=0
  shift
  started=$(date +%s)
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" "$(( $(date +%s) - started ))" "$([ $status = 0 ] && echo ok || echo "FAILED ($status)")" >>"$STAGE_TIMES"
  return $status
}

side_by_side() {
  local names=() pids=() logs=() status=0 i
  while [ $# -ge 2 ]; do
    local log
    log=$(mktemp /tmp/stage-log.XXXXXX)
    names+=("$1")
    logs+=("$log")
    (stage "$1" bash -c "$2") >"$log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || status=1
    echo "── ${names[$i]} ──"
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  return $status
}
