"""Fails when a public type name of the library modules collides: with another library module's,
with its own module's name, or with a top-level type of Swift Testing, XCTest or Foundation.

usage: api-collisions.py WORK MODULE... -- FRAMEWORK...
WORK holds one folder of symbol graphs per module and per framework (as ci/api.sh extracts them).
"""

import json
import pathlib
import sys

TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
              "swift.actor"}


def top_level_types(folder: pathlib.Path, module: str) -> set[str]:
    """The names of the top-level public types declared by `module` (not by its extensions)."""
    names = set()
    for path in folder.glob(f"{module}.symbols.json"):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            if symbol["kind"]["identifier"] in TYPE_KINDS and len(symbol["pathComponents"]) == 1:
                names.add(symbol["pathComponents"][0])
    return names


def main() -> int:
    work = pathlib.Path(sys.argv[1])
    split = sys.argv.index("--")
    modules, frameworks = sys.argv[2:split], sys.argv[split + 1:]
    ours = {module: top_level_types(work / module, module) for module in modules}
    theirs = {framework: top_level_types(work / framework, framework) for framework in frameworks}
    problems = []
    owners: dict[str, list[str]] = {}
    for module, names in ours.items():
        if module in names:
            problems.append(f"{module}.{module}: a type named like its module")
        for name in names:
            owners.setdefault(name, []).append(module)
    for name, modules_with_it in sorted(owners.items()):
        if len(modules_with_it) > 1:
            problems.append(f"{name}: declared by {' and '.join(modules_with_it)}")
        for framework, names in theirs.items():
            if name in names:
                problems.append(f"{modules_with_it[0]}.{name}: shadows {framework}.{name}")
    for problem in problems:
        print(f"ci/api.sh: public name collision: {problem}", file=sys.stderr)
    checked = ", ".join(frameworks)
    print(f"public type names: {len(owners)}, no collisions among them or with {checked}"
          if not problems else f"{len(problems)} public name collision(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
