# tests/interrupt.sh: Ctrl-C in the middle of a run, for the press-run
# test and bench. Sourced; needs perl and setsid.

# interrupt_at FILE LINES CMD...: run CMD (its stdout and stderr as this
# shell's) in a process group of its own, with SIGINT's default action
# (sh takes it away from a job in the background); once FILE has LINES
# lines (or after 60 s), send SIGINT to the whole group, as a terminal's
# Ctrl-C does. Sets rc to CMD's status.
interrupt_at() {
	ia_file=$1
	ia_lines=$2
	shift 2
	setsid perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV' "$@" &
	ia_pid=$!
	ia_i=0
	while [ "$(cat "$ia_file" 2>/dev/null | wc -l)" -lt "$ia_lines" ] &&
	    [ $ia_i -lt 1200 ]; do
		sleep 0.05
		ia_i=$((ia_i + 1))
	done
	perl -e 'kill "INT", -$ARGV[0]' "$ia_pid"
	wait "$ia_pid"
	rc=$?
}
