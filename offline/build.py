"""`python -m offline.build` (what `make offline` runs): the offline runtime and the rules bundle in our static files.

Into `static/vendor/offline/` (not committed; `make offline` makes it again from the npm registry's package):
- `runtime-<pyodide version>/`: the files of the npm package `pyodide` a browser loads (the loader, the
  WebAssembly CPython, its standard library, its package list); their names are fixed by the loader, so the
  version is in the folder's name;
- `rules-<hash>.zip`: `rules/**/*.py`, the compiled catalogs `locale/*/LC_MESSAGES/django.mo`, the limits every
  way in checks first (`calculator/limits.py`, with the empty `calculator/__init__.py`) and the glue
  `mahjong_offline.py` (offline/entry.py), written the same way every time (sorted, fixed dates): its name is a
  hash of its contents, so the same tree gives the same file and any change gives a new name;
- `words-<lang>.json`: the words the offline result says, one catalog per page language, taken from the compiled
  catalogs (offline/words.py lists the phrases);
- `offline.json`: what the server's routes and the service worker need: the version (a hash of the runtime's
  files and the bundle together), each file with its size, the bytes a browser downloads.
- `icon-192.png`, `icon-512.png`, `icon-maskable-512.png`: the app's icons, drawn from `static/offline/icon.svg`
  by `offline/icons.mjs` (sharp, already a build dependency).
Only files that changed are written; a run with nothing changed writes nothing.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "static" / "vendor" / "offline"
PYODIDE = ROOT / "node_modules" / "pyodide"
# what the loader fetches (pyodide.mjs imports pyodide.asm.mjs, which fetches the rest); nothing else is copied
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
LANG_DIRS = ("ja", "zh_Hans", "zh_Hant")
ENTRY = "mahjong_offline.py"
_DATE = (1980, 1, 1, 0, 0, 0)


def pyodide_version() -> str:
    return str(json.loads((PYODIDE / "package.json").read_text(encoding="utf-8"))["version"])


def bundle_files(root: Path = ROOT) -> list[tuple[str, Path]]:
    """(name in the bundle, file): every module of `rules/`, the compiled catalogs, the glue; sorted."""
    files = [
        (p.relative_to(root).as_posix(), p) for p in (root / "rules").rglob("*.py") if "__pycache__" not in p.parts
    ]
    for lang in LANG_DIRS:
        mo = root / "locale" / lang / "LC_MESSAGES" / "django.mo"
        if not mo.exists():
            raise SystemExit(f"{mo} is missing: run `make messages` (compilemessages) first")
        files.append((mo.relative_to(root).as_posix(), mo))
    # the limits every way in checks first (calculator/scoring.py: run_score), read by the glue
    for name in ("calculator/__init__.py", "calculator/limits.py"):
        files.append((name, root / name))
    files.append((ENTRY, root / "offline" / "entry.py"))
    return sorted(files)


def bundle_bytes(root: Path = ROOT) -> bytes:
    """The rules bundle as a zip, the same bytes for the same files (sorted names, fixed dates and modes)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, path in bundle_files(root):
            info = zipfile.ZipInfo(name, date_time=_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, path.read_bytes(), compresslevel=9)
    return buf.getvalue()


def bundle_name(data: bytes) -> str:
    return f"rules-{hashlib.sha256(data).hexdigest()[:16]}.zip"


def write_bundle(folder: Path, root: Path = ROOT) -> Path:
    """The bundle written into `folder` under its hashed name (for the tests: a bundle of the tree as it is)."""
    data = bundle_bytes(root)
    path = folder / bundle_name(data)
    if not path.exists() or path.read_bytes() != data:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return path


def _copy_if_changed(src: Path, dst: Path) -> None:
    if dst.exists() and dst.stat().st_size == src.stat().st_size and dst.read_bytes() == src.read_bytes():
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def _gzip_size(data: bytes) -> int:
    """The bytes on the wire with gzip (WhiteNoise serves a .gz copy in production; brotli is smaller still)."""
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def build(out: Path = OUT) -> dict[str, Any]:
    if not (PYODIDE / "package.json").exists():
        raise SystemExit("node_modules/pyodide is missing: run `npm ci` (make offline does)")
    version = pyodide_version()
    runtime_dir = f"runtime-{version}"
    files: list[dict[str, Any]] = []
    digest = hashlib.sha256()
    for name in RUNTIME_FILES:
        src = PYODIDE / name
        _copy_if_changed(src, out / runtime_dir / name)
        data = src.read_bytes()
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
        files.append({"path": f"{runtime_dir}/{name}", "bytes": len(data), "gzip": _gzip_size(data)})
    bundle = write_bundle(out)
    data = bundle.read_bytes()
    digest.update(bundle.name.encode())
    files.append({"path": bundle.name, "bytes": len(data), "gzip": _gzip_size(data)})
    # older bundles and runtimes are removed: the folder holds one version
    for old in out.glob("rules-*.zip"):
        if old != bundle:
            old.unlink()
    for old in out.glob("runtime-*"):
        if old.name != runtime_dir:
            shutil.rmtree(old)
    words = _words(out)
    for name in words:
        digest.update(name.encode() + b"\0" + hashlib.sha256((out / name).read_bytes()).digest())
    icons = _icons(out)
    info = {
        "version": digest.hexdigest()[:16],
        "pyodide": version,
        "runtime": runtime_dir,
        "bundle": bundle.name,
        "files": files,
        "bytes": sum(f["bytes"] for f in files),
        "gzip": sum(f["gzip"] for f in files),
        "icons": icons,
        "words": words,
    }
    text = json.dumps(info, indent=1, sort_keys=True) + "\n"
    target = out / "offline.json"
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return info


def _words(out: Path) -> dict[str, str]:
    """words-<lang>.json for each page language (offline/words.py), written when changed: {file name: lang}."""
    from offline.words import catalogs

    written = {}
    for lang, catalog in catalogs(ROOT / "locale").items():
        name = f"words-{lang}.json"
        text = json.dumps(catalog, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"
        target = out / name
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
        written[name] = lang
    return written


def _icons(out: Path) -> list[str]:
    """The PNG icons, rendered from our SVG by offline/icons.mjs when the SVG is newer than them."""
    svg = ROOT / "static" / "offline" / "icon.svg"
    names = ["icon-192.png", "icon-512.png", "icon-maskable-512.png"]
    stale = [n for n in names if not (out / n).exists() or (out / n).stat().st_mtime < svg.stat().st_mtime]
    if stale:
        subprocess.run(["node", str(ROOT / "offline" / "icons.mjs"), str(svg), str(out)], check=True)
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m offline.build", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    info = build(args.out)
    mb = info["gzip"] / 1e6
    print(f"offline {info['version']}: pyodide {info['pyodide']}, {info['bundle']}; {mb:.2f} MB to download (gzip)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
