"""The design panel's widgets (:mod:`wordgames.ui.design_panel`): its stylesheet, buttons with
text labels, the message bar, guarded callbacks. The play screens are drawn as HTML
(:mod:`wordgames.screens`) and need none of these.

>>> "✓" in message_html(Message("Done", "ok"))
True
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as w

from wordgames.screens import common
from wordgames.ui.guard import guard
from wordgames.ui.notice import Message

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


def message_html(message: Message) -> str:
    """The message bar: a mark and the text (the colour is only a second cue)."""
    mark = {"ok": "✓ ", "error": "✗ "}.get(message.kind, "")
    mark_html = f'<span class="wg-mark-{message.kind}">{mark}</span>' if mark else ""
    return (f'<div class="wg-msg wg-msg-{html.escape(message.kind)}" role="status">'
            f"{mark_html}{html.escape(message.text) or '&nbsp;'}</div>")


def button(label: str, tooltip: str = "", style: str = "") -> w.Button:
    """A button with a text label (icon fonts may be missing offline)."""
    return w.Button(description=label, tooltip=tooltip or label, button_style=style,
                    layout=w.Layout(width="auto"))


def page(*fragments: str, large: bool = False) -> str:
    """The values' page (``screens.common.page``: its stylesheet once). Its sizes are in em,
    so the large font of the app (a larger font size on the whole screen) grows it too: no
    scale of its own."""
    return common.page(*fragments, scale=1.0)


__all__ = ["STYLE", "button", "guard", "message_html", "page"]
