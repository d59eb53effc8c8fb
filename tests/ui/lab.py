"""A real JupyterLab in a subprocess and Debian's chromium through Playwright, for the browser
tests.

- :class:`Lab` starts ``jupyter lab`` on a free localhost port over a folder of notebooks,
  with its own runtime, settings and workspace folders (nothing from the user's set-up, no news
  or extension-manager requests to the internet) and, as ``make lab`` does, the kernel
  websocket without Nagle's delay (``wordgames.ui.nodelay``); it waits for HTTP 200.
- :meth:`Lab.kernel` is a second client of a notebook's kernel (its connection file is in the
  lab's runtime folder): the test reads the engine's state there, as the person's screen never
  would.
- :func:`chromium` launches ``/usr/bin/chromium`` with PLAY.md's flags; :func:`browser_or_skip`
  skips when it cannot start, except under ``CI=true``, where that fails;
  :func:`launched_browser` is one for a module's fixture (chromium once per module).
- :func:`opened` is a notebook open in the lab in chromium, its cells run (all, or the ones
  named), as a person would open it; :func:`playwright_or_skip` is Playwright or a skip.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "build" / "screens"

# User settings that keep a test lab quiet and offline.
SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/extensionmanager-extension/plugin.jupyterlab-settings": {"enabled": False},
}



def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def notebook(cells: list[str]) -> dict[str, Any]:
    """A notebook of code cells (nbformat 4), with the venv's Python kernel."""
    return {
        "cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}",
                   "metadata": {}, "outputs": [], "source": source}
                  for i, source in enumerate(cells)],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)",
                                    "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


class Server:
    """A server in a subprocess (``proc``) writing to the log file ``log_path``: stopped, and
    its log closed, on leaving the context."""

    proc: subprocess.Popen[bytes] | None = None
    log_path: Path

    def open_log(self) -> Any:
        self.log = self.log_path.open("wb")  # closed in __exit__
        return self.log

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()

    def log_text(self) -> str:
        self.log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def wait_ready(self, url: str, what: str, within: float = 90, answer: float = 2) -> None:
        """Wait until ``url`` answers 200 (each try waiting ``answer`` seconds); when the
        server exits or ``within`` seconds pass first, stop it and raise RuntimeError with
        its log."""
        deadline = time.monotonic() + within
        while True:
            try:
                with urllib.request.urlopen(url, timeout=answer) as reply:
                    if reply.status == 200:
                        return
            except OSError:
                pass
            if self.proc is None or self.proc.poll() is not None \
                    or time.monotonic() > deadline:
                self.__exit__()
                raise RuntimeError(f"{what} did not start: {self.log_text()[-2000:]}")
            time.sleep(0.3)


class Lab(Server):
    """``jupyter lab`` over ``folder``; use as a context manager."""

    def __init__(self, folder: Path, token: str = "wordgames-test", nodelay: bool = True) -> None:
        self.folder = folder
        self.nodelay = nodelay
        self.token = token
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.runtime = folder / ".runtime"
        self.log_path = folder / "lab.log"

    def __enter__(self) -> Lab:
        settings = self.folder / ".settings"
        for name, values in SETTINGS.items():
            path = settings / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values), encoding="utf-8")
        env = {**os.environ,
               "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT),
                                                            os.environ.get("PYTHONPATH")])),
               "JUPYTER_RUNTIME_DIR": str(self.runtime),
               "JUPYTERLAB_SETTINGS_DIR": str(settings),
               "JUPYTERLAB_WORKSPACES_DIR": str(self.folder / ".workspaces"),
               "JUPYTER_CONFIG_DIR": str(self.folder / ".config")}
        args = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={self.port}",
                "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={self.token}",
                f"--ServerApp.root_dir={self.folder}", "--LabApp.expose_app_in_browser=True",
                "--ServerApp.open_browser=False"]
        if self.nodelay:  # as `make lab` runs it (see wordgames/ui/nodelay.py)
            args.append(
                "--ServerApp.kernel_websocket_connection_class=wordgames.ui.nodelay.Connection")
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            args.append("--allow-root")  # containers and CI run as root
        self.proc = subprocess.Popen(args, env=env, stdout=self.open_log(),
                                     stderr=subprocess.STDOUT, cwd=self.folder)
        self._port_taken()
        self.wait_ready(f"{self.url}/lab?token={self.token}", "jupyter lab")
        return self

    def _port_taken(self, within: float = 90) -> None:
        """The port the server listens on, from its ``jpserver-*.json`` in the lab's runtime
        folder: another program may have taken the free port meanwhile (the server then
        tries the next one)."""
        deadline = time.monotonic() + within
        while not (found := sorted(self.runtime.glob("jpserver-*.json"))):
            if self.proc is None or self.proc.poll() is not None \
                    or time.monotonic() > deadline:
                return  # wait_ready says why, with the log
            time.sleep(0.2)
        self.port = int(json.loads(found[-1].read_text(encoding="utf-8"))["port"])
        self.url = f"http://127.0.0.1:{self.port}"

    def page_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?token={self.token}&reset"

    def api(self, path: str) -> Any:
        with urllib.request.urlopen(f"{self.url}/api/{path}?token={self.token}",
                                    timeout=10) as answer:
            return json.loads(answer.read())

    @contextmanager
    def kernel(self, name: str, timeout: float = 60) -> Iterator[Kernel]:
        """A second client of the kernel of notebook ``name``."""
        deadline = time.monotonic() + timeout
        kernel_id = None
        while kernel_id is None and time.monotonic() < deadline:
            for session in self.api("sessions"):
                if session.get("path", "").endswith(name) and session.get("kernel"):
                    kernel_id = session["kernel"]["id"]
            if kernel_id is None:
                time.sleep(0.3)
        if kernel_id is None:
            raise RuntimeError(f"no kernel for {name} after {timeout} s")
        with client_of(self.runtime / f"kernel-{kernel_id}.json") as kernel:
            yield kernel


