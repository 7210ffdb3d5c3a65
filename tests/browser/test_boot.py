"""Boot, landing page, and the site working from a plain static server."""

import gzip
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

import serve
from tests.browser.support import READY, Server, each_size, new_context, open_app, wait_for


def test_the_page_boots_from_its_own_origin_and_renders_the_landing_page_from_python(page):
    assert page.get_attribute("body", "data-app-ready") == ""
    assert page.is_hidden("#boot")
    for game in ("puerto_rico", "san_juan", "rio_de_la_plata"):
        assert page.get_by_test_id(f"game-{game}").is_visible()
    # Every game is offered, whole: its card says what it plays (Río with its wars).
    for game in ("puerto_rico", "san_juan", "rio_de_la_plata"):
        assert page.get_by_test_id(f"new-game-{game}").is_enabled()
        assert page.get_by_test_id(f"coming-{game}").count() == 0
    rio = page.get_by_test_id("game-rio_de_la_plata").locator(".availability").inner_text()
    assert "wars" in rio and "coming" not in rio
    assert page.get_by_test_id("link-input").is_visible()
    assert page.get_by_test_id("import-file").count() == 1
    assert page.get_by_text("No saved games yet").is_visible()


def test_the_landing_page_is_drawn_by_modules_the_snapshot_holds_already(page):
    """Booting restores the shell already imported (serve.py's SNAPSHOT_MODULES, made in Node
    with stand-ins for the page's globals): drawing the landing page compiles no module of ours;
    only ``web.main``, which starts the app, runs fresh."""
    imported_since = page.evaluate("""() => ecPython.runPython(`
import sys, web
sorted(name for name in set(sys.modules) - web.snapshot_modules
       if name.split('.')[0] in ('game', 'web'))
`).toJs()""")
    assert imported_since == ["web.main"]


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


def test_the_page_starts_the_sites_own_pyodide(site):
    runtime = (site / "web" / "runtime.mjs").read_text()
    assert 'import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";' in runtime
    for name in ("start.mjs", "runtime.mjs", "fetch-decoded.js", "bot-worker.mjs"):
        assert "http" not in (site / "web" / name).read_text(), name


def test_the_build_ships_a_boot_snapshot_and_the_page_asks_for_it(site):
    assert (site / serve.SNAPSHOT).stat().st_size > 1_000_000
    assert serve.SNAPSHOT_TAG in (site / "index.html").read_text()


def test_a_build_without_a_snapshot_does_not_ask_for_one(monkeypatch, tmp_path):
    monkeypatch.setattr(serve, "_make_snapshot", lambda app_zip, stdlib, quiet: None)
    out = serve.build(tmp_path / "plain", quiet=True, quality=serve.QUICK_QUALITY)
    assert not (out / serve.SNAPSHOT).exists()
    assert "ec-snapshot" not in (out / "index.html").read_text()


def test_a_damaged_snapshot_falls_back_to_an_ordinary_start(browser, watch, site, tmp_path):
    damaged = tmp_path / "damaged"
    shutil.copytree(site, damaged)
    # As a host would send a damaged file: its compressed copies decode to the same bytes.
    garbage = b"\x1f\x8b not really a snapshot"
    (damaged / serve.SNAPSHOT).write_bytes(garbage)
    (damaged / f"{serve.SNAPSHOT}.gz").write_bytes(gzip.compress(garbage))
    (damaged / f"{serve.SNAPSHOT}.br").unlink()
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
    for name in ("pyodide.asm.mjs", "pyodide.asm.mjs.gz", "pyodide.asm.mjs.br"):
        (broken / "vendor" / "pyodide" / name).unlink(missing_ok=True)
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
        wait_for(page, f"document.documentElement.lang === '{lang}' || '{lang}' === 'en'")
        assert heading in page.inner_text("[data-testid=boot-error]")
        assert page.get_by_test_id("boot-retry").is_visible()
        assert page.get_attribute("body", "data-app-ready") is None
    finally:
        context.close()
        server.stop()
    assert watch.off_origin == []


def test_a_build_works_from_a_plain_static_server(browser, watch, site, tmp_path):
    out = tmp_path / "deployed"
    subprocess.run([sys.executable, "serve.py", "build", "--quick", str(out)], check=True,
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
        asked: list[str] = []
        page.on("request", lambda request: asked.append(
            f"{request.method} {request.url.removeprefix(url)}"))
        page.goto(url)
        page.wait_for_selector(READY, timeout=90_000)
        assert page.get_by_test_id("game-puerto_rico").is_visible()
        context.close()
        # A host that compresses nothing: the big files come as their .gz, decoded by the page.
        for big in serve.DECODED:
            assert f"GET {big}.gz" in asked and f"GET {big}" not in asked, big
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


def test_the_landing_page_fits_the_screen_without_horizontal_scrolling(page):
    for width, height in each_size(page, [(1280, 800), (390, 844)]):  # the page resized
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, (width, height)


def script_sources(html: str) -> list[str]:
    """The script-src sources of the page's Content-Security-Policy."""
    import re

    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert policy, "the page has no Content-Security-Policy"
    directive = next(d for d in policy.group(1).split(";") if d.strip().startswith("script-src"))
    return directive.split()[1:]


def test_the_content_security_policy_allows_no_inline_script_and_no_eval(site):
    """Only files of the page's own origin run; WebAssembly needs its own flag. (Before the page
    started Pyodide itself, PyScript needed 'unsafe-eval'; the next test shows nothing does.)"""
    sources = script_sources((site / "index.html").read_text(encoding="utf-8"))
    assert sorted(sources) == sorted(["'self'", "'wasm-unsafe-eval'"])


def test_the_page_boots_without_eval_even_without_its_snapshot(browser, watch, site, tmp_path):
    """The strict policy holds on the slower path too: Pyodide started the ordinary way."""
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    index = copy / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace(serve.SNAPSHOT_TAG, ""),
                     encoding="utf-8")
    assert "'unsafe-eval'" not in script_sources(index.read_text(encoding="utf-8"))
    server = Server(copy)
    watch.origin = server.url.rstrip("/")
    context = new_context(browser, watch)
    try:
        tab = context.new_page()
        open_app(tab, server.url)
        assert tab.get_by_test_id("game-puerto_rico").is_visible()
    finally:
        context.close()
        server.stop()
    assert watch.off_origin == [] and watch.console_errors == []
