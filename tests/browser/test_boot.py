"""Boot, landing page, and the site working from a plain static server."""

import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

import serve
from tests.browser.support import READY, Server, new_context, open_app


def test_the_page_boots_from_its_own_origin_and_renders_the_landing_page_from_python(page):
    assert page.get_attribute("body", "data-app-ready") == ""
    assert page.is_hidden("#boot")
    for game in ("puerto_rico", "san_juan", "rio_de_la_plata"):
        assert page.get_by_test_id(f"game-{game}").is_visible()
    # Only what exists is offered: the others are marked as coming, with no button to break.
    assert page.get_by_test_id("new-game-puerto_rico").is_enabled()
    assert page.get_by_test_id("new-game-san_juan").is_enabled()
    assert page.get_by_test_id("coming-rio_de_la_plata").is_visible()
    assert page.get_by_test_id("new-game-rio_de_la_plata").count() == 0
    assert page.get_by_test_id("link-input").is_visible()
    assert page.get_by_test_id("import-file").count() == 1
    assert page.get_by_text("No saved games yet").is_visible()


def test_favicon_manifest_and_icons_are_served(page, server):
    manifest_href = page.get_attribute("link[rel=manifest]", "href")
    for path in ("assets/icons/favicon.svg", "assets/icons/icon-192.png", manifest_href):
        with urllib.request.urlopen(server.url + path) as response:
            assert response.status == 200
    manifest = page.evaluate("""async () => {
        const r = await fetch(document.querySelector('link[rel=manifest]').href);
        return r.json();
    }""")
    assert manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes


def test_wasm_is_served_with_its_mime_type(server):
    with urllib.request.urlopen(server.url + "vendor/pyodide/pyodide.asm.wasm") as response:
        assert response.headers["Content-Type"] == "application/wasm"


def test_pyscript_config_points_at_the_local_pyodide(site):
    config = (site / "pyscript.toml").read_text()
    assert 'interpreter = "./web/pyodide-loader.mjs"' in config
    assert "http" not in config.replace("# ", "")
    loader = (site / "web" / "pyodide-loader.mjs").read_text()
    assert 'import * as pyodide from "../vendor/pyodide/pyodide.mjs";' in loader
    assert "http" not in loader


def test_the_build_ships_a_boot_snapshot_and_the_page_asks_for_it(site):
    assert (site / serve.SNAPSHOT).stat().st_size > 1_000_000
    assert serve.SNAPSHOT_TAG in (site / "index.html").read_text()


def test_a_build_without_a_snapshot_does_not_ask_for_one(monkeypatch, tmp_path):
    monkeypatch.setattr(serve, "_make_snapshot", lambda app_zip, quiet: None)
    out = serve.build(tmp_path / "plain", quiet=True)
    assert not (out / serve.SNAPSHOT).exists()
    assert "ec-snapshot" not in (out / "index.html").read_text()


def test_a_damaged_snapshot_falls_back_to_an_ordinary_start(browser, watch, site, tmp_path):
    damaged = tmp_path / "damaged"
    shutil.copytree(site, damaged)
    (damaged / serve.SNAPSHOT).write_bytes(b"\x1f\x8b not really gzip")
    server = Server(damaged)
    watch.origin = server.url.rstrip("/")
    context = new_context(browser, watch)
    try:
        page = context.new_page()
        open_app(page, server.url)
        assert page.get_by_test_id("game-puerto_rico").is_visible()
    finally:
        context.close()
        server.stop()
    assert watch.off_origin == [] and watch.console_errors == []


def test_the_language_can_be_switched_and_is_remembered(page, server):
    page.get_by_test_id("language").select_option("it")
    assert page.get_by_test_id("new-game-puerto_rico").inner_text() == "Nuova partita"
    open_app(page, server.url)
    assert page.get_by_test_id("new-game-puerto_rico").inner_text() == "Nuova partita"
    page.get_by_test_id("language").select_option("en")
    assert page.get_by_test_id("new-game-puerto_rico").inner_text() == "New game"


@pytest.mark.parametrize("lang, heading", [("en", "could not start"),
                                           ("it", "non è riuscito ad avviarsi")])
