#!/usr/bin/env python3
"""Writes a package that compiles every ```swift sample of the `///` comments under Sources/.

usage: python3 ci/doc-samples.py REPO OUT

OUT becomes a package of the same targets as REPO (its manifest, with `Sources` and `Examples`
linked to REPO's, so `package` declarations are visible as they are inside REPO) plus a target
`DocSamples`: one file per sample, after `#sourceLocation` so that a compiler error names the
sample's own file and line. A sample that imports modules is a whole file, compiled as it is; one
that declares public types is kept at file scope; any other is the body of a function. All but
whole files see every module of the package, and the names they use without defining them
(`steps`, `world`, `harness`, `MyWorld`...) are declared by `DocSamples/Preamble.swift` or by
CONTEXT below. Prints how many samples were written.

A sample that is not meant to compile (shell, grammar, output) takes another fence: ```sh, ```text.
"""

import os
import re
import sys

# The modules every sample sees; the example app's `@testable`, as its docs are for its maintainers
# (StepLibrary's are internal).
IMPORTS = """\
import Acceptance
import AcceptanceCommandLine
import AcceptanceTesting
import AcceptanceXCTest
@testable import AppSteps
@testable import AppTesting
@testable import AuthSimulator
import Calculator
import CalculatorSteps
import CucumberExpressions
import Foundation
import Gherkin
@testable import ProfileApp
import TagExpressions
import Testing
import VirtualTime
import XCTest
"""

# The names samples use as given, declared where a sample uses them (and does not define them) as
# parameters of the sample's function.
CONTEXT = {
    "steps": "steps: inout StepRegistry<MyWorld>",
    "options": "options: RunOptions",
    "arguments": "arguments: [String]",
    "reporters": "reporters: [any RunReporter]",
    "style": "style: ConsoleStyle",
    "pretty": "pretty: any RunReporter",
    "harness": "harness: AppHarness",
    "dependencies": "dependencies: AppDependencies",
    "service": "service: MockAuthService",
    "navigator": "navigator: Navigator",
    "registry": "registry: ModuleRegistry",
    "recording": "recording: Recording",
    "birthDate": "birthDate: CalendarDate",
    "now": "now: Date",
    "app": "app: AppContext",
    "session": "session: SessionStore",
    "library": "library: inout StepLibrary",
    "time": "time: TimeControl",
    "world": "world: MyWorld",
    "credentials": "credentials: LoginModels.Credentials",
    "request": "request: LoginModels.Request",
    "e": "e: String",
    "p": "p: String",
}

PREAMBLE = """\
/// The world of the samples that register steps: whatever a sample's world needs.
final class MyWorld: @unchecked Sendable {
  var receiptJSON = "{}"
  var receiptNumber = 1
  var screen = SampleScreen.home
  var ball: (any Sendable)?
  func register(email: String) {}
  func logIn(_ email: String) async throws {}
}

enum SampleScreen { case home, login }

/// The registry of a suite's steps, as a sample names it.
enum MySteps {
  static var registry: StepRegistry<MyWorld> { StepRegistry() }
}

typealias LoginWorld = MyWorld
typealias LoginSteps = MySteps

/// The `self` of the samples written inside a presenter.
@MainActor final class SamplePresenter {
  let interactor: any LoginInteracting
  let submission: Submission
  weak var view: (any LoginView)?

  init(interactor: any LoginInteracting, tasks: TaskTracker) {
    self.interactor = interactor
    submission = Submission(tasks: tasks)
  }

  func login(_ request: LoginModels.Request) async {}
  func finish(_ response: LoginModels.Response) {}
}
"""

FENCE = re.compile(r"^\s*/// ?```swift\s*$")
END = re.compile(r"^\s*/// ?```\s*$")
COMMENT = re.compile(r"^\s*/// ?")


