"""Share links: the game record travels in the URL fragment (never sent to any server)."""

from __future__ import annotations

from urllib.parse import unquote

from game.core import GameRecord, RecordError, decode_link, encode_link
from game.core.record import MAX_LINK_CHARS

FRAGMENT_KEY = "g"


def share_url(page_url: str, record: GameRecord) -> str:
    """The page's URL (without query or fragment) with the record in the fragment."""
    base = page_url.split("#", 1)[0].split("?", 1)[0]
    return f"{base}#{FRAGMENT_KEY}={encode_link(record)}"


def payload_from_fragment(fragment: str) -> str | None:
    """The record payload in a ``#g=...`` fragment, or None when the fragment holds no game."""
    if not fragment:
        return None
    text = fragment[1:] if fragment.startswith("#") else fragment
    if len(text) > MAX_LINK_CHARS + 16:
        raise RecordError("This link is too long to be a game from this site.")
    key, sep, value = text.partition("=")
    if not sep or key != FRAGMENT_KEY:
        return None
    return unquote(value).strip()


def record_from_text(text: str) -> GameRecord:
    """Accept what a player pastes into "Open a link": a whole URL, a fragment or the payload."""
    text = (text or "").strip()
    if not text:
        raise RecordError("Paste a game link first.")
    if len(text) > MAX_LINK_CHARS + 4096:
        raise RecordError("This link is too long to be a game from this site.")
    if "#" in text:
        payload = payload_from_fragment(text[text.index("#"):])
        if payload is None:
            raise RecordError("This link does not contain a game.")
        return decode_link(payload)
    if text.startswith(f"{FRAGMENT_KEY}="):
        text = text[len(FRAGMENT_KEY) + 1:]
    return decode_link(text)
