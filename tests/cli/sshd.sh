# sshd.sh: press-run --sshloginfile over a real sshd on loopback, in a
# network namespace of the test's own (only its loopback exists, so
# nothing reaches another address) and a mount namespace with a /run of
# its own (sshd's /run/sshd, gone with the test): two hosts give a local
# run's bytes
# over one ControlMaster connection each; a host whose boardpress differs
# is refused in one line before any chunk.
if [ -z "${BP_NETNS-}" ]; then
	if [ "$(id -u)" -ne 0 ] || [ ! -x /usr/sbin/sshd ] ||
	    ! command -v ssh-keygen >/dev/null || ! command -v ip >/dev/null ||
	    ! command -v unshare >/dev/null; then
		echo "ok 1 - sshd # SKIP needs root, openssh-server and" \
		    "iproute2 (./setup installs them)"
		exit 0
	fi
	BP_NETNS=1 exec unshare -n -m sh "$0" "$@"
fi
. tests/lib.sh

P=$bin/press-run
OPT="--count 40 --chunk 5"
S=$T/sshd
mkdir -p "$S" "$T/tmp"
# The jobs' and press-run's temporary folders, here and on the hosts.
TMPDIR=$T/tmp
export TMPDIR

# stop: the sshd this test started, ended and waited for.
stop() {
	if [ -s "$S/sshd.pid" ]; then
		pid=$(cat "$S/sshd.pid")
		kill "$pid" 2>/dev/null
		until_ok 300 sh -c "! kill -0 $pid 2>/dev/null"
		rm -f "$S/sshd.pid"
	fi
}
trap 'stop; rm -rf "$T"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

ip link set lo up
check "the test's own network namespace has its loopback up" sh -c \
    'ip -o addr show lo | grep -q "inet 127.0.0.1/"'
# sshd's privilege separation folder, in a /run of the test's own.
mount -t tmpfs -o mode=755 tmpfs /run && mkdir -m 755 /run/sshd
ssh-keygen -q -t ed25519 -N '' -C boardpress-test -f "$S/host_key"
ssh-keygen -q -t ed25519 -N '' -C boardpress-test -f "$S/id"
cp "$S/id.pub" "$S/authorized_keys"
# A port of the namespace's own: nothing else listens in it.
port=2222
cat >"$S/sshd_config" <<EOF
ListenAddress 127.0.0.1:$port
ListenAddress 127.0.0.1:$((port + 1))
HostKey $S/host_key
AuthorizedKeysFile $S/authorized_keys
PidFile $S/sshd.pid
StrictModes no
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
AcceptEnv BOARDPRESS_DATA ASAN_OPTIONS UBSAN_OPTIONS TMPDIR
LogLevel VERBOSE
EOF
/usr/sbin/sshd -f "$S/sshd_config" -E "$S/sshd.log"
until_ok 300 test -s "$S/sshd.pid"
check "sshd listens on 127.0.0.1:$port" test -s "$S/sshd.pid"

# The client: the test's key and port; each host gets the environment
# the tools have here (a sanitizer build's data and report folders). The
# host "other" is loopback too, with a data folder of one file more: its
# boardpress differs (press-tool fingerprint hashes the data folder). It
# is on a port of its own, as another host has an address of its own:
# ssh's ControlPath (%C, a hash of the host's address, port and user)
# would otherwise be 127.0.0.1's, and whichever of the two connected
# first would carry the other's questions with its own environment.
envs="TMPDIR=$TMPDIR"
for v in BOARDPRESS_DATA ASAN_OPTIONS UBSAN_OPTIONS; do
	eval "val=\${$v-}"
	[ -z "$val" ] || envs="$envs $v=$val"
done
data=${BOARDPRESS_DATA:-$top}
mkdir -p "$T/other"
cp -R "$data/templates" "$T/other/"
for d in fonts icc icons; do ln -s "$data/$d" "$T/other/$d"; done
echo "one file more" >"$T/other/templates/extra"
cat >"$S/ssh_config" <<EOF
Host other
	HostName 127.0.0.1
	Port $((port + 1))
	SetEnv $(echo "$envs" | sed "s|BOARDPRESS_DATA=[^ ]*||") \
	    BOARDPRESS_DATA=$T/other
Host *
	SetEnv $envs
	Port $port
	IdentityFile $S/id
	IdentitiesOnly yes
	UserKnownHostsFile $S/known_hosts
	StrictHostKeyChecking accept-new
	BatchMode yes
	AddressFamily inet
EOF
PARALLEL_SSH="ssh -F $S/ssh_config"
export PARALLEL_SSH
run ssh -F "$S/ssh_config" localhost true
check "ssh reaches the test's sshd by key" test "$rc" -eq 0

# accepted: the connections sshd has accepted so far.
accepted() {
	grep -c "Accepted publickey" "$S/sshd.log"
}

run "$P" -q $OPT --out "$T/local"
check "a local run" test "$rc" -eq 0
printf '1/127.0.0.1\n1/localhost\n' >"$T/hosts"
before=$(accepted)
run "$P" -q $OPT --sshloginfile "$T/hosts" --out "$T/two"
check "a run over two hosts of a real sshd" test "$rc" -eq 0 -a ! -s "$T/err"
for f in deck.pdf report.csv seats.csv manifest.csv; do
	check "its $f is the local run's, byte for byte" \
	    cmp -s "$T/local/$f" "$T/two/$f"
done
hosts=$(tail -n +2 "$T/two/joblog" | cut -f2 | sort -u | tr '\n' ' ')
check "both hosts made chunks, every one over ssh (the joblog: $hosts)" \
    test "$hosts" = "127.0.0.1 localhost " -a \
    "$(tail -n +2 "$T/two/joblog" | wc -l)" -eq 8
# ControlMaster: sshd accepts one connection a host (the fingerprint's
# question opens it, the 8 jobs share it); without it, one a job at least.
conn=$(($(accepted) - before))
check "ControlMaster: one connection a host for 2 checks and 8 jobs ($conn)" \
    test "$conn" -eq 2
check "the masters are closed at the end: no ssh of the run left" sh -c "
    ! ps -eo args | grep -v grep | grep -q 'ControlPath=$T'"
check "and nothing is left in TMPDIR" test -z "$(ls -A "$T/tmp")"

printf '1/127.0.0.1\n1/other\n' >"$T/bad"
fails_cleanly "a host whose boardpress differs is refused, named" 2 \
    "^press-run: host other: its boardpress \(boardpress [^)]*\) differs" \
    "$P" -q $OPT --sshloginfile "$T/bad" --out "$T/b"
check "... before any chunk is made" sh -c "
    [ ! -e '$T/b/joblog' ] && [ -z \"\$(ls '$T/b/chunks' | grep -v list)\" ]"
check "... with its master closed too" sh -c "
    ! ps -eo args | grep -v grep | grep -q 'ControlPath=$T'"

stop
check "the test's sshd has ended, and nothing of it is left" sh -c "
    ! ps -eo args | grep -v grep | grep -q '$S'"
