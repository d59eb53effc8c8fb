"""What the play screens share: the stylesheet, the word box, guarded callbacks, messages.

Everything here is a view: widgets and HTML only, no game logic.
"""

from __future__ import annotations

import asyncio
import functools
import html
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import anywidget
import ipywidgets as w
import traitlets

from wordgames.errors import WordgamesError
from wordgames.render import common
from wordgames.ui.session import Message

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])

#: Okabe-Ito blue and a darkened vermillion in the colour-blind palette; green and red
#: otherwise. Either way a mark and a word say what the colour says.
STYLE = """
<style>
.wg-app{--wg-ok:#1a7f37;--wg-bad:#b3261e;--wg-pick:#ffd27a;--wg-pick-edge:#8a5a00;
  max-width:1040px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.wg-app.wg-cb{--wg-ok:#0072B2;--wg-bad:#B34700;--wg-pick:#D4EAF7;--wg-pick-edge:#0072B2}
.wg-app.wg-large{--jp-widgets-font-size:19px;--jp-widgets-inline-height:38px;font-size:19px}
.wg-app .widget-hbox{gap:.45em}
.wg-app .widget-html-content{line-height:1.4}
.wg-app .wg-table td .wg-small{white-space:nowrap}
.wg-app .wg-table td .wg-pile{white-space:normal;display:inline-block;max-width:22em}
.wg-app .widget-vbox{gap:.15em}
.wg-app .wg-head{font-size:1.25em;font-weight:700;margin:.2em 0}
.wg-app .wg-sub{color:#444;font-size:.95em}
.wg-app .wg-msg{padding:.45em .8em;border-radius:.3em;border-left:.4em solid #888;
  background:#f3f3f3;min-height:1.5em;margin:.3em 0;font-size:1.05em}
.wg-app .wg-msg-ok{border-left-color:var(--wg-ok)}
.wg-app .wg-msg-error{border-left-color:var(--wg-bad);background:#fff3ee}
.wg-app .wg-mark-ok{color:var(--wg-ok);font-weight:700}
.wg-app .wg-mark-error{color:var(--wg-bad);font-weight:700}
.wg-app .wg-section{font-weight:700;margin:.6em 0 .15em;color:#333}
.wg-app .wg-cardbtn{font-weight:700;font-size:1.35em;height:2.4em;min-width:2.9em;
  border:1px solid #334;border-radius:.35em;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.3)}
.wg-app .wg-tilebtn{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:700;
  font-size:1.25em;height:2.2em;min-width:2.4em;background:#f6e5c3;border:1px solid #8a6d3b;
  border-radius:.25em}
.wg-app .wg-cardbtn.mod-active,.wg-app .wg-tilebtn.mod-active{background:var(--wg-pick);
  outline:3px solid var(--wg-pick-edge);outline-offset:-3px}
.wg-app .wg-log{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em;
  max-height:13em;overflow-y:auto;border:1px solid #ddd;border-radius:.3em;padding:.3em .5em;
  background:#fafafa;white-space:pre-wrap}
.wg-app .wg-timer{font-size:1.2em;font-weight:700}
.wg-app .wg-bar{height:.7em;border-radius:.35em;background:#e4e4e4;overflow:hidden;margin:.2em 0}
.wg-app .wg-bar>div{height:100%;background:var(--wg-ok)}
.wg-app .wg-bars td{padding:.15em .5em}
.wg-app .wg-wordbox{font-size:1.3em;padding:.3em .5em;width:16em;border:2px solid #777;
  border-radius:.3em}
.wg-app .wg-wordbox:focus{border-color:var(--wg-ok);outline:none}
.wg-app .wg-error{color:var(--wg-bad);font-weight:700}
.wg-app .wg-help{color:#555;font-size:.85em;max-width:46em}
.wg-app .wg-meanings{min-height:3.9em}
.wg-app .wg-meaning{padding:.2em .6em;margin:.15em 0;border-left:.3em solid var(--wg-ok);
  background:#f4f8f4;max-width:60em}
.wg-app .wg-meaning-none{border-left-color:#999;background:#f3f3f3;color:#444}
.wg-app .wg-found{font-weight:700;margin:.1em 0}
</style>
"""


