# tests/lib.sh: helpers for the shell tests. Each test prints a TAP line.
# Sourced by tests/cli/*.sh with the repository as the working folder.
set -u
top=$(pwd)
# BP_BIN: the tools to test (tests/run points it at a sanitizer build or
# at valgrind wrappers).
bin=${BP_BIN:-$top/bin}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT INT TERM
n=0

ok() {
	n=$((n + 1))
	echo "ok $n - $1"
}

not_ok() {
	n=$((n + 1))
	echo "not ok $n - $1"
	shift
	for line in "$@"; do
		echo "# $line"
	done
}

# run CMD...: run it with stdout in $T/out, stderr in $T/err, status $rc.
run() {
	"$@" >"$T/out" 2>"$T/err"
	rc=$?
}

# expect DESC: pass when the last shell condition held.
check() {
	desc=$1
	shift
	if "$@"; then
		ok "$desc"
	else
		not_ok "$desc" "stderr: $(head -c 300 "$T/err" 2>/dev/null)"
	fi
}

# fails_cleanly DESC STATUS PATTERN CMD...: CMD exits STATUS with exactly
# one stderr line that matches PATTERN and starts with the tool's name,
# and writes nothing to stdout.
fails_cleanly() {
	desc=$1
	want=$2
	pat=$3
	shift 3
	run "$@"
	tool=$(basename "$1")
	lines=$(wc -l <"$T/err")
	if [ "$rc" -eq "$want" ] && [ "$lines" -eq 1 ] &&
	    [ ! -s "$T/out" ] && grep -q "^$tool: " "$T/err" &&
	    grep -qE -- "$pat" "$T/err"; then
		ok "$desc"
	else
		not_ok "$desc" "status $rc (want $want), $lines stderr lines," \
		    "stdout $(wc -c <"$T/out") bytes, stderr: $(head -c 300 "$T/err")"
	fi
}
