// The one screen client of every game: it shows the HTML that Python draws from a seat's view
// (the model's "html"), keeps typing and focus in the page, and sends clicks and words to the
// table as messages. An anywidget module in JupyterLab; on the classroom server's pages the
// same module runs on a websocket stand-in for the model (page.js). It holds no game state.
//
// What the HTML may ask for:
//   <button data-send='{"type": "storm"}'>      a click sends that message
//   <form data-move='{"type": "claim"}'>         a submit sends it with the form's fields
//      <button data-move='{"type": "declare"}'>  ... or with that button's move instead
//      <input name="word">                       ... as "word": "the text"
//      <input name="words[]"> (several)          ... as "words": ["a", "b", ...] in order
//   data-key="Escape" on a button                that key, typed anywhere, clicks it
//   autofocus on an input                        focus goes there after a redraw if none kept
//   data-value on an input or textarea           a redraw keeps what the person typed, unless
//                                                the server's value changed (it moved it)
//   data-fresh on an input                       a redraw never keeps what was typed

function fieldsOf(form) {
  const message = JSON.parse(form.dataset.move || "{}");
  for (const input of form.querySelectorAll("input[name], select[name], textarea[name]")) {
    const name = input.name;
    if (input.type === "checkbox" && !input.checked) continue;
    if (name.endsWith("[]")) {
      const key = name.slice(0, -2);
      (message[key] = message[key] || []).push(input.value);
    } else {
      message[name] = input.value;
    }
  }
  return message;
}

// The fields whose typing (or ticks) a redraw keeps.
const FIELDS = "input[name]:not([data-fresh]), textarea[name]:not([data-fresh])";

function keyOf(field) {
  const tick = field.type === "checkbox" ? "#" + field.value : "";
  return field.name + "#" + (field.dataset.slot || "") + tick;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "wg-screen";
  // JupyterLab takes letters and arrows for its own shortcuts unless told not to.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.appendChild(root);

  // The server's last value of each field, to tell a value it moved (a placed word, a new
  // round) from one the person is typing over.
  const served = {};

  function draw() {
    const active = document.activeElement;
    const kept = {};
    for (const field of root.querySelectorAll(FIELDS)) {
      kept[keyOf(field)] = field.type === "checkbox" ? field.checked : field.value;
    }
    let focus = null;
    if (active && root.contains(active) && active.name) {
      focus = { name: active.name, slot: active.dataset.slot || "",
                start: active.selectionStart, end: active.selectionEnd };
    }
    root.innerHTML = model.get("html") || "";
    for (const field of root.querySelectorAll(FIELDS)) {
      const key = keyOf(field);
      if (field.type === "checkbox") {
        if (key in kept) field.checked = kept[key];
        continue;
      }
      const server = field.value;
      const moved = field.hasAttribute("data-value") && key in served && served[key] !== server;
      if (key in kept && !moved) field.value = kept[key];
      served[key] = server;
    }
    let target = null;
    if (focus) {
      target = [...root.querySelectorAll("[name]")].find(
        (x) => x.name === focus.name && (x.dataset.slot || "") === focus.slot);
    }
    if (!target) target = root.querySelector("[autofocus]");
    if (target) {
      target.focus({ preventScroll: true });
      if (focus && target.setSelectionRange && focus.start !== null) {
        try { target.setSelectionRange(focus.start, focus.end); } catch (e) { /* not text */ }
      }
    }
    root.dataset.version = model.get("version") || "";
  }

  root.addEventListener("click", (event) => {
    const button = event.target.closest("[data-send]");
    if (!button || !root.contains(button) || button.disabled) return;
    event.preventDefault();
    model.send(JSON.parse(button.dataset.send));
  });
  root.addEventListener("submit", (event) => {
    const form = event.target.closest("form[data-move]");
    if (!form) return;
    event.preventDefault();
    const message = fieldsOf(form);
    // A form with two buttons (Place, I have all five!) sends the pressed one's move.
    const pressed = event.submitter && event.submitter.dataset.move;
    model.send(pressed ? Object.assign(message, JSON.parse(pressed)) : message);
    for (const input of form.querySelectorAll("input[data-clear]")) input.value = "";
  });
  root.addEventListener("keydown", (event) => {
    // Enter in a text box submits its form ourselves: in JupyterLab the browser's own
    // (implicit) submission does not happen for an input inside a notebook's output.
    const box = event.target;
    if (event.key === "Enter" && box && box.tagName === "INPUT" && box.form &&
        box.form.matches("form[data-move]") && root.contains(box.form) && !event.isComposing) {
      event.preventDefault();
      box.form.requestSubmit();
      return;
    }
    const button = root.querySelector(`[data-key="${CSS.escape(event.key)}"]`);
    if (button && !button.disabled) {
      event.preventDefault();
      button.click();
    }
  });
  model.on("change:html", draw);
  draw();
  return () => model.off("change:html", draw);
}

export default { render };
