# slurm.sh: press-run on a real single-node Slurm (slurmctld, slurmd and
# munged of the test's own, in a network namespace of its own: only its
# loopback exists): --plan, a 3-task array of press-run --job, then
# press-run --assemble after it (afterok), and inside one allocation
# (salloc, srun by GNU parallel); each gives a local run's bytes.
if [ -z "${BP_NETNS-}" ]; then
	miss=
	[ "$(id -u)" -eq 0 ] || miss=1
	for p in slurmctld slurmd munged sbatch salloc srun sinfo squeue \
	    unshare ip; do
		command -v "$p" >/dev/null || [ -x "/usr/sbin/$p" ] || miss=1
	done
	if [ -n "$miss" ]; then
		echo "ok 1 - slurm # SKIP needs root, slurm-wlm, munge and" \
		    "iproute2 (./setup installs them)"
		exit 0
	fi
	BP_NETNS=1 exec unshare -n sh "$0" "$@"
fi
. tests/lib.sh

P=$bin/press-run
OPT="--count 30 --chunk 10"
S=$T/slurm
mkdir -p "$S/spool" "$S/state" "$S/munge" "$T/tmp"
TMPDIR=$T/tmp
export TMPDIR
PATH=$PATH:/usr/sbin
SLURM_CONF=$S/slurm.conf
export SLURM_CONF

# stop: every daemon this test started (their pid files), ended and
# waited for (the test checks it at its end; the trap on any way out).
stop() {
	for d in slurmd slurmctld munged; do
		[ -s "$S/$d.pid" ] || continue
		pid=$(cat "$S/$d.pid")
		kill "$pid" 2>/dev/null
		until_ok 600 sh -c "! kill -0 $pid 2>/dev/null"
		echo "$pid" >>"$T/stopped"
		rm -f "$S/$d.pid"
	done
}
trap 'stop; rm -rf "$T"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A second loopback address: Slurm asks for its listening address with
# AI_ADDRCONFIG, which glibc answers only where an IPv4 address other
# than 127.0.0.1 is configured.
ip link set lo up
ip addr add 127.0.0.2/32 dev lo
check "the test's own network namespace has its loopback up" sh -c \
    'ip -o addr show lo | grep -q "inet 127.0.0.1/"'

# munge: a key of the test's own, a socket in its folder.
dd if=/dev/urandom of="$S/munge/key" bs=1024 count=1 2>/dev/null
chmod 700 "$S/munge"
chmod 400 "$S/munge/key"
munged --force --key-file="$S/munge/key" --socket="$S/munge/sock" \
    --pid-file="$S/munged.pid" --log-file="$S/munged.log" \
    --seed-file="$S/munge/seed" --origin=127.0.0.1
until_ok 300 test -S "$S/munge/sock"
check "munged runs on the test's own key and socket" test -S "$S/munge/sock"

# One node, this machine, as localhost; ports of the namespace's own.
cpus=$(nproc)
cat >"$SLURM_CONF" <<EOF
ClusterName=boardpress
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=6817
SlurmdPort=6818
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$S/munge/sock
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$S/state
SlurmdSpoolDir=$S/spool
SlurmctldPidFile=$S/slurmctld.pid
SlurmdPidFile=$S/slurmd.pid
SlurmctldLogFile=$S/slurmctld.log
SlurmdLogFile=$S/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
MpiDefault=none
SwitchType=switch/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
ReturnToService=2
MinJobAge=2
NodeName=localhost NodeHostname=localhost NodeAddr=127.0.0.1 \
    CPUs=$cpus State=UNKNOWN
PartitionName=press Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF" -N localhost
idle() {
	sinfo -h -N -o %t 2>/dev/null | grep -qx idle
}
until_ok 600 idle
check "slurmctld and slurmd: the node is idle" idle

# gone JOB: squeue knows the job no longer (ended, MinJobAge later).
gone() {
	[ -z "$(squeue -h -j "$1" -o %i 2>/dev/null)" ]
}

# same FOLDER: the deck, report, seats and manifest are the local run's.
same() {
	for f in deck.pdf report.csv seats.csv manifest.csv; do
		cmp -s "$T/local/$f" "$1/$f" || return 1
	done
}

run "$P" -q $OPT --out "$T/local"
check "a local run" test "$rc" -eq 0

run "$P" --plan $OPT --out "$T/arr"
check "press-run --plan: 3 chunks, a command for each and one to assemble" \
    test "$rc" -eq 0 -a "$(head -n 1 "$T/out")" = "chunks 3" -a \
    "$(grep -c -- ' --job [0-2] --out ' "$T/out")" -eq 3 -a \
    "$(grep -c -- ' --assemble --out ' "$T/out")" -eq 1
check "... and makes nothing: the folder's settings, rules and list" sh -c "
    [ \"\$(ls '$T/arr' | tr '\n' ' ')\" = \
    'chunks lanternfall.rules settings ' ]"
# The array's index is the chunk's (SLURM_ARRAY_TASK_ID); the merge runs
# after every task ended well.
jid=$(sbatch --parsable --array=0-2 -o "$T/arr-%a.log" -D "$T" \
    --wrap "$P --job --out $T/arr")
aid=$(sbatch --parsable --dependency=afterok:"$jid" --kill-on-invalid-dep=yes \
    -o "$T/asm.log" -D "$T" \
    --wrap "$P --assemble --out $T/arr -q")
check "sbatch takes the array and the merge after it" test -n "$jid" -a \
    -n "$aid"
until_ok 3000 sh -c "[ -f '$T/arr/manifest.csv' ] ||
    ! squeue -h -j $aid -o %i | grep -q ."
until_ok 600 gone "$aid"
check "the merge job is done and gone" test -f "$T/arr/manifest.csv"
check "the array's deck, report, seats and manifest are the local run's" \
    same "$T/arr"
check "each task made its chunk, named by SLURM_ARRAY_TASK_ID" sh -c "
    grep -q 'chunk 0001 (seeds 1-10) made on .*(SLURM_ARRAY_TASK_ID=0)' \
    '$T/arr-0.log' && grep -q 'SLURM_ARRAY_TASK_ID=2' '$T/arr-2.log'"

# Inside one allocation: the plan's tasks by GNU parallel, each a step
# of srun, then the assembly.
cat >"$T/alloc.sh" <<EOF
#!/bin/sh
set -e
"$P" --plan $OPT --out "$T/al" >"$T/al.plan"
n=\$(sed -n 's/^chunks //p' "$T/al.plan")
seq 0 \$((n - 1)) | parallel -j "\$SLURM_NTASKS" \
    srun -N1 -n1 --exclusive "$P" -q --job {} --out "$T/al"
"$P" -q --assemble --out "$T/al"
EOF
chmod +x "$T/alloc.sh"
run salloc -n 2 "$T/alloc.sh"
check "in one allocation (salloc, srun by parallel): the local run's bytes" \
    sh -c "[ $rc -eq 0 ] && [ -f '$T/al/manifest.csv' ]" && same "$T/al"

stop
check "every daemon the test started has ended" sh -c "
    [ \$(wc -l <'$T/stopped') -eq 3 ] &&
    ! ps -eo args | grep -v grep | grep -q '$S'"
