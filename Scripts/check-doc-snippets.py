#!/usr/bin/env python3
"""Type-checks the ```swift blocks of the Markdown files named on the command line.

Usage: check-doc-snippets.py [--scratch-path PATH] FILE.md...
       check-doc-snippets.py --ios SDK RESOURCE_DIR MODULES [--target TRIPLE] FILE.md...

Each file's blocks are joined into one Swift file, in order, and type-checked with the Swift 6
language mode and warnings as errors. A block whose first line of code (comments aside) starts a
declaration goes at top level; any other block becomes the body of its own `@MainActor`
function, so blocks may reuse local names.

Two kinds of block, each checked by its own run:

- platform-neutral blocks (the default run): against the Theming module built for this machine
  (`swift build` first; pass `--scratch-path` when that build used one);
- blocks preceded by a line `<!-- checked against the iOS SDK -->`, UIKit and SwiftUI code:
  only with `--ios`, against a real iOS SDK, the resource directory that lets this machine's
  compiler read it, and a folder holding a Theming module built for iOS. Scripts/check-ios-sdk.sh
  makes the last two and runs this script with them; it also runs the SIL diagnostics (the
  data-race checks among them) on these blocks.

A block preceded by a line `<!-- not compiled: REASON -->` (another package's code, built
elsewhere) is checked by neither.

Hidden preludes: when `Scripts/doc-preludes/NAME.swift` exists, where NAME is the document's
file name without `.md` (compared case-sensitively, so `MIGRATION.md` and `Migration.md` would
have preludes of their own), it is put before the document's platform-neutral blocks, at top
level; `Scripts/doc-preludes/iOS/NAME.swift` likewise before its iOS blocks. A prelude holds what
the snippets need but a reader does not: the objects they use (`label`, `palette`, `window`)
and, for platform-neutral blocks, stand-ins for platform types (`View`, `Label`), so that those
snippets read like UIKit code yet compile on any platform. Keep it minimal, and do not extend
the library's own types there, so that every library call a snippet makes is real.
"""

import pathlib
import re
import subprocess
import sys
import tempfile

DECLARATION = re.compile(
    r"^(import |extension |struct |final class |class |enum |@MainActor|func |protocol )"
)
NOT_COMPILED = re.compile(r"^<!-- not compiled: .+ -->$")
IOS_MARK = "<!-- checked against the iOS SDK -->"


def blocks(markdown: str, ios: bool):
    """Yields (line number, lines) for each swift block of the kind that the run checks: the
    iOS blocks when `ios`, the platform-neutral ones otherwise."""
    lines = markdown.split("\n")
    mark = None
    index = 0
    while index < len(lines):
        stripped = lines[index].strip()
        if stripped.startswith("```swift"):
            start = index + 1
            end = start
            while end < len(lines) and not lines[end].strip().startswith("```"):
                end += 1
            if mark == ("ios" if ios else None):
                yield start + 1, lines[start:end]
            mark = None
            index = end + 1
            continue
        if NOT_COMPILED.match(stripped):
            mark = "not compiled"
        elif stripped == IOS_MARK:
            mark = "ios"
        elif stripped:
            mark = None
        index += 1


def first_code_line(body: list[str]) -> str:
    """The block's first line that is neither blank nor a comment."""
    return next((line for line in body if line.strip() and not line.strip().startswith("//")), "")


PRELUDES = pathlib.Path(__file__).resolve().parent / "doc-preludes"


def prelude(path: pathlib.Path, ios: bool) -> pathlib.Path | None:
    """The hidden prelude of the document at `path`, matched by exact file name, if any."""
    folder = PRELUDES / "iOS" if ios else PRELUDES
    if not folder.is_dir():
        return None
    wanted = path.stem + ".swift"
    return next((file for file in folder.iterdir() if file.name == wanted), None)


def harness(path: pathlib.Path, ios: bool) -> tuple[str, int]:
    out = []
    count = 0
    hidden = prelude(path, ios)
    if hidden is not None:
        out.append(f"// {hidden} (hidden prelude of {path})")
        out.extend(hidden.read_text(encoding="utf-8").split("\n"))
        out.append("")
    for number, body in blocks(path.read_text(encoding="utf-8"), ios):
        count += 1
        out.append(f"// {path}:{number}")
        if DECLARATION.match(first_code_line(body)):
            out.extend(body)
        else:
            out.append(f"@MainActor func documentationExample{count}() {{")
            out.extend("  " + line if line else line for line in body)
            out.append("}")
        out.append("")
    return "\n".join(out), count


def ios_command(arguments: list[str]) -> tuple[list[str], list[str]]:
    """The compiler command of an `--ios` run, and the documents it names."""
    sdk, resources, modules = arguments[1:4]
    arguments = arguments[4:]
    target = "arm64-apple-ios13.0"
    if arguments[:1] == ["--target"] and len(arguments) >= 2:
        target = arguments[1]
        arguments = arguments[2:]
    # The SIL diagnostics run too. This SDK's Swift 5.10 standard library lacks the typed-throw
    # entry point that a Swift 6 SILGen calls: throws become traps, and the lifetime verifier,
    # which traps upset, is turned off. Checking, not building, is what this run is for.
    command = [
        "swiftc", "-emit-sil", "-Onone", "-wmo", "-o", "/dev/null", "-target", target,
        "-sdk", sdk, "-resource-dir", resources, "-swift-version", "6", "-warnings-as-errors",
        "-I", modules,
        "-Xfrontend", "-throws-as-traps",
        "-Xfrontend", "-disable-ossa-complete-lifetimes",
        "-Xfrontend", "-disable-ossa-verify-complete",
    ]
    return command, arguments


def main() -> int:
    arguments = sys.argv[1:]
    ios = arguments[:1] == ["--ios"] and len(arguments) >= 4
    if ios:
        command, arguments = ios_command(arguments)
    else:
        build = ["swift", "build", "--show-bin-path"]
        if arguments[:1] == ["--scratch-path"] and len(arguments) >= 2:
            build += arguments[:2]
            arguments = arguments[2:]
        modules = subprocess.run(
            build, capture_output=True, text=True, check=True
        ).stdout.strip() + "/Modules"
        command = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                   "-I", modules]
    kind = "iOS " if ios else ""
    failures = 0
    for name in arguments:
        path = pathlib.Path(name)
        source, count = harness(path, ios)
        if count == 0:
            print(f"--   {path}: no {kind}swift blocks")
            continue
        with tempfile.TemporaryDirectory() as folder:
            swift_file = pathlib.Path(folder) / "main.swift"
            swift_file.write_text(source, encoding="utf-8")
            result = subprocess.run(command + [str(swift_file)], capture_output=True, text=True)
        if result.returncode == 0:
            print(f"ok   {path}: {count} {kind}blocks compile")
        else:
            failures += 1
            print(f"FAIL {path}: its {kind}swift blocks do not compile:")
            print(result.stdout + result.stderr)
            numbered = "\n".join(f"{i + 1:4} {line}" for i, line in enumerate(source.split("\n")))
            print(numbered)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
