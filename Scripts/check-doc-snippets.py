#!/usr/bin/env python3
"""Type-checks the ```swift blocks of the Markdown files named on the command line.

Usage: check-doc-snippets.py [--scratch-path PATH] FILE.md...

Each file's blocks are joined into one Swift file, in order, and type-checked with the Swift 6
language mode and warnings as errors against the built Theming module (`swift build` first; pass
`--scratch-path` when that build used one). A block whose first line starts a declaration goes
at top level; any other block becomes the body of its own `@MainActor` function, so blocks may
reuse local names. A block preceded by a line `<!-- not compiled: REASON -->` (another library's
code, or UIKit/AppKit) is skipped.

Hidden preludes: when `Scripts/doc-preludes/NAME.swift` exists, where NAME is the document's
file name without `.md` (compared case-sensitively, so `MIGRATION.md` and `Migration.md` would
have preludes of their own), it is put before the document's blocks, at top level. A prelude
holds what the snippets need but a reader does not: stand-ins for platform types (`View`,
`Label`), so that the snippets read like UIKit code yet compile on any platform, and the objects
they use (`label`, `palette`). Keep it minimal and platform-neutral, and do not extend the
library's own types there, so that every library call a snippet makes is real. A document
without a prelude is checked as before.
"""

import pathlib
import re
import subprocess
import sys
import tempfile

DECLARATION = re.compile(
    r"^(import |extension |struct |final class |class |enum |@MainActor|func |protocol )"
)
SKIP = re.compile(r"^<!-- not compiled: .+ -->$")


def blocks(markdown: str):
    """Yields (line number, lines) for each compilable swift block."""
    lines = markdown.split("\n")
    skip_next = False
    index = 0
    while index < len(lines):
        stripped = lines[index].strip()
        if stripped.startswith("```swift"):
            start = index + 1
            end = start
            while end < len(lines) and not lines[end].strip().startswith("```"):
                end += 1
            if not skip_next:
                yield start + 1, lines[start:end]
            skip_next = False
            index = end + 1
            continue
        if SKIP.match(stripped):
            skip_next = True
        elif stripped:
            skip_next = False
        index += 1


PRELUDES = pathlib.Path(__file__).resolve().parent / "doc-preludes"


def prelude(path: pathlib.Path) -> pathlib.Path | None:
    """The hidden prelude of the document at `path`, matched by exact file name, if any."""
    if not PRELUDES.is_dir():
        return None
    wanted = path.stem + ".swift"
    return next((file for file in PRELUDES.iterdir() if file.name == wanted), None)


def harness(path: pathlib.Path) -> tuple[str, int]:
    out = []
    count = 0
    hidden = prelude(path)
    if hidden is not None:
        out.append(f"// {hidden} (hidden prelude of {path})")
        out.extend(hidden.read_text(encoding="utf-8").split("\n"))
        out.append("")
    for number, body in blocks(path.read_text(encoding="utf-8")):
        count += 1
        first = next((line for line in body if line.strip()), "")
        out.append(f"// {path}:{number}")
        if DECLARATION.match(first):
            out.extend(body)
        else:
            out.append(f"@MainActor func documentationExample{count}() {{")
            out.extend("  " + line if line else line for line in body)
            out.append("}")
        out.append("")
    return "\n".join(out), count


def main() -> int:
    arguments = sys.argv[1:]
    build = ["swift", "build", "--show-bin-path"]
    if arguments[:1] == ["--scratch-path"] and len(arguments) >= 2:
        build += arguments[:2]
        arguments = arguments[2:]
    modules = subprocess.run(
        build, capture_output=True, text=True, check=True
    ).stdout.strip() + "/Modules"
    failures = 0
    for name in arguments:
        path = pathlib.Path(name)
        source, count = harness(path)
        with tempfile.TemporaryDirectory() as folder:
            swift_file = pathlib.Path(folder) / "main.swift"
            swift_file.write_text(source, encoding="utf-8")
            result = subprocess.run(
                ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                 "-I", modules, str(swift_file)],
                capture_output=True, text=True,
            )
        if result.returncode == 0:
            print(f"ok   {path}: {count} blocks compile")
        else:
            failures += 1
            print(f"FAIL {path}: its swift blocks do not compile:")
            print(result.stdout + result.stderr)
            numbered = "\n".join(f"{i + 1:4} {line}" for i, line in enumerate(source.split("\n")))
            print(numbered)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