class WordBox(anywidget.AnyWidget):
    """A text box that keeps the focus: Enter submits (``submits`` counts up, ``entry`` holds
    the text), Escape clears (``escapes`` counts up); a key of ``hotkeys`` pressed while the box
    is empty counts up ``hotkeys_pressed`` (``hotkey`` says which); ``draft`` is the text as
    typed (for a button beside the box), ``clear()`` empties it. It tells JupyterLab to leave
    its keys alone (``data-lm-suppress-shortcuts``). Bump ``focus_count`` to give it the focus
    again."""

    _esm = """
    function render({ model, el }) {
      const input = document.createElement("input");
      input.type = "text";
      input.className = "wg-wordbox";
      input.autocomplete = "off";
      input.spellcheck = false;
      input.setAttribute("data-lm-suppress-shortcuts", "true");
      input.setAttribute("aria-label", model.get("label"));
      input.placeholder = model.get("placeholder");
      input.maxLength = 200;
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") {
          model.set("entry", input.value);
          model.set("draft", "");
          model.set("submits", model.get("submits") + 1);
          model.save_changes();
          input.value = "";
          event.preventDefault();
        } else if (input.value === "" && model.get("hotkeys").includes(event.key)) {
          // A key that stands for a button while the box is empty (MY WORD!'s Space: Deal).
          model.set("hotkey", event.key);
          model.set("hotkeys_pressed", model.get("hotkeys_pressed") + 1);
          model.save_changes();
          event.preventDefault();
        } else if (event.key === "Escape") {
          input.value = "";
          model.set("draft", "");
          model.set("escapes", model.get("escapes") + 1);
          model.save_changes();
          event.preventDefault();
        }
        event.stopPropagation();
      });
      // The text as typed (a button beside the box reads it), and a way to empty the box.
      input.addEventListener("input", () => {
        model.set("draft", input.value);
        model.save_changes();
      });
      model.on("change:clear_count", () => { input.value = ""; });
      model.on("change:focus_count", () => input.focus());
      model.on("change:placeholder", () => { input.placeholder = model.get("placeholder"); });
      el.appendChild(input);
      setTimeout(() => input.focus(), 50);
    }
    export default { render };
    """
    entry = traitlets.Unicode("").tag(sync=True)
    submits = traitlets.Int(0).tag(sync=True)
    escapes = traitlets.Int(0).tag(sync=True)
    focus_count = traitlets.Int(0).tag(sync=True)
    placeholder = traitlets.Unicode("type a word, then Enter").tag(sync=True)
    label = traitlets.Unicode("your word").tag(sync=True)
    draft = traitlets.Unicode("").tag(sync=True)
    clear_count = traitlets.Int(0).tag(sync=True)
    hotkeys = traitlets.List(traitlets.Unicode()).tag(sync=True)
    hotkey = traitlets.Unicode("").tag(sync=True)
    hotkeys_pressed = traitlets.Int(0).tag(sync=True)

    def on_enter(self, handler: Callable[[str], None]) -> None:
        self.observe(lambda change: handler(self.entry), names="submits")

    def on_escape(self, handler: Callable[[], None]) -> None:
        self.observe(lambda change: handler(), names="escapes")

    def on_hotkey(self, handler: Callable[[str], None]) -> None:
        """``handler(key)`` when one of ``hotkeys`` is pressed in the empty box."""
        self.observe(lambda change: handler(self.hotkey), names="hotkeys_pressed")

    def press(self, key: str) -> None:
        """What pressing ``key`` in the empty box does (for tests and scripts)."""
        if key in self.hotkeys:
            self.hotkey = key
            self.hotkeys_pressed += 1

    def type(self, text: str) -> None:
        """What a person typing ``text`` and pressing Enter does (for tests and scripts)."""
        self.entry = text
        self.submits += 1

    def clear(self) -> None:
        """Empty the box."""
        self.draft = ""
        self.clear_count += 1

    def refocus(self) -> None:
        self.focus_count += 1


