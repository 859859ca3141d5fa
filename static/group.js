// The group's new-table form: players are seated in the order they are ticked. A ticked player moves up to
// just after those ticked before, so the form sends them in that order (without JavaScript: roster order).
document.addEventListener("change", (event) => {
  const box = event.target;
  const list = box.closest && box.closest(".roster-pick");
  if (!list || box.name !== "member") return;
  const label = box.closest("label");
  const ticked = [...list.querySelectorAll("label")].filter((l) => l !== label && l.querySelector("input").checked);
  const anchor = ticked.length ? ticked[ticked.length - 1] : list.querySelector("legend");
  if (box.checked) anchor.after(label);
  const order = [...list.querySelectorAll("input:checked")].map((i) => i.closest("label").textContent.trim());
  const said = document.getElementById("seat-order");
  if (said) said.textContent = order.length ? "Seats, clockwise: " + order.join(", ") : "";
});
