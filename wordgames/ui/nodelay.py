"""The kernel's messages to the browser sent at once: Jupyter's kernel websocket without Nagle.

jupyter_server leaves Nagle's algorithm on for the kernel websocket, so a small message that
follows another within the browser's delayed ACK (40 ms on Linux) waits for it: a board redraw
that came right after a clock tick or another widget's update arrived 40 ms late (measured
when the board was the kernel's). This connection class sets ``TCP_NODELAY`` on the socket, as
Tornado's documentation advises for small interactive messages. Use it with::

    jupyter lab --ServerApp.kernel_websocket_connection_class=wordgames.ui.nodelay.Connection

(``make lab`` does). Everything else is jupyter_server's own connection.
"""

from __future__ import annotations

from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection


class Connection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel websocket connection, with ``TCP_NODELAY`` set on connect."""

    def connect(self) -> Any:
        handler = self.websocket_handler
        if handler is not None and handler.ws_connection is not None:
            handler.set_nodelay(True)
        return super().connect()


__all__ = ["Connection"]
