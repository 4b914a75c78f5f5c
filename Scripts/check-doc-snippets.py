#!/usr/bin/env python3
"""Type-checks the ```swift blocks of the Markdown files named on the command line.

Each file's blocks are joined into one Swift file, in order, and type-checked with the Swift 6
language mode and warnings as errors against the built Theming module. A block whose first line
starts a declaration goes at top level; any other block becomes the body of its own
`@MainActor` function, so blocks may reuse local names. A block preceded by a line
`<!-- not compiled: REASON -->` (another library's code, or UIKit/AppKit) is skipped.
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


def harness(path: pathlib.Path) -> tuple[str, int]:
    out = []
    count = 0
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
    modules = subprocess.run(
        ["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True
    ).stdout.strip() + "/Modules"
    failures = 0
    for name in sys.argv[1:]:
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
