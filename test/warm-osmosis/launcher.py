# The `osmosis` the tests start when the warm server runs (test/warm-osmosis/server.py): it hands its argv,
# environment, working directory and stdio to the server, which forks a preloaded osmosis for it. It starts
# the installed osmosis directly instead when the server is not there, or when OSMOSIS_CI_TEST_DIRECT_OSMOSIS
# is set (a test that traces every program osmosis starts needs them under its own strace).
import json
import os
import signal
import socket
import sys

SOCKET = "@SOCKET@"
OSMOSIS = "@OSMOSIS@"


def direct():
    os.execv(OSMOSIS, [OSMOSIS, *sys.argv[1:]])


def main():
    if os.environ.get("OSMOSIS_CI_TEST_DIRECT_OSMOSIS"):
        direct()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    try:
        server.connect(SOCKET)
        request = {"argv": [OSMOSIS, *sys.argv[1:]], "env": dict(os.environ), "cwd": os.getcwd()}
        socket.send_fds(server, [json.dumps(request).encode()], [0, 1, 2])
        kind, value = server.recv(64).split()
    except (OSError, ValueError):
        direct()
    child = int(value)

    def forward(number, _frame):
        try:
            os.kill(child, number)
        except ProcessLookupError:
            pass

    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2):
        signal.signal(number, forward)
    reply = server.recv(64).split()
    if len(reply) != 2:
        os._exit(70)  # the server died with osmosis still running: EX_SOFTWARE
    kind, value = reply
    if kind == b"exit":
        os._exit(int(value))
    number = int(value)
    signal.signal(number, signal.SIG_DFL)
    os.kill(os.getpid(), number)
    os._exit(128 + number)


main()