@contextmanager
def client_of(connection_file: Path) -> Iterator[Kernel]:
    """A second client of the kernel whose connection file is ``connection_file``."""
    from jupyter_client.blocking.client import BlockingKernelClient

    client = BlockingKernelClient(connection_file=str(connection_file))
    client.load_connection_file()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=30)
        yield Kernel(client)
    finally:
        client.stop_channels()


class Kernel:
    """Run code in a notebook's kernel and read back what it prints as JSON."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def run(self, code: str, timeout: float = 30) -> str:
        out: list[str] = []
        errors: list[str] = []

        def hook(message: dict[str, Any]) -> None:
            kind, content = message["msg_type"], message["content"]
            if kind == "stream" and content.get("name") == "stdout":
                out.append(content["text"])
            elif kind == "error":
                errors.append("\n".join(content.get("traceback", [])))

        self.client.execute_interactive(code, output_hook=hook, timeout=timeout,
                                        store_history=False)
        if errors:
            raise RuntimeError(f"kernel code failed: {errors[0][-2000:]}")
        return "".join(out)

    def json(self, expression: str) -> Any:
        return json.loads(self.run(f"import json as _j; print(_j.dumps({expression}))"))


def chromium(playwright: Any, more_flags: Sequence[str] = ()) -> Any:
    """Debian's chromium under Playwright (no ``playwright install``)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=[*FLAGS, *more_flags])


def browser_or_skip(playwright: Any, more_flags: Sequence[str] = ()) -> Any:
    """The browser (every browser test's, whatever its host); when it cannot start, skip the
    test, or fail it under ``CI=true``."""
    import pytest

    try:
        return chromium(playwright, more_flags)
    except Exception as err:
        if os.environ.get("CI") == "true":
            pytest.fail(f"chromium could not start under CI=true: {err}")
        pytest.skip(f"chromium could not start: {err}")


def launched_browser() -> Iterator[Any]:
    """Chromium for a module's fixture, launched once and closed after (a skip without it, a
    failure under ``CI=true``): pass it to :func:`opened` as ``browser``."""
    with playwright_or_skip()() as playwright:
        browser = browser_or_skip(playwright)
        yield browser
        browser.close()


def playwright_or_skip() -> Any:
    """``playwright.sync_api.sync_playwright``; a skip without it (a failure under ``CI=true``)."""
    import pytest

    try:
        from playwright.sync_api import sync_playwright
    except ImportError as err:
        if os.environ.get("CI") == "true":
            pytest.fail(f"playwright is missing under CI=true: {err}")
        pytest.skip(f"playwright is missing: {err}")
    return sync_playwright


@contextmanager
def opened(lab: Lab, name: str, cells: tuple[int, ...] | None = None,
           viewport: tuple[int, int] = (1280, 1700), ready: str = ".wg-app",
           browser: Any = None, prepare: Any = None) -> Iterator[Any]:
    """Notebook ``name`` open in ``lab`` in chromium with its cells run (``cells``: only the
    cells at those indexes, in order), once ``ready`` shows; the page's script errors collect
    in ``page.errors``. ``browser``: one already running (a module's), else one of its own;
    ``prepare(page)`` is called before the notebook opens (routes, listeners)."""
    with contextlib.ExitStack() as own:
        if browser is None:
            p = own.enter_context(playwright_or_skip()())
            browser = browser_or_skip(p)
            own.callback(browser.close)
        context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
        own.callback(context.close)
        page = context.new_page()
        if prepare is not None:
            prepare(page)
        errors: list[str] = []
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.goto(lab.page_url(name))
        page.wait_for_selector(".jp-Notebook", timeout=60_000)
        wait_for(lambda: page.evaluate(
            "() => { const a = window.jupyterapp; const w = a && a.shell.currentWidget;"
            " return !!(w && w.sessionContext && w.sessionContext.session &&"
            " w.sessionContext.session.kernel &&"
            " w.sessionContext.session.kernel.status === 'idle'); }"),
            timeout=60, what="an idle kernel")
        page.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')")
        if cells is None:
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        for index in cells or ():
            page.evaluate(
                "i => { const a = window.jupyterapp; a.shell.currentWidget.content"
                ".activeCellIndex = i; return a.commands.execute('notebook:run-cell'); }", index)
        page.wait_for_selector(ready, timeout=60_000)
        page.errors = errors
        yield page


def offline(page: Any, base: str, asked: list[str]) -> None:
    """Refuse, and note in ``asked``, every request of ``page`` that leaves ``base``: a
    classroom may have no internet, so nothing may come from elsewhere."""

    def route(r: Any) -> None:
        if r.request.url.startswith(base):
            r.continue_()
        else:
            asked.append(r.request.url)
            r.abort()

    page.route("**/*", route)


def wait_for(check: Any, timeout: float = 20, every: float = 0.05, what: str = "") -> Any:
    """Poll ``check()`` until it returns something true; its value, or TimeoutError."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout} s for {what or check}")
        time.sleep(every)


__all__ = ["CHROMIUM", "FLAGS", "SCREENS", "Kernel", "Lab", "Server",
           "browser_or_skip", "chromium", "client_of", "free_port", "launched_browser", "notebook",
           "offline", "opened", "playwright_or_skip", "wait_for"]
