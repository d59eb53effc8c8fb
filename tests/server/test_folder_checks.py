"""The server's files in the classroom folder, checked at start (issue 37): a blank key is made
again and said, never taken (``/teacher?key=`` must not open the teacher's page); each damaged
file or folder is one sentence, never a traceback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.cli import run_cli
from tests.server.client import Browser, run
from wordgames.errors import InvalidInput
from wordgames.server import ClassroomServer
from wordgames.server.store import Store


@pytest.mark.parametrize("text", ["", "   \n", "\n\n"])
def test_a_blank_teacher_key_is_replaced_and_said(tmp_path: Path, text: str) -> None:
    (tmp_path / "server").mkdir()
    (tmp_path / "server" / "teacher-key").write_text(text)
    store = Store(tmp_path)
    key = store.teacher_key()
    assert len(key) >= 8 and key == (tmp_path / "server" / "teacher-key").read_text()
    assert store.notes == [f"The file {str(tmp_path / 'server' / 'teacher-key')!r} was empty "
                           "(it should hold the teacher's key): a new one is made and kept "
                           "there."]


def test_an_empty_key_never_opens_the_teachers_page(tmp_path: Path) -> None:
    (tmp_path / "server").mkdir()
    (tmp_path / "server" / "teacher-key").write_text(" ")
    (tmp_path / "server" / "secret").write_text("")

    async def scenario(server: ClassroomServer) -> None:
        assert server.key.strip()
        stranger = Browser(server.url)
        for guess in ("/teacher?key=", "/teacher?key=%20", "/teacher?key=%C3%A9"):
            response = await stranger.get(guess)
            assert response.code == 403, guess
        # The new secret signs seats: a table made and its page opened.
        code = await stranger.make("Ana", "fivetiers")
        assert (await stranger.get(f"/t/{code}")).code == 200
        teacher = Browser(server.url)
        assert (await teacher.get(f"/teacher?key={server.key}")).code == 302

    run(tmp_path, scenario)


def _damage_key_folder(root: Path) -> None:
    (root / "server" / "teacher-key").mkdir(parents=True)


def _damage_binary_secret(root: Path) -> None:
    (root / "server").mkdir()
    (root / "server" / "secret").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe")


def _damage_control_secret(root: Path) -> None:
    (root / "server").mkdir()
    (root / "server" / "secret").write_text("abcdefghijklmnop\x07qrst")


def _damage_short_secret(root: Path) -> None:
    (root / "server").mkdir()
    (root / "server" / "secret").write_text("abc")


def _damage_odd_key(root: Path) -> None:
    (root / "server").mkdir()
    (root / "server" / "teacher-key").write_text("my key with spaces")


def _damage_tables_file(root: Path) -> None:
    (root / "server").mkdir()
    (root / "server" / "tables").write_text("not a folder")


def _damage_server_file(root: Path) -> None:
    (root / "server").write_text("not a folder")


@pytest.mark.parametrize(("damage", "said"), [
    (_damage_key_folder, "should be a file holding the teacher's key, but it is a folder"),
    (_damage_binary_secret, "holds binary data, not the secret that signs"),
    (_damage_control_secret, "holds binary data, not the secret that signs"),
    (_damage_short_secret, "holds too short a secret to sign the seats' cookies"),
    (_damage_odd_key, "holds no usable teacher's key: a key is 8 to 200 letters"),
    (_damage_tables_file, "should be the folder of the saved tables, but it is a file"),
    (_damage_server_file, "should be the server's folder, but it is a file"),
])
def test_a_damaged_file_is_one_sentence_at_start(tmp_path: Path, damage: object,
                                                 said: str) -> None:
    assert callable(damage)
    damage(tmp_path)
    with pytest.raises(InvalidInput) as refused:
        ClassroomServer(tmp_path)
    assert said in str(refused.value)
    assert "start" in str(refused.value) or "Delete" in str(refused.value)


def test_a_classroom_folder_the_server_cannot_write_is_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As root a read-only folder can still be written, so the refusal is the system's."""
    from wordgames.server import store

    def refuse(path: object, data: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store, "write_atomic", refuse)
    with pytest.raises(InvalidInput, match=r"the server cannot write in the classroom folder "
                                           r".*\(Permission denied\): it saves the tables"):
        Store(tmp_path)


def test_a_read_only_classroom_folder_is_said(tmp_path: Path) -> None:
    """A folder nobody may write in: a read-only one, and for root (who writes in those) a
    folder of the kernel's that refuses everyone, so the test runs the same as root or not."""
    if os.geteuid() != 0:
        tmp_path.chmod(0o500)
    folder = tmp_path if os.geteuid() != 0 else Path("/sys/kernel")
    try:
        with pytest.raises(InvalidInput, match="the server cannot write in the classroom folder"):
            Store(folder)
    finally:
        tmp_path.chmod(0o700)


def test_the_command_says_the_fault_without_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _damage_key_folder(tmp_path)
    done = run_cli(["app", "--classroom", str(tmp_path), "--port", "65001"], capsys)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "should be a file holding the teacher's key, but it is a folder" in done.stderr
