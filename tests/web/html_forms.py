"""A page's form read from its HTML and submitted as a browser without JavaScript submits it.

What a browser sends when a submit button is pressed: every named, enabled control of the form in page
order (text, number and hidden inputs, textareas, the selected option of each select — the first when none
is), only the ticked checkboxes and radios, nothing inside a disabled fieldset, and the pressed button's own
name and value last of all. Buttons are listed so that a test can choose which one a person would press.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

from werkzeug.datastructures import MultiDict

_VOID_SKIPPED = {"submit", "button", "reset", "image", "file"}


@dataclass
class Button:
    name: str | None
    value: str
    label: str = ""
    disabled: bool = False


@dataclass
class Form:
    action: str = ""
    fields: list[tuple[str, str]] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)

    def submission(self, button: Button | None) -> MultiDict:
        pressed = [(button.name, button.value)] if button is not None and button.name else []
        return MultiDict([*self.fields, *pressed])


class _FormReader(HTMLParser):
    def __init__(self, form_id: str) -> None:
        super().__init__(convert_charrefs=True)
        self.form_id, self.form, self.inside = form_id, Form(), False
        self.disabled_fieldsets = 0
        self.fieldsets: list[bool] = []
        self.select: tuple[str, bool] | None = None
        self.options: list[tuple[str, bool]] = []
        self.textarea: str | None = None
        self.text: list[str] = []
        self.button: Button | None = None
        self.option_value: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: (v if v is not None else "") for k, v in attrs}
        if tag == "form" and a.get("id") == self.form_id:
            self.inside, self.form.action = True, a.get("action", "")
            return
        if not self.inside:
            return
        off = "disabled" in a or self.disabled_fieldsets > 0
        if tag == "fieldset":
            self.fieldsets.append("disabled" in a)
            self.disabled_fieldsets += "disabled" in a
        elif tag == "input":
            kind = a.get("type", "text").lower()
            if kind in ("submit", "image"):
                self.form.buttons.append(Button(a.get("name"), a.get("value", ""), a.get("value", ""), off))
            elif "name" in a and not off and kind not in _VOID_SKIPPED:
                if kind in ("checkbox", "radio"):
                    if "checked" in a:
                        self.form.fields.append((a["name"], a.get("value", "on")))
                else:
                    self.form.fields.append((a["name"], a.get("value", "")))
        elif tag == "button":
            if a.get("type", "submit").lower() == "submit":
                self.button = Button(a.get("name"), a.get("value", ""), "", off)
        elif tag == "select":
            self.select, self.options = (a.get("name", ""), off), []
        elif tag == "option" and self.select is not None:
            self.option_value = a.get("value")
            self.text = []
            self.options.append((a.get("value", ""), "selected" in a))
        elif tag == "textarea":
            self.textarea, self.text = (a.get("name") if not off else None) or "", []

    def handle_data(self, data: str) -> None:
        if self.button is not None:
            self.button.label += data
        if self.textarea is not None or self.select is not None:
            self.text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if not self.inside:
            return
        if tag == "form":
            self.inside = False
        elif tag == "fieldset" and self.fieldsets:
            self.disabled_fieldsets -= self.fieldsets.pop()
        elif tag == "button" and self.button is not None:
            self.button.label = " ".join(self.button.label.split())
            self.form.buttons.append(self.button)
            self.button = None
        elif tag == "option" and self.select is not None and self.options:
            _, selected = self.options[-1]
            if self.option_value is None:  # no value attribute: the option's text is its value
                self.options[-1] = ("".join(self.text).strip(), selected)
            self.option_value = None
        elif tag == "select" and self.select is not None:
            name, off = self.select
            chosen = [v for v, selected in self.options if selected] or [v for v, _ in self.options[:1]]
            if name and not off and chosen:
                self.form.fields.append((name, chosen[-1]))
            self.select = None
        elif tag == "textarea" and self.textarea is not None:
            if self.textarea:
                self.form.fields.append((self.textarea, "".join(self.text)))
            self.textarea = None


def read_form(html: str, form_id: str = "entry-form") -> Form:
    """The form ``form_id`` of a page: its fields as a browser would send them, and its submit buttons."""
    reader = _FormReader(form_id)
    reader.feed(html)
    assert reader.form.action, f"No form #{form_id} on the page."
    return reader.form
