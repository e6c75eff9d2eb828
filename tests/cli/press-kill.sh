# press-kill.sh: press-run stopped at every one of its steps in turn and
# sent each signal there: SIGKILL to the process, SIGKILL to its process
# group, SIGINT to the group (a terminal's Ctrl-C), SIGTERM to the
# process. The same command with --resume must then end with the files
# of a run never stopped, byte for byte, and leave no temporary file or
# folder, in the run folder or in $TMPDIR.
#
# The steps are press-run's own (step() in cmd/press-run): a run with
# PRESS_RUN_STEPS lists them as it passes them; PRESS_RUN_STOP=STEP makes
# the process at STEP (press-run, or a job) stop itself with SIGSTOP,
# and the signal is sent once it has stopped. The jobs' and chunks' steps
# are tried for the middle chunk of three (the others are the same code).
# The four signals of a step are tried side by side, each with a run
# folder and $TMPDIR of its own. Needs perl, setsid and flock.
. tests/lib.sh

P=$bin/press-run
OPT="-q --count 3 --chunk 1 --jobs 1 --per-board"
export TMPDIR="$T/tmp"
mkdir "$TMPDIR"

# tree DIR: DIR's folders and files, each file with its SHA-256; the
# joblog aside (it records times).
tree() {
	(cd "$1" && find . ! -name joblog -type d | LC_ALL=C sort &&
	    find . -type f ! -name joblog -exec sha256sum {} + |
	    LC_ALL=C sort -k 2)
}

# until_true CMD...: wait for CMD to succeed (an event), bounded by five
# minutes as a safety net; 1 if it never did.
until_true() {
	ut_i=0
	until "$@"; do
		ut_i=$((ut_i + 1))
		[ $ut_i -le 6000 ] || return 1
		sleep 0.05
	done
}

# stopped PID: the process has stopped (state T in /proc/PID/stat).
stopped() {
	[ "$(sed 's/^.*) \(.\).*$/\1/' "/proc/$1/stat" 2>/dev/null)" = T ]
}

PRESS_RUN_STEPS=$T/steps run "$P" $OPT --out "$T/ref"
check "an uninterrupted run, its steps listed" test "$rc" -eq 0 -a \
    -s "$T/steps" -a -z "$(ls -A "$TMPDIR")"
tree "$T/ref" >"$T/ref.tree"
# Every step press-run passes, but those of the first and last chunk.
grep -v ' 000[13]' "$T/steps" >"$T/try"
check "the steps tried cover the run's start, jobs, chunks, deck and end" \
    test "$(grep -c -e '^locked$' -e '^job 0002 ' -e '^take 0002' \
    -e '^deck$' -e '^cleaned$' "$T/try")" -eq 10

# try STEP SIG DIR: stop a run at STEP, send SIG, wait for everything it
# started to end, resume; DIR/result says how it went: "ok" or a reason.
try() {
	st=$1
	sig=$2
	d=$3
	mkdir -p "$d/tmp"
	# (A job in the background has SIGINT ignored, which bash cannot
	# trap: perl gives it back its default, as a terminal's job has.)
	TMPDIR=$d/tmp PRESS_RUN_STOP=$st PRESS_RUN_STOPPED=$d/stopped \
	    setsid perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV' \
	    "$P" $OPT --out "$d/r" >/dev/null 2>&1 &
	pid=$!
	why=""
	if until_true test -s "$d/stopped" && sp=$(cat "$d/stopped") &&
	    until_true stopped "$sp"; then
		case $sig in
		KILL) kill -KILL "$pid" ;;
		KILL-group) kill -KILL "-$pid" ;;
		INT-group) kill -INT "-$pid" ;;
		TERM) kill -TERM "$pid" ;;
		esac
		kill -CONT "-$pid" "$sp" 2>/dev/null
	else
		why="it never stopped there; "
		kill -KILL "-$pid"
	fi
	wait "$pid" 2>/dev/null
	krc=$?
	[ "$krc" -ne 0 ] || why="${why}it was not stopped (status 0); "
	# What it started goes on (parallel and the jobs after a SIGKILL to
	# press-run alone, the jobs after one to its group), holding the run
	# folder's lock: the resume comes once it is released, as a person
	# is told to ("try again once it has ended"; five minutes as a
	# safety net).
	[ ! -d "$d/r" ] || flock -w 300 "$d/r" true ||
	    why="${why}its folder stays locked; "
	TMPDIR=$d/tmp "$P" $OPT --out "$d/r" --resume >/dev/null 2>"$d/err"
	rrc=$?
	tree "$d/r" >"$d/tree"
	if [ -z "$why" ] && [ "$rrc" -eq 0 ] && cmp -s "$T/ref.tree" "$d/tree" &&
	    [ -z "$(ls -A "$d/tmp")" ]; then
		echo ok >"$d/result"
	else
		echo "${why}status $krc, then --resume $rrc: $(head -c 300 \
		    "$d/err") $(diff "$T/ref.tree" "$d/tree" | head -6) left in \
		    TMPDIR: $(ls -A "$d/tmp" | head -3)" >"$d/result"
	fi
	rm -rf "$d/r" "$d/tmp"
}

sigs="KILL KILL-group INT-group TERM"
while read -r st <&3; do
	for sig in $sigs; do
		try "$st" "$sig" "$T/$sig" &
	done
	wait
	for sig in $sigs; do
		desc="$sig at \"$st\": --resume gives an uninterrupted run's files"
		if [ "$(cat "$T/$sig/result")" = ok ]; then
			ok "$desc"
		else
			not_ok "$desc" "$(cat "$T/$sig/result")"
		fi
		rm -rf "${T:?}/$sig"
	done
done 3<"$T/try"
