// The screen client on a plain page: a stand-in for anywidget's model over a websocket, so
// that client.js runs unchanged outside JupyterLab. The server sends {"html": ..., ...} as JSON
// text; the page sends each message the client makes as JSON text.
import client from "./client.js";

export function connect(url, el, onClose) {
  const values = {};
  const handlers = {};
  const socket = new WebSocket(url);
  const model = {
    get: (name) => values[name],
    set: (name, value) => { values[name] = value; },
    on: (name, handler) => { (handlers[name] = handlers[name] || []).push(handler); },
    off: (name, handler) => {
      handlers[name] = (handlers[name] || []).filter((h) => h !== handler);
    },
    send: (message) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    save_changes: () => {},
  };
  socket.addEventListener("message", (event) => {
    const data = JSON.parse(event.data);
    for (const [name, value] of Object.entries(data)) {
      values[name] = value;
      for (const handler of handlers["change:" + name] || []) handler();
    }
  });
  socket.addEventListener("close", (event) => { if (onClose) onClose(event); });
  client.render({ model, el });
  return { model, socket };
}
