"""One classroom folder: the server, the notebooks and ``Progress()`` find the same default
(``~/wordgames-classroom``) whatever folder each runs in, so a teacher's exercise saved as
notebook 20 saves it is in the running server's lobby with no other step, and
``classroom.where()`` says the lobby's address while the server serves the folder."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.server.client import Browser, text_of
from wordgames import classroom
from wordgames.classroom.folder import ENVIRONMENT, lobby_address
from wordgames.server import ClassroomServer
from wordgames.server.app import default_folder


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A teacher's home, no $WORDGAMES_CLASSROOM, and the notebooks' folder as the current one
    (where a notebook runs)."""
    monkeypatch.setenv("HOME", str(tmp_path / "teacher"))
    monkeypatch.delenv(ENVIRONMENT, raising=False)
    notebooks = tmp_path / "repo" / "notebooks"
    notebooks.mkdir(parents=True)
    monkeypatch.chdir(notebooks)
    return tmp_path / "teacher"


def test_the_server_and_the_notebooks_share_one_default_folder(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from_a_notebook = classroom.classroom_folder()
    monkeypatch.chdir(home.parent / "repo")  # make app runs in the repository
    assert default_folder(None) == from_a_notebook == home / "wordgames-classroom"
    assert classroom.Progress().folder == from_a_notebook
    monkeypatch.setenv(ENVIRONMENT, str(home.parent / "shared"))  # still overrides, for both
    assert default_folder(None) == classroom.classroom_folder() == home.parent / "shared"


def test_an_exercise_saved_in_a_notebook_is_in_the_running_servers_lobby(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert "No classroom server serves it now: make app" in classroom.where()

    async def scenario() -> None:
        monkeypatch.chdir(home.parent / "repo")
        server = ClassroomServer(speed=1.0, warm=False)  # make app's default folder
        await server.start(0)
        try:
            monkeypatch.chdir(home.parent / "repo" / "notebooks")
            exercise = classroom.make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3)
            exercise.save("week 3 five tiers")  # notebook 20, with its default folder
            lobby = await Browser(server.url).get("/")
            assert "week 3 five tiers" in text_of(lobby.body.decode())
            said = await asyncio.get_running_loop().run_in_executor(None, classroom.where)
            assert said == (f"The classroom folder: {home / 'wordgames-classroom'}\n"
                            "The lobby (students open it; your exercises saved here are "
                            f"listed there): {server.url}/")
        finally:
            await server.stop()
        assert "No classroom server serves it now" in classroom.where()

    asyncio.run(scenario())


def test_a_stale_address_is_not_said(home: Path) -> None:
    folder = classroom.classroom_folder()
    (folder / "server").mkdir()
    (folder / "server" / "address").write_text("http://127.0.0.1:1/")  # nothing answers there
    assert lobby_address() is None
    (folder / "server" / "address").write_text("file:///etc/passwd")
    assert lobby_address() is None
