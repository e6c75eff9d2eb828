#!/usr/bin/python3
# playbot.py: a designer's bot in Python speaking docs/play.md's protocol;
# it takes the move the ask's seed picks (seed mod moves). PLAYBOT in the
# environment makes it break on purpose for tests/cli/playtest.sh: crash,
# hang, illegal, flood, garbage, bye (exits at the handshake), chatter
# (writes when not asked), quiet (ignores quit). PLAYBOT_PIDFILE: a file
# it writes its process id to, so a test can see it gone.
import os
import signal
import sys
import time

mode = os.environ.get("PLAYBOT", "")
inp = sys.stdin.buffer
out = sys.stdout.buffer


def say(s):
    out.write(s.encode() + b"\n")
    out.flush()


if os.environ.get("PLAYBOT_PIDFILE"):
    with open(os.environ["PLAYBOT_PIDFILE"], "w") as f:
        f.write("%d\n" % os.getpid())
hello = inp.readline()
if mode == "bye" or hello != b"boardpress-bot 1\n":
    sys.exit(3)
if mode == "garbage":
    out.write(b"\x00\x01hello\n")
    out.flush()
    time.sleep(60)
say("boardpress-bot 1 pyseed")
asks = 0
while True:
    line = inp.readline()
    if not line:
        break
    words = line.split()
    if words[0] == b"board":
        inp.read(int(words[4]) + 1)
    elif words[0] == b"ask":
        seed = int(words[4])
        inp.readline()  # the state
        moves = inp.readline().split()[2:]
        asks += 1
        if asks == 5 and mode:
            if mode == "crash":
                os.kill(os.getpid(), signal.SIGSEGV)
            if mode == "hang":
                time.sleep(600)
            if mode == "illegal":
                say(str(len(moves)))
                continue
            if mode == "flood":
                while True:
                    out.write(b"7" * 4096)
                    out.flush()
            if mode == "chatter":
                out.write(b"0\n0\n")
                out.flush()
                continue
        say(str(seed % len(moves)))
    elif words[0] == b"quit":
        if mode == "quiet":
            time.sleep(600)
        break
