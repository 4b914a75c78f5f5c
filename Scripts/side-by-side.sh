# Sourced by the check scripts: runs independent commands side by side, as many at a time as
# the machine has cores (a whole-module compiler run uses one), each with its output kept in a
# file of its own and printed when it has been waited for, in the order the commands started.
# The output files go in "$work", the sourcing script's temporary folder.
#
#   side_by_side NAME COMMAND [ARGUMENT...]   start COMMAND once a core is free
#   side_by_side_wait                         wait for every started command; print their
#                                             output; fail, naming them, if any failed

side_by_side_dir="$work/side-by-side"
mkdir -p "$side_by_side_dir"
side_by_side_limit=$(nproc 2>/dev/null || echo 2)
side_by_side_names=()
side_by_side_pids=()

side_by_side() {
  local name=$1
  shift
  while [ "$(jobs -rp | wc -l)" -ge "$side_by_side_limit" ]; do
    wait -n || true
  done
  # Not run as an `if` condition, where bash would ignore `set -e` inside a function: a
  # function's first failing command ends it, as it would in the script.
  (
    set +e
    (
      set -e
      "$@"
    ) >"$side_by_side_dir/$name.log" 2>&1
    echo $? >"$side_by_side_dir/$name.status"
  ) &
  side_by_side_names+=("$name")
  side_by_side_pids+=($!)
}

side_by_side_wait() {
  local failed=() index name
  for index in "${!side_by_side_pids[@]}"; do
    name=${side_by_side_names[$index]}
    wait "${side_by_side_pids[$index]}" || true
    cat "$side_by_side_dir/$name.log"
    if [ "$(cat "$side_by_side_dir/$name.status" 2>/dev/null)" != 0 ]; then
      failed+=("$name")
    fi
  done
  side_by_side_names=()
  side_by_side_pids=()
  if [ ${#failed[@]} -gt 0 ]; then
    echo "failed: ${failed[*]}" >&2
    return 1
  fi
}
