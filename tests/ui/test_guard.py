"""A screen's guarded callback: a person's mistake is shown, and a callback that arrives on
another thread (JupyterLab may send comms to a kernel subshell) runs on the table's loop."""

from __future__ import annotations

import asyncio
import threading

from wordgames.errors import IllegalAction
from wordgames.ui.guard import guard


def test_a_callback_from_another_thread_runs_on_the_loop() -> None:
    ran_on: list[int] = []
    said: list[tuple[str, str]] = []

    async def body() -> int:
        loop = asyncio.get_running_loop()

        @guard(lambda text, kind: said.append((kind, text)), loop=lambda: loop)
        def clicked(word: str) -> None:
            ran_on.append(threading.get_ident())
            raise IllegalAction(f"{word} is taken")

        thread = threading.Thread(target=clicked, args=("cat",))
        thread.start()
        thread.join()
        for _ in range(100):
            if ran_on:
                break
            await asyncio.sleep(0.001)
        return threading.get_ident()

    loop_thread = asyncio.run(asyncio.wait_for(body(), timeout=10))
    assert ran_on == [loop_thread]
    assert said == [("error", "cat is taken")]