def test_a_missing_runtime_file_shows_a_readable_error_screen(browser, watch, site, tmp_path,
                                                              lang, heading):
    broken = tmp_path / "broken"
    subprocess.run(["cp", "-r", str(site), str(broken)], check=True)
    (broken / "vendor" / "pyodide" / "python_stdlib.zip").unlink()
    server = Server(broken)
    watch.origin = server.url.rstrip("/")
    watch.allowed_errors.append("")  # this test expects errors in the console
    context = new_context(browser, watch)
    context.add_init_script(f"""try {{
        localStorage.setItem('ec:settings', JSON.stringify({{lang: '{lang}'}}));
    }} catch (error) {{}}""")
    try:
        page = context.new_page()
        page.goto(server.url)
        page.wait_for_selector("[data-testid=boot-error]", state="visible", timeout=60_000)
        page.wait_for_function(f"document.documentElement.lang === '{lang}' || '{lang}' === 'en'")
        assert heading in page.inner_text("[data-testid=boot-error]")
        assert page.get_by_test_id("boot-retry").is_visible()
        assert page.get_attribute("body", "data-app-ready") is None
    finally:
        context.close()
        server.stop()
    assert watch.off_origin == []


def test_a_build_works_from_a_plain_static_server(browser, watch, site, tmp_path):
    out = tmp_path / "deployed"
    subprocess.run([sys.executable, "serve.py", "build", str(out)], check=True,
                   cwd=Path(__file__).resolve().parents[2], capture_output=True)
    with socket_port() as port:
        process = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
             "--directory", str(out)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/"
        for _ in range(50):
            try:
                urllib.request.urlopen(url).close()
                break
            except OSError:
                time.sleep(0.1)
        watch.origin = url.rstrip("/")
        context = new_context(browser, watch)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(READY, timeout=90_000)
        assert page.get_by_test_id("game-puerto_rico").is_visible()
        context.close()
    finally:
        process.terminate()
        process.wait()
    assert watch.off_origin == [] and watch.console_errors == []


class socket_port:  # noqa: N801 - used as a context manager like a function
    """Reserve a free port number (released on exit, so a server can bind it)."""

    def __enter__(self) -> int:
        import socket

        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        return self.sock.getsockname()[1]

    def __exit__(self, *exc: object) -> None:
        self.sock.close()


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_the_landing_page_fits_the_screen_without_horizontal_scrolling(page, width, height):
    page.set_viewport_size({"width": width, "height": height})
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0


def script_sources(html: str) -> list[str]:
    """The script-src sources of the page's Content-Security-Policy."""
    import re

    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert policy, "the page has no Content-Security-Policy"
    directive = next(d for d in policy.group(1).split(";") if d.strip().startswith("script-src"))
    return directive.split()[1:]


def test_the_content_security_policy_allows_no_inline_script(site):
    """No inline script runs: only files of the page's own origin (and the blob: workers PyScript
    makes). 'unsafe-eval' stays because Pyodide needs it (next test); wasm needs its own flag."""
    sources = script_sources((site / "index.html").read_text(encoding="utf-8"))
    assert "'unsafe-inline'" not in sources
    assert sorted(sources) == sorted(["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'", "blob:"])


def test_pyodide_cannot_start_without_unsafe_eval(browser, watch, site, tmp_path):
    """Why 'unsafe-eval' stays: Pyodide's runtime evaluates its EM_ASM snippets with eval() and
    PyScript builds functions with Function(); without it the page cannot boot."""
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    index = copy / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace(" 'unsafe-eval'", ""),
                     encoding="utf-8")
    assert "'unsafe-eval'" not in script_sources(index.read_text(encoding="utf-8"))
    server = Server(copy)
    watch.origin = server.url.rstrip("/")
    context = new_context(browser, watch)
    try:
        tab = context.new_page()
        tab.goto(server.url)
        tab.wait_for_function(
            "() => document.body.hasAttribute('data-app-ready') || "
            "!document.getElementById('boot-error').hidden", timeout=60_000)
        assert tab.get_attribute("body", "data-app-ready") is None
        assert any("unsafe-eval" in error for error in watch.console_errors)
    finally:
        context.close()
        server.stop()
