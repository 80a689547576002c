#!/usr/bin/env python3
"""Turns the symbol graphs of one module into a stable, readable summary of its public API.

usage: api-summary.py SYMBOLGRAPH_DIR MODULE OUTPUT

Reads MODULE.symbols.json and every MODULE@Other.symbols.json (the module's extensions of other
modules' types) from SYMBOLGRAPH_DIR, made by swift-symbolgraph-extract with
-minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols, and writes
OUTPUT: a header line with the number of public types, then one line per public declaration,
sorted: the symbol's path, two spaces, its declaration on one line. Types and extensions list
their superclass and conformances; members of constrained extensions end with the extension's
where clause. No file paths, line numbers, doc comments or mangled names, so the summary changes
only when the API does. Prints "MODULE: N public types, M declarations".
"""
import glob
import json
import os
import re
import sys

TYPE_KINDS = {
    "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor", "swift.typealias"
}
# Conformances every type has or that Sendable implies: listing them would only add noise.
IMPLICIT = {"Copyable", "Escapable", "SendableMetatype"}
# Declarations that take no access modifier in Swift source.
NO_ACCESS = {"swift.enum.case", "swift.extension"}


def declaration(symbol):
    """The declaration on one line, without internal parameter names, as three parts: the leading
    attributes, the declaration up to its where clause, and the where clause (or "")."""
    attributes, head, where = [], [], []
    part = head
    previous = []  # the kinds of the fragments so far
    for fragment in symbol["declarationFragments"]:
        kind, spelling = fragment["kind"], fragment["spelling"]
        previous.append(kind)
        if kind == "attribute" and part is head and not "".join(head).strip():
            attributes.append(spelling)
        elif kind == "internalParam":
            if previous[-3:-1] == ["externalParam", "text"] and part and part[-1] == " ":
                part.pop()  # "label name: T" -> "label: T"
            else:
                part.append("_")  # an operator's "lhs: T" -> "_: T"
        elif kind == "keyword" and spelling == "where" and part is head:
            part = where
            where.append(spelling)
        else:
            part.append(spelling)
    parts = (" ".join(attributes), "".join(head), "".join(where))
    return tuple(re.sub(r"\s+", " ", p).strip() for p in parts)


def constraint(item):
    operator = " == " if item["kind"] == "sameType" else " : "
    return item["lhs"] + operator + item["rhs"]


def availability(symbol):
    notes = []
    for item in symbol.get("availability", []):
        words = [item.get("domain", "*")]
        for key in ("introduced", "deprecated", "obsoleted"):
            if key in item:
                version = item[key]
                parts = (str(version.get(k, 0)) for k in ("major", "minor", "patch"))
                words.append(key + " " + ".".join(parts))
        for key in ("isUnconditionallyDeprecated", "isUnconditionallyUnavailable"):
            if item.get(key):
                words.append(key[len("isUnconditionally"):].lower())
        for key in ("renamed", "message"):
            if key in item:
                words.append(f'{key}: "{item[key]}"')
        notes.append("@available(" + ", ".join(words) + ")")
    return notes


def summarise(directory, module):
    files = [os.path.join(directory, module + ".symbols.json")]
    files += sorted(glob.glob(os.path.join(directory, glob.escape(module) + "@*.symbols.json")))
    graphs = []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graphs.append(json.load(handle))
    names = {}
    for graph in graphs:
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])

    def target_name(relationship):
        if relationship["target"] in names:
            return names[relationship["target"]]
        fallback = relationship.get("targetFallback", relationship["target"])
        return fallback.split(".", 1)[-1]  # Swift.Sendable -> Sendable

    lines = []
    types = 0
    for graph in graphs:
        inherits, conforms, requirements = {}, {}, set()
        for relationship in graph["relationships"]:
            kind, source = relationship["kind"], relationship["source"]
            if kind == "requirementOf" or kind == "optionalRequirementOf":
                requirements.add(source)
            elif kind == "inheritsFrom":
                inherits.setdefault(source, []).append(target_name(relationship))
            elif kind == "conformsTo":
                name = target_name(relationship)
                if name in IMPLICIT:
                    continue
                where = sorted(constraint(c) for c in relationship.get("swiftConstraints", []))
                conforms.setdefault(source, []).append((name, where))
        for symbol in graph["symbols"]:
            precise, kind = symbol["identifier"]["precise"], symbol["kind"]["identifier"]
            if kind in TYPE_KINDS:
                types += 1
            attributes, text, where = declaration(symbol)
            access = symbol.get("accessLevel", "public")
            if kind not in NO_ACCESS and precise not in requirements:
                text = access + " " + text
            if attributes:
                text = attributes + " " + text
            supertypes = list(inherits.get(precise, []))
            # A protocol's declaration already lists the protocols it inherits from.
            protocols = [] if kind == "swift.protocol" else conforms.get(precise, [])
            for name, conditions in sorted(set((n, tuple(w)) for n, w in protocols)):
                # An extension's own where clause is already in its declaration.
                if conditions and kind != "swift.extension":
                    name += " (where " + ", ".join(conditions) + ")"
                supertypes.append(name)
            if supertypes:
                text += " : " + ", ".join(supertypes)
            if where:
                text += " " + where
            extension = symbol.get("swiftExtension", {})
            if kind != "swift.extension" and extension.get("constraints"):
                # A member of a constrained extension: the extension's constraints, after its own.
                text += ", " if where else " where "
                text += ", ".join(constraint(c) for c in extension["constraints"])
            notes = availability(symbol)
            if notes:
                text = " ".join(notes) + " " + text
            lines.append(".".join(symbol["pathComponents"]) + "  " + text)
    lines.sort()
    return lines, types


def main():
    directory, module, output = sys.argv[1:]
    lines, types = summarise(directory, module)
    with open(output, "w", encoding="utf-8") as handle:
        handle.write(f"# {module}: {types} public types\n")
        handle.writelines(line + "\n" for line in lines)
    print(f"{module}: {types} public types, {len(lines)} declarations")


if __name__ == "__main__":
    main()
