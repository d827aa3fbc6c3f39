"""
A warm start for the real osmosis CLI in the tests (test/warm-osmosis/global-setup.ts starts it).

`osmosis eval run` spends about 5 of its 6.5 s of CPU importing LiteLLM, and the suite starts the CLI
some hundreds of times on two cores. This server imports the CLI and LiteLLM once, then forks per request:
each child is the installed osmosis-ai running its own `main()` with the launcher's argv, environment,
working directory and stdin/stdout/stderr (passed as file descriptors), so osmosis behaves as if started
directly. The launcher (launcher.py) forwards its signals to the child and exits as the child did.

Single-threaded on purpose: a fork copies only the forking thread, so no other thread may hold a lock.
Protocol, over an AF_UNIX SOCK_SEQPACKET socket (message boundaries kept):
  launcher -> server: JSON {argv, env, cwd} with the fds 0, 1 and 2 attached
  server -> launcher: "pid <n>", later "exit <code>" or "signal <n>"
"""

import gc
import importlib
import json
import os
import selectors
import signal
import socket
import sys
import threading


# What the commands the tests start import after the CLI's own start (found with `python -X importtime`):
# the local eval runner and each platform command's module. Imported here, none starts a thread.
PRELOADED = [
    "litellm",
    "osmosis_ai.cli.main",
    "osmosis_ai.eval.local.llm_bridge",
    "osmosis_ai.eval.rubric.engine",
    "osmosis_ai.eval.local.runner",
    "osmosis_ai.eval.local.dataset",
    "osmosis_ai.eval.local.state",
    "osmosis_ai.eval.local.results",
    "osmosis_ai.cli.prompts",
    "litellm.proxy._types",
    "litellm.proxy.openai_files_endpoints.common_utils",
    "httpcore",
    "anyio._core._sockets",
    "uvicorn",
    *(
        f"osmosis_ai.platform.cli.{name}"
        for name in (
            "auth benchmark benchmark_config dataset eval eval_config eval_run eval_upload model rollout "
            "run_download secret shared_submit stop_run train training_config utils"
        ).split()
    ),
]


def preload() -> None:
    """Imports what the commands import; a module missing from this osmosis-ai is imported, or not, as usual."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    for name in PRELOADED:
        try:
            importlib.import_module(name)
        except ImportError:
            pass
    # The fork below copies only this thread: an import that started another would leave a child holding
    # a lock that thread owned.
    if threading.active_count() != 1:
        raise SystemExit("an import started a thread; the server cannot fork safely")


def serve(path: str):
    """Accepts requests until stdin closes; returns (request, fds) in a forked child, None in the server."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    listener.bind(path)
    listener.listen(64)
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.set_wakeup_fd(wake_write)
    selector = selectors.DefaultSelector()
    selector.register(listener, selectors.EVENT_READ, "accept")
    selector.register(wake_read, selectors.EVENT_READ, "reap")
    selector.register(sys.stdin, selectors.EVENT_READ, "parent")
    children: dict[int, socket.socket] = {}
    print("ready", flush=True)
    # Children inherit the preloaded heap; frozen, the collector never touches (and so copies) its pages.
    gc.freeze()
    while True:
        for key, _ in selector.select():
            if key.data == "parent":
                for pid in children:
                    kill_group(pid)
                return None
            if key.data == "reap":
                os.read(wake_read, 4096)
                reap(children, selector)
            elif key.data == "accept":
                conn, _ = listener.accept()
                try:
                    message, fds, _, _ = socket.recv_fds(conn, 1 << 20, 3)
                except OSError:
                    conn.close()
                    continue
                pid = os.fork()
                if pid == 0:
                    selector.close()
                    listener.close()
                    os.close(wake_read)
                    os.close(wake_write)
                    for other in children.values():
                        other.close()
                    conn.close()
                    return json.loads(message), fds
                for fd in fds:
                    os.close(fd)
                children[pid] = conn
                conn.send(f"pid {pid}".encode())
                selector.register(conn, selectors.EVENT_READ, ("launcher", pid))
            else:
                # The launcher went away (killed) before its osmosis ended: end osmosis and what it started.
                _, pid = key.data
                selector.unregister(key.fileobj)
                kill_group(pid)


def reap(children, selector) -> None:
    while children:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        conn = children.pop(pid, None)
        if conn is None:
            continue
        try:
            selector.unregister(conn)
        except KeyError:
            pass
        if os.WIFSIGNALED(status):
            reply = f"signal {os.WTERMSIG(status)}"
        else:
            reply = f"exit {os.waitstatus_to_exitcode(status)}"
        try:
            conn.send(reply.encode())
        except OSError:
            pass
        conn.close()


def kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def become_osmosis(request, fds) -> None:
    """In the child: the launcher's process in all that osmosis can see, then osmosis's own main()."""
    os.setpgid(0, 0)
    signal.set_wakeup_fd(-1)
    for number in (signal.SIGCHLD, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        signal.signal(number, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        if fd > 2:
            os.close(fd)
    os.environ.clear()
    os.environ.update(request["env"])
    os.chdir(request["cwd"])
    sys.argv = request["argv"]


def main() -> None:
    preload()
    served = serve(sys.argv[1])
    if served is None:
        return
    become_osmosis(*served)
    from osmosis_ai.cli.main import main as osmosis_main

    try:
        status = osmosis_main()
    except SystemExit as stop:
        status = stop.code
    exit_now(status)


def exit_now(status) -> None:
    """
    Python's own exit (sys.exit's status rules, non-daemon threads joined, atexit handlers, stdio flushed),
    without the module teardown that follows it: tearing down the preloaded modules touches the refcount of
    every object the child shares with the server, so each shared page is copied only to be freed. That was
    about 0.2 s of CPU a start, and most of an `osmosis --version`; measured with and without it, two real-CLI
    files used 90 s of CPU against 72 s.
    """
    import atexit

    if status is not None and not isinstance(status, int):
        print(status, file=sys.stderr)
        status = 1
    threading._shutdown()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            # As Python does when it cannot flush stdout at exit.
            status = status or 120
    os._exit(status or 0)


if __name__ == "__main__":
    main()
