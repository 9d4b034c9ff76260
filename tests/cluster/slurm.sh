#!/usr/bin/env bash
# A real, one-node Slurm cluster for the tests of docs/cluster.md, started and stopped here:
# munged, slurmctld and slurmd as root with a slurm.conf for this host and its 2 CPUs, in a
# folder of their own. Then:
#   1. an Ants tournament planned with --plan-only is submitted in 3 shards (`slurm submit
#      --wait`): after the merge job its standings equal the same tournament run locally with
#      --jobs 2;
#   2. the same tournament again, with one array task cancelled midway (scancel) and the
#      whole submitted again: the standings are still identical, and no game was played twice
#      (every game has exactly one complete line in the shards' result files).
# Usage: slurm.sh PLAYBENCH_CLI REFERENCE_DIR. Exit status 77 (ctest: skipped) when it cannot
# run: not root, or Slurm and munge not installed (./dev.sh test installs them).
set -euo pipefail

cli=$1
ref=$2
if [ "$(id -u)" -ne 0 ]; then
  echo "SKIP: the one-node Slurm needs root (slurmd runs as root); run the tests as root to include it"
  exit 77
fi
for program in munged slurmctld slurmd sbatch squeue scancel sinfo; do
  if ! command -v "$program" >/dev/null; then
    echo "SKIP: $program is not installed (./dev.sh test installs slurm-wlm and munge)"
    exit 77
  fi
done
if [ ! -f "$ref/ants/worlds/sample9.world" ]; then
  echo "SKIP: the reference data is not at $ref"
  exit 77
fi

top=$(mktemp -d /tmp/playbench-slurm.XXXXXX)
chmod 755 "$top"
host=$(hostname -s)
port=$((20000 + RANDOM % 20000))
export SLURM_CONF=$top/slurm.conf

stop_cluster() {
  local code=$?
  scancel --quiet --full --user=root >/dev/null 2>&1 || true
  for pidfile in "$top/slurmd.pid" "$top/slurmctld.pid" "$top/munged.pid"; do
    [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
  done
  sleep 1
  if [ $code -ne 0 ]; then
    echo "--- failed; the cluster's logs:"
    tail -n 30 "$top"/slurmctld.log "$top"/slurmd.log "$top"/t*/slurm-*.out 2>/dev/null || true
  fi
  rm -rf "$top"
  exit $code
}
trap stop_cluster EXIT

# munge: a key of our own and a socket in our folder (no system service is touched).
mkdir -p "$top/munge" "$top/state" "$top/spool"
chmod 700 "$top/munge"
dd if=/dev/urandom of="$top/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$top/munge/munge.key"
munged --force --socket="$top/munge/socket" --key-file="$top/munge/munge.key" \
  --pid-file="$top/munged.pid" --log-file="$top/munge/munged.log" --seed-file="$top/munge/seed"

cat > "$SLURM_CONF" <<CONF
ClusterName=playbench-test
SlurmctldHost=$host
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$top/munge/socket
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$top/state
SlurmdSpoolDir=$top/spool
SlurmctldPidFile=$top/slurmctld.pid
SlurmdPidFile=$top/slurmd.pid
SlurmctldLogFile=$top/slurmctld.log
SlurmdLogFile=$top/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
KillWait=5
NodeName=$host CPUs=2 State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF

slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 60); do
  if sinfo -h -o %t 2>/dev/null | grep -q idle; then break; fi
  sleep 0.5
done
sinfo -h -o %t | grep -q idle || { echo "FAIL: the node never became idle"; exit 1; }
echo "one-node Slurm up on $host (port $port)"

brains=(--brain "$ref/ants/sample.ant" --brain "$ref/ants/brains/winners/dunkosmiloolump-1.ant"
        --brain "$ref/ants/brains/winners/frictionless_bananas-1.ant" --brain "$ref/ants/brains/winners/dunkosmiloolump-2.ant")