def samples(repo):
    """Each sample under Sources/: (path relative to repo, line of its first code line, lines)."""
    found = []
    for root, dirs, files in os.walk(os.path.join(repo, "Sources")):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as file:
                lines = file.read().split("\n")
            index = 0
            while index < len(lines):
                if FENCE.match(lines[index]):
                    start = index + 1
                    end = start
                    while end < len(lines) and not END.match(lines[end]):
                        if not lines[end].lstrip().startswith("///"):
                            sys.exit(f"{os.path.relpath(path, repo)}:{index + 1}: unclosed sample")
                        end += 1
                    body = [COMMENT.sub("", line, count=1) for line in lines[start:end]]
                    found.append((os.path.relpath(path, repo), start + 1, body))
                    index = end + 1
                else:
                    index += 1
    return found


def at_file_scope(body):
    """Whether a sample is kept at file scope: it imports modules or declares public types."""
    return any(re.match(r"(import|public|open) ", line) for line in body)


def defines(body, name):
    """Whether the sample defines `name` itself (a constant, variable, type or function)."""
    pattern = rf"\b(let|var|class|struct|enum|func|typealias)\s+{re.escape(name)}\b"
    return re.search(pattern, "\n".join(body)) is not None


def source(path, line, body):
    """The Swift file of one sample."""
    text = "\n".join(body)
    located = f'#sourceLocation(file: "{path}", line: {line})\n{text}\n#sourceLocation()\n'
    if any(line.startswith("import ") for line in body):
        return located  # a whole file: its imports are all it has
    if at_file_scope(body):
        return IMPORTS + "\n" + located
    used = [
        declaration
        for name, declaration in CONTEXT.items()
        if re.search(rf"(?<![.\w]){re.escape(name)}\b", text) and not defines(body, name)
    ]
    function = re.sub(r"\W", "_", f"{path}_{line}")
    wrapped = f"func sample_{function}({', '.join(used)}) async throws {{\n" + located + "}\n"
    # A sample written inside a presenter method uses `self`: a method of SamplePresenter.
    if re.search(r"\bself\b", text):
        wrapped = "extension SamplePresenter {\n" + wrapped + "}\n"
    else:
        wrapped = "@MainActor " + wrapped
    return IMPORTS + "\n" + wrapped


MANIFEST_TAIL = """

// Added by ci/doc-samples.py: no tests; the Calculator example; the samples.
package.targets.removeAll { $0.type == .test || ($0.path ?? "").hasPrefix("Tests/") }
package.targets += [
  .target(name: "Calculator", path: "Examples/Calculator/Sources/Calculator"),
  .target(
    name: "CalculatorSteps", dependencies: ["Calculator", "Acceptance"],
    path: "Examples/Calculator/Sources/CalculatorSteps"),
]
package.targets.append(
  .target(
    name: "DocSamples",
    dependencies: package.targets.filter { $0.type == .regular }.map { .target(name: $0.name) },
    path: "DocSamples",
    // A sample may leave a value unused (`x  // 3`): only errors count.
    swiftSettings: [.unsafeFlags(["-suppress-warnings"])]))
"""


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    repo, out = (os.path.abspath(argument) for argument in sys.argv[1:])
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(repo, "Package.swift"), encoding="utf-8") as file:
        manifest = file.read() + MANIFEST_TAIL
    write(os.path.join(out, "Package.swift"), manifest)
    for name in ("Sources", "Examples"):
        link, target = os.path.join(out, name), os.path.join(repo, name)
        if os.path.islink(link) and os.readlink(link) != target:
            os.remove(link)
        if not os.path.islink(link):
            os.symlink(target, link)
    folder = os.path.join(out, "DocSamples")
    found = samples(repo)
    wanted = {"Preamble.swift": IMPORTS + "\n" + PREAMBLE}
    for number, (path, line, body) in enumerate(found, 1):
        wanted[f"Sample{number:03}.swift"] = source(path, line, body)
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name not in wanted:
            os.remove(os.path.join(folder, name))
    for name, text in wanted.items():
        write(os.path.join(folder, name), text)
    print(len(found))


def write(path, text):
    """Writes `text` unless the file has it already, so that unchanged samples are not rebuilt."""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            if file.read() == text:
                return
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    main()
