# 48-preview-stop.sh: make bench's figures for preview under hostile
# clients (issue 29): a normal client's latency beside 600 slow ones,
# the CPU that 10 requests for statistics cut off at 0.3 s cost, and the
# time from SIGTERM to the process gone in each state (idle, 600 slow
# clients and three grids under way, eight batches of statistics, long
# polls held, the watcher on a FIFO; promised: within a second).
. tests/bench/lib.sh
py=/usr/bin/python3

echo "== preview: slow clients, clients gone, the stop =="
cp templates/rules/lanternfall.rules "$T/r.rules"

cpu() {
	awk '{ print $14 + $15 }' "/proc/$pid/stat"
}
# stop LABEL: SIGTERM, then the time until the process is gone (looked
# for 5 s at most).
stop() {
	t0=$(date +%s%N)
	kill -TERM "$pid"
	t1=$t0
	while [ $((t1 - t0)) -lt 5000000000 ] && [ -e "/proc/$pid" ] &&
	    ! grep -q ') Z' "/proc/$pid/stat" 2>/dev/null; do
		sleep 0.001
		t1=$(date +%s%N)
	done
	if [ $((t1 - t0)) -ge 5000000000 ]; then
		kill -KILL "$pid"
		printf '%-44s %9s\n' "SIGTERM to gone, $1" "over 5 s"
	else
		printf '%-44s %9.3f s\n' "SIGTERM to gone, $1" \
		    "$(echo "($t1 - $t0) / 1000000000" | bc -l)"
	fi
	wait "$pid" 2>/dev/null
}

preview_up
$py tests/tools/preview_client.py loris "$U" 600 | sed 's/^# //'
c0=$(cpu)
for from in 1 2 3 4 5 6 7 8 9 10; do
	curl -s -o /dev/null --max-time 0.3 \
	    "${U}api/stats?players=4&n=1000&from=${from}000"
done
c1=$(cpu)
while :; do
	c2=$(cpu)
	sleep 0.5
	[ "$c2" = "$(cpu)" ] && break
done
printf '%-44s %9.2f CPU s\n' "10 statistics cut off at 0.3 s" \
    "$(echo "($c2 - $c0) / 100" | bc -l)"
stop idle

preview_up
$py tests/tools/preview_client.py loris "$U" 600 >/dev/null &
lp=$!
sleep 2
for i in 1 2 3; do
	curl -s -o /dev/null "${U}api/grid?players=4&from=${i}00&to=${i}99" &
done
sleep 0.2
stop "600 slow clients, 3 grids"
kill "$lp" 2>/dev/null
wait

preview_up
for from in 21 22 23 24 25 26 27 28; do
	curl -s -o /dev/null "${U}api/stats?players=4&n=1000&from=${from}000" &
done
sleep 0.5
stop "8 batches of statistics"
wait

preview_up
for i in 1 2 3 4 5; do
	curl -s -o /dev/null --max-time 30 "${U}api/version?since=1" &
done
sleep 0.5
stop "5 long polls held"
wait

preview_up
rm "$T/r.rules"
mkfifo "$T/r.rules"
sleep 0.5
stop "the watcher on a FIFO"