worlds=()
for w in 0 1 2 3 4 5 6 7 8 9; do worlds+=(--world "$ref/ants/worlds/sample$w.world"); done
tournament=(tournament ants "${brains[@]}" "${worlds[@]}" --seed 12345)
games=120  # 4 brains: 6 pairs, both colours, 10 worlds

show() { "$cli" tournament show --db "$1" --json; }

mkdir -p "$top/local"
ms() { echo $(( $(date +%s%N) / 1000000 )); }
start=$(ms)
"$cli" "${tournament[@]}" --jobs 2 --db "$top/local/t.sqlite" > /dev/null 2>&1
local_ms=$(( $(ms) - start ))
expected=$(show "$top/local/t.sqlite")

# 1. Planned, submitted in 3 shards, merged by the merge job.
mkdir -p "$top/t1"
start=$(ms)
"$cli" "${tournament[@]}" --plan-only --db "$top/t1/t.sqlite" > /dev/null
"$cli" slurm submit --db "$top/t1/t.sqlite" --shards 3 --cpus-per-task 1 --time 10:00 --wait > /dev/null
slurm_ms=$(( $(ms) - start ))
if [ "$(show "$top/t1/t.sqlite")" != "$expected" ]; then
  echo "FAIL: the standings after Slurm differ from the local run"
  show "$top/t1/t.sqlite"; echo "$expected"
  exit 1
fi
echo "1. 3 shards on Slurm: the same standings as --jobs 2"
echo "FIGURES: $games games: --jobs 2 in $local_ms ms ($(( games * 1000000 / local_ms ))e-3 games/s);" \
  "plan + 3 shards + merge on the one-node Slurm in $slurm_ms ms ($(( games * 1000000 / slurm_ms ))e-3 games/s);" \
  "overhead $(( slurm_ms - local_ms )) ms"

# 2. One array task cancelled midway, then the whole submitted again.
mkdir -p "$top/t2"
db=$top/t2/t.sqlite
"$cli" "${tournament[@]}" --plan-only --db "$db" > /dev/null
out=$("$cli" slurm submit --db "$db" --shards 3 --cpus-per-task 1 --time 10:00 2>&1)
array=$(echo "$out" | sed -n 's/.*as job array \([0-9]*\).*/\1/p')
[ -n "$array" ] || { echo "FAIL: no job array id in: $out"; exit 1; }
shard2=$db.shard-2-of-3.jsonl
for _ in $(seq 600); do
  if [ -f "$shard2" ] && [ "$(wc -l < "$shard2")" -ge 3 ]; then break; fi
  sleep 0.1
done
scancel "${array}_2"
played=$(wc -l < "$shard2")
echo "2. cancelled task 2 after $played of its 40 games"
[ "$played" -lt 40 ] || { echo "FAIL: task 2 finished before it was cancelled"; exit 1; }
# Wait until the first merge has run (afterany: also after a cancelled task).
for _ in $(seq 1200); do
  if [ -z "$(squeue -h -o %i)" ]; then break; fi
  sleep 0.25
done
"$cli" slurm submit --db "$db" --shards 3 --cpus-per-task 1 --time 10:00 --wait > /dev/null
if [ "$(show "$db")" != "$expected" ]; then
  echo "FAIL: the standings after a cancelled task and a resubmission differ from the local run"
  exit 1
fi
# Every game exactly once among the complete lines of the result files (a line cut short by the
# cancel would be the only other kind).
complete=$(cat "$db".shard-*.jsonl | grep -E '"seconds":[0-9.eE+-]+}$' | grep -o '"job":[0-9]*' | sort)
if [ "$(echo "$complete" | wc -l)" -ne $games ] || [ -n "$(echo "$complete" | uniq -d)" ]; then
  echo "FAIL: some game was played twice or not at all:"
  echo "$complete" | uniq -c | awk '$1 != 1'
  exit 1
fi
echo "2. resubmitted: the same standings, each of the $games games played once"
echo "PASS"
