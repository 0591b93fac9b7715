#!/usr/bin/env bash
# What a lost Dask worker costs a run: start a scheduler and two workers on
# 127.0.0.1, run 16 cells (cuckoo-packing, 128 and 256 jobs, seeds 0-3, milp and
# blossom) on them, kill one worker with SIGKILL once 3 cells are stored, and
# count the stored cells by status. MODE is `nanny` (one `dask worker
# --nworkers 2`, whose nanny restarts the killed worker) or `no-nanny` (two
# `dask worker --no-nanny` commands, one of which is killed).
#
#   bash tests/benchmarks/dask_lost_worker.sh nanny|no-nanny [WORKDIR]
#
# Run from the repository root with the virtual environment active. Needs the
# dask extra. Takes 2-4 min on a loaded 2-core machine.
set -u
mode=${1:?usage: dask_lost_worker.sh nanny|no-nanny [WORKDIR]}
work=${2:-$(mktemp -d)}
mkdir -p "$work"
port=$((8790 + RANDOM % 100))
store="$work/lost-worker-$mode.sqlite"
rm -f "$store"
export DASK_DISTRIBUTED__WORKER__DAEMON=False
dask scheduler --host 127.0.0.1 --port "$port" --no-dashboard > "$work/scheduler.log" 2>&1 & sched=$!
sleep 4
w2=
if [ "$mode" = nanny ]; then
  dask worker "tcp://127.0.0.1:$port" --nthreads 1 --nworkers 2 --no-dashboard > "$work/workers.log" 2>&1 & w1=$!
else
  dask worker "tcp://127.0.0.1:$port" --nthreads 1 --no-nanny --no-dashboard > "$work/worker1.log" 2>&1 & w1=$!
  dask worker "tcp://127.0.0.1:$port" --nthreads 1 --no-nanny --no-dashboard > "$work/worker2.log" 2>&1 & w2=$!
fi
sleep 8
schedbench run --executor dask --scheduler "tcp://127.0.0.1:$port" --problem cuckoo-packing --sizes 128,256 \
  --seeds 0-3 --methods milp,blossom --store "$store" --no-report > "$work/run.log" 2>&1 & run=$!
stored=0
for _ in $(seq 1 600); do
  stored=$(python -c "import sqlite3; print(sqlite3.connect('$store').execute('select count(*) from cells').fetchone()[0])" 2>/dev/null || echo 0)
  [ "${stored:-0}" -ge 3 ] && break
  sleep 0.5
done
if [ "$mode" = nanny ]; then  # the worker processes are children of the command that holds the nannies
  victim=$(ps -o pid=,args= --ppid "$w1" | grep spawn_main | head -1 | awk '{print $1}')
else
  victim=$w1
fi
echo "cells stored before the kill: $stored; killing worker process $victim with SIGKILL"
kill -9 "$victim"
wait "$run"; echo "schedbench run exited with status $?"
tail -2 "$work/run.log"
echo "stored cells by status:"
python -c "import sqlite3; [print(f'  {s}: {n}') for s, n in sqlite3.connect('$store').execute('select status, count(*) from cells group by status')]"
grep -h "recomputed elsewhere" "$work/scheduler.log" | sed 's/^.*WARNING - /scheduler: /' | cut -c1-160
kill "$w1" ${w2:+"$w2"} "$sched" 2>/dev/null
sleep 2
kill -9 "$w1" ${w2:+"$w2"} "$sched" 2>/dev/null
exit 0