def message_html(message: Message) -> str:
    """The message bar: a mark and the text (the colour is only a second cue)."""
    mark = {"ok": "✓ ", "error": "✗ "}.get(message.kind, "")
    mark_html = f'<span class="wg-mark-{message.kind}">{mark}</span>' if mark else ""
    return (f'<div class="wg-msg wg-msg-{html.escape(message.kind)}" role="status">'
            f"{mark_html}{html.escape(message.text) or '&nbsp;'}</div>")


def guard(report: Callable[[str, str], None],
          loop: Callable[[], asyncio.AbstractEventLoop | None] | None = None,
          ) -> Callable[[F], F]:
    """Wrap a widget callback so that nothing escapes it: a person's mistake
    (``WordgamesError``) is shown with its message, anything else as an error in the game.

    With ``loop`` (the live round's event loop, when there is one), a callback that arrives on
    another thread (JupyterLab may send comms to a kernel subshell) is handed to that loop, so
    that only the round's loop ever changes the game and its widgets."""

    def wrap(handler: F) -> F:
        @functools.wraps(handler)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            target = loop() if loop is not None else None
            if target is not None and not target.is_closed():
                try:
                    here: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
                except RuntimeError:
                    here = None
                if here is not target:
                    target.call_soon_threadsafe(functools.partial(guarded, *args, **kwargs))
                    return None
            try:
                return handler(*args, **kwargs)
            except WordgamesError as err:
                report(str(err), "error")
            except Exception as err:  # a bug: shown in the game, details kept in the log
                log.debug("callback failed", exc_info=err)
                report(f"Something went wrong: {type(err).__name__}: {err}", "error")
            return None

        return guarded  # type: ignore[return-value]

    return wrap


def on_loop(report: Callable[[str, str], None], screen: Any) -> Callable[[F], F]:
    """:func:`guard` with the screen's live round's loop (``screen.round_loop``)."""
    return guard(report, screen.round_loop)


def button(label: str, tooltip: str = "", style: str = "") -> w.Button:
    """A button with a text label (icon fonts may be missing offline)."""
    return w.Button(description=label, tooltip=tooltip or label, button_style=style,
                    layout=w.Layout(width="auto"))


def log_html(lines: Sequence[Any], limit: int = 40) -> str:
    """The game log, newest first: time, who, what."""
    shown = list(lines)[-limit:][::-1]
    rows = "\n".join(f"{line.at:6.1f}s  {line.who}: {line.what}" for line in shown)
    return f'<div class="wg-log" aria-label="game log">{html.escape(rows) or "—"}</div>'


def bars_html(names: Sequence[str], rounds: Sequence[Sequence[int]]) -> str:
    """Points per round for each player as bars, with the numbers written beside them."""
    if not rounds:
        return ""
    most = max(1, *(abs(s) for r in rounds for s in r))
    rows = []
    for number, scores in enumerate(rounds, start=1):
        for player, score in enumerate(scores):
            width = 100 * max(0, score) / most
            label = f"round {number}" if player == 0 else ""
            rows.append(
                f"<tr><td>{label}</td><td>{html.escape(names[player])}</td>"
                f'<td style="width:18em"><div class="wg-bar"><div style="width:{width:.0f}%">'
                f"</div></div></td><td class='wg-num'>{score}</td></tr>")
    return ('<div class="wg-section">Points per round</div>'
            f'<table class="wg-bars">{"".join(rows)}</table>')


def page(*fragments: str, large: bool = False) -> str:
    """The render module's page (its stylesheet once). Its sizes are in em, so the large font
    of the app (a larger font size on the whole screen) grows it too: no scale of its own."""
    return common.page(*fragments, scale=1.0)


__all__ = ["STYLE", "WordBox", "bars_html", "button", "guard", "log_html", "message_html",
           "on_loop", "page"]
