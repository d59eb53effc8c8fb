"""What a screen tells the person: one line of text and its kind (plain Python, no widgets).
It is the drill's (:class:`wordgames.classroom.drill.Message`), so that one type serves the
classroom server's drill and the widgets.

>>> Message("Right: CAT!", "ok")
Message(text='Right: CAT!', kind='ok')
"""

from __future__ import annotations

from wordgames.classroom.drill import Message

__all__ = ["Message"]
