// The screen client on a plain page of the classroom server: a stand-in for anywidget's model
// over a websocket, so that client.js runs unchanged outside JupyterLab. The server sends
// {"html": ..., "version": ..., "clock": ...} as JSON text; the page sends each message the
// client makes as JSON text.
//
// A lost connection keeps the last screen, greyed (.wg-offline), with "Reconnecting…" above
// it, and tries again (150 ms, doubling to 2 s); the first screen after it is morphed in like
// any other. A socket closed with code 4001 (no seat here) sends the page to the lobby; a
// message {"goto": address} to another table; {"refused": text} is said above the screen;
// {"joinable": bool}, sent with every screen, shows or hides the page's [data-joinable] line
// ("friends join with this code"), which is true only while a seat is free.
//
// The page starts it on its element #screen, whose data-socket is the socket's address and
// data-lobby where a page with no seat goes (both relative to the page).
//
// A live part of a page without a socket (the lobby's open tables, the teacher's page) is an
// element with data-live, the address of its HTML, and data-every, how often to ask (ms): the
// same client morphs each answer in, so what the teacher chose in a list or typed stays.
import client from "./client.js";

const NO_SEAT = 4001;

// anywidget's model as the client uses it: values, their change handlers, and send.
function standIn(values, send) {
  const handlers = {};
  return {
    get: (name) => values[name],
    set: (name, value) => { values[name] = value; },
    on: (name, handler) => { (handlers[name] = handlers[name] || []).push(handler); },
    off: (name, handler) => {
      handlers[name] = (handlers[name] || []).filter((h) => h !== handler);
    },
    send,
    save_changes: () => {},
    changed: (name) => { for (const handler of handlers["change:" + name] || []) handler(); },
  };
}

export function connect(url, el, status) {
  const values = {};
  let socket = null;
  let wait = 150;
  const model = standIn(values, (message) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  });
  const say = (text, cls) => {
    if (!status) return;
    status.textContent = text;
    status.className = cls || "";
  };

  function open() {
    socket = new WebSocket(url);
    socket.addEventListener("open", () => { wait = 150; });
    socket.addEventListener("message", (event) => {
      const data = JSON.parse(event.data);
      if (data.goto) {
        location.href = new URL(data.goto, location.href).href;
        return;
      }
      if (data.refused) {
        say(data.refused);
        return;
      }
      if (typeof data.joinable === "boolean") {
        for (const line of document.querySelectorAll("[data-joinable]")) line.hidden = !data.joinable;
      }
      if (el.classList.contains("wg-offline")) {
        el.classList.remove("wg-offline");
        say("");
      }
      // The clock first: the screen drawn next counts from it.
      const names = Object.keys(data).sort((a, b) => (a === "clock" ? -1 : b === "clock" ? 1 : 0));
      for (const name of names) {
        values[name] = data[name];
        model.changed(name);
      }
    });
    socket.addEventListener("close", (event) => {
      if (event.code === NO_SEAT) {
        location.href = new URL(el.dataset.lobby || "../", location.href).href;
        return;
      }
      el.classList.add("wg-offline");
      say("Reconnecting…", "wg-reconnecting");
      setTimeout(open, wait);
      wait = Math.min(wait * 2, 2000);
    });
  }

  // The browser knows it is offline before the socket does (a socket may stay half open for
  // minutes): closed now, it greys the screen and tries again until the network is back.
  window.addEventListener("offline", () => { if (socket) socket.close(); });
  client.render({ model, el, host: "page" });
  open();
  return { model, socket: () => socket };
}

// A stand-in for anywidget's model over a page's own fetches (data-live).
export function poll(url, el, every) {
  const values = { html: el.innerHTML };
  const model = standIn(values, () => {});
  el.replaceChildren();
  client.render({ model, el, host: "page" });
  async function refresh() {
    try {
      const answer = await fetch(url, { credentials: "same-origin", cache: "no-store" });
      if (answer.ok) {
        const text = await answer.text();
        el.classList.remove("wg-offline");
        if (text !== values.html) {
          values.html = text;
          model.changed("html");
        }
      }
    } catch (e) {
      el.classList.add("wg-offline"); // the server restarts: the last view stays, greyed
    }
    setTimeout(refresh, every);
  }
  setTimeout(refresh, every);
  return model;
}

for (const live of document.querySelectorAll("[data-live]")) {
  poll(new URL(live.dataset.live, location.href).href, live, Number(live.dataset.every) || 2000);
}

const screen = document.getElementById("screen");
if (screen && screen.dataset.socket) {
  const address = new URL(screen.dataset.socket, location.href);
  address.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  connect(address.href, screen, document.getElementById("status"));
}

// The lobby's new table: People and Bots offer only what the chosen game allows (its
// data-low, data-high), and Bots fill the table to the game's usual count (data-usual) until
// the child chooses Bots themself. The server checks the counts again.
const game = document.querySelector("select[data-players]");
if (game) {
  const form = game.form;
  const people = form.elements.namedItem("people");
  const bots = form.elements.namedItem("bots");
  let botsChosen = false;
  const numbers = (select, low, high, chosen) => {
    select.replaceChildren();
    for (let n = low; n <= high; n++) select.add(new Option(String(n), String(n), false, n === chosen));
  };
  const fit = () => {
    const option = game.selectedOptions[0];
    const low = Number(option.dataset.low), high = Number(option.dataset.high);
    const usual = Number(option.dataset.usual);
    const p = Math.min(Number(people.value) || 1, high);
    numbers(people, 1, high, p);
    const wanted = botsChosen ? Number(bots.value) : Math.max(0, usual - p);
    const b = Math.min(Math.max(wanted, low - p, 0), high - p);
    numbers(bots, Math.max(0, low - p), high - p, b);
  };
  game.addEventListener("change", fit);
  people.addEventListener("change", fit);
  bots.addEventListener("change", () => { botsChosen = true; });
  fit();
}
