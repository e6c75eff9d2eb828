# k8s.sh: the Kubernetes Indexed Job of docs/scheduling.md, as far as it
# can be tried without a cluster (none is on this machine, nor an API
# server in Debian 12): the manifest read from the page as Kubernetes
# reads YAML, held to what an Indexed Job of press-run needs, and its
# pods' command run as the Job controller runs them: each index 0 to
# completions-1 once, with JOB_COMPLETION_INDEX, at most parallelism at
# a time, over the volume mounted at its path; then the assembly. The
# run folder is a local run's, byte for byte.
. tests/lib.sh

P=$bin/press-run
if ! /usr/bin/python3 -c 'import yaml' 2>/dev/null; then
	echo "ok 1 - k8s # SKIP needs python3-yaml (./setup installs it)"
	exit 0
fi
# The manifest: the yaml block of the page's Kubernetes section, read as
# YAML; on stdout the facts the test holds it to, a line each.
awk '/^## Kubernetes/ { k = 1 } k && /^```yaml/ { y = 1; next }
    y && /^```/ { exit } y' docs/scheduling.md >"$T/job.yaml"
/usr/bin/python3 - "$T/job.yaml" >"$T/job" <<'PY'
import sys, yaml
docs = list(yaml.safe_load_all(open(sys.argv[1])))
j = docs[0]
s = j["spec"]
pod = s["template"]["spec"]
c = pod["containers"][0]
mounts = {v["name"]: v["mountPath"] for v in c.get("volumeMounts", [])}
vols = {v["name"]: v for v in pod.get("volumes", [])}
print(len(docs), j["apiVersion"], j["kind"], s.get("completionMode"),
      pod.get("restartPolicy"), s["completions"], s["parallelism"])
print(" ".join(mounts.values()))
print("\0".join(c["command"] + c.get("args", [])), end="")
PY
read -r ndoc api kind mode restart completions par <"$T/job"
check "the manifest: one Indexed batch/v1 Job, pods never restarted in place" \
    [ "$ndoc $api $kind $mode $restart" = "1 batch/v1 Job Indexed Never" ]
mount=$(sed -n 2p "$T/job")
tail -n +3 "$T/job" | tr '\0' '\n' >"$T/cmd"
out=$(grep -A1 -x -- --out "$T/cmd" | tail -n 1)
check "its pods run press-run --job, K from the Job, the run on the volume" \
    sh -c "[ \"\$(head -n 1 '$T/cmd')\" = press-run ] &&
    grep -qx -- --job '$T/cmd' && ! grep -qx '[0-9]*' '$T/cmd' &&
    case '$out' in '$mount'/*) true ;; *) false ;; esac"

# The volume: a folder of the test's in the place of the mount path.
vol=$T/vol
run_dir=$vol${out#"$mount"}
mkdir -p "$vol"
run "$P" --plan -q --count 24 --chunk 4 --out "$run_dir"
nch=$(sed -n 's/^chunks //p' "$T/out")
check "--plan gives completions' number: $nch chunks" [ "${nch:-0}" -eq 6 ]
# The Job controller: indexes 0..n-1, each once, par at a time (the
# manifest's, capped at n); every pod's status kept.
: >"$T/pods"
k=0
while [ "$k" -lt "$nch" ]; do
	set --
	i=0
	while [ "$i" -lt "$par" ] && [ "$k" -lt "$nch" ]; do
		args=$(sed "s|^$mount|$vol|; 1s|.*|$P|" "$T/cmd" | tr '\n' ' ')
		(JOB_COMPLETION_INDEX=$k $args -q >"$T/pod$k.out" \
		    2>"$T/pod$k.err"; echo "$k $?" >>"$T/pods") &
		set -- "$@" $!
		i=$((i + 1))
		k=$((k + 1))
	done
	wait "$@"
done
check "every pod, one an index, ends with status 0" \
    [ "$(sort -n "$T/pods" | tr '\n' ' ')" = \
    "$(seq 0 $((nch - 1)) | sed 's/$/ 0/' | tr '\n' ' ')" ]
run "$P" -q --assemble --out "$run_dir"
"$P" -q --count 24 --chunk 4 --out "$T/local" >/dev/null 2>&1
check "the assembly after the Job: a local run's files, byte for byte" \
    sh -c "[ $rc -eq 0 ] && cd '$run_dir' &&
    find . -type f ! -name joblog | LC_ALL=C sort >'$T/l1' &&
    (cd '$T/local' && find . -type f ! -name joblog | LC_ALL=C sort) \
    >'$T/l2' && cmp -s '$T/l1' '$T/l2' &&
    while read -r f; do cmp -s \"\$f\" '$T/local/'\"\$f\" || exit 1; done \
    <'$T/l1'"
echo "1..$n"
