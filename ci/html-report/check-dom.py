"""Checks the DOM that headless Chromium rendered from the HTML report of ci/html-report/.

Usage: check-dom.py DOM_FILE, or check-dom.py --interactions DOM_FILE EXPECTED_FILE for the DOM of
interact.html, whose <body data-result> must be the lines of EXPECTED_FILE. Exits 1 naming every
check that failed.
"""

import difflib
import sys
from html.parser import HTMLParser

# Each scenario of report.feature, with the status the page must give it.
EXPECTED = {
    "Successful login shows the Home screen": "passed",
    "A slow login breaks the one-second budget": "failed",
    "The welcome text names somebody else": "failed",
    "Shaking the phone is not written yet": "undefined",
    "Changing the password waits for its screen": "skipped",
    'Names are text </script><img src=x onerror="document.body.dataset.injected=1"> & stay so':
        "passed",
}


def feature_line(text):
    """The line of report.feature that holds `text`."""
    with open("ci/html-report/report.feature", encoding="utf-8") as feature:
        return next(number for number, line in enumerate(feature, 1) if text in line)


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []
        self.classes = set((self.attrs.get("class") or "").split())

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def find(self, tag=None, cls=None):
        for child in self.children:
            if isinstance(child, str):
                continue
            if (tag is None or child.tag == tag) and (cls is None or cls in child.classes):
                yield child
            yield from child.find(tag, cls)


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", [], None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def main(path):
    tree = Tree()
    with open(path, encoding="utf-8") as dom:
        tree.feed(dom.read())
    failures = []

    def check(condition, message):
        if not condition:
            failures.append(message)

    body = next(tree.root.find("body"), None)
    if body is None:
        print("check-dom.py: the DOM has no <body>", file=sys.stderr)
        return 1
    check(body.attrs.get("data-ready") == "true",
          "the page's script did not finish (body data-ready is %r)" % body.attrs.get("data-ready"))
    check(body.attrs.get("data-errors") == "0",
          "script errors: %s (%s)" % (body.attrs.get("data-errors"),
                                      body.attrs.get("data-error-messages")))
    check("data-injected" not in body.attrs, "markup in a scenario name ran as HTML")
    check(not any(img.attrs.get("src") == "x" for img in tree.root.find("img")),
          "markup in a scenario name became an <img>")

    scenarios = {}
    for details in tree.root.find("details", "scenario"):
        name = next(details.find("span", "name"), None)
        keyword = next(name.find("span", "keyword"), None) if name else None
        title = name.text()[len(keyword.text()):].strip() if name and keyword else ""
        scenarios[title] = details
    for title, status in EXPECTED.items():
        details = scenarios.get(title)
        if details is None:
            failures.append("no scenario %r on the page (found %s)" % (title, list(scenarios)))
            continue
        check(details.attrs.get("data-status") == status,
              "%r is %r, not %r" % (title, details.attrs.get("data-status"), status))
        badge = next(details.find("span", "status"), None)
        check(badge is not None and badge.text() == status, "%r has no %s badge" % (title, status))
        settled = status in ("passed", "skipped")
        check(("open" in details.attrs) == (not settled),
              "%r should be %s" % (title, "closed" if settled else "open"))
        check(next(details.find("figure", "timeline"), None) is not None,
              "%r drives the app but shows no timeline" % title)
    check(len(scenarios) == len(EXPECTED),
          "%d scenarios on the page, expected %d" % (len(scenarios), len(EXPECTED)))

    slow = scenarios.get("A slow login breaks the one-second budget")
    if slow is not None:
        timeline = next(slow.find("figure", "timeline"))
        lanes = [lane.text() for lane in timeline.find("span", "tl-lane") if lane.text()]
        for lane in ["User", "Login view", "Navigation", "Auth service", "Home view"]:
            check(lane in lanes,
                  "the slow login's timeline has no %r lane (lanes: %s)" % (lane, lanes))
        check(any("over" in bar.classes for bar in timeline.find("span", "tl-bar")),
              "the slow login's call is not drawn over budget")
        check("loading shown" in timeline.text(), "the timeline does not list 'loading shown'")
        errors = " ".join(pre.text() for pre in slow.find("pre", "error"))
        check("over its budget" in errors and "ci/html-report/report.feature:" in errors,
              "the budget failure does not give its message and feature line: %r" % errors)

    welcome = scenarios.get("The welcome text names somebody else")
    if welcome is not None:
        check(any(True for _ in welcome.find("li", "skipped")),
              "the step after the failed check is not shown as skipped")
        errors = " ".join(pre.text() for pre in welcome.find("pre", "error"))
        line = feature_line('Then the welcome text should exactly read: "Welcome, somebody else!"')
        check("at ci/html-report/report.feature:%d " % line in errors,
              "the failed check does not name its feature line %d: %r" % (line, errors))

    undefined = scenarios.get("Shaking the phone is not written yet")
    if undefined is not None:
        errors = " ".join(pre.text() for pre in undefined.find("pre", "error"))
        check('steps.when("the user shakes the phone")' in errors,
              "the undefined step has no snippet: %r" % errors)

    passing = scenarios.get("Successful login shows the Home screen")
    if passing is not None:
        check(next(passing.find("table", "data-table"), None) is not None,
              "the data table of the passing scenario is missing")

    attention = next(tree.root.find("nav", "attention"), None)
    links = list(attention.find("a")) if attention else []
    check(len(links) == 3, "%d scenarios listed as not passing, expected 3" % len(links))
    shown = next(tree.root.find("output"), None)
    check(shown is not None and shown.text() == "6 of 6 scenarios shown",
          "the filters did not count the scenarios: %r" % (shown.text() if shown else None))

    for failure in failures:
        print("check-dom.py: " + failure, file=sys.stderr)
    if not failures:
        print("ok   the rendered report shows %d scenarios with their statuses and timelines, "
              "without script errors" % len(scenarios))
    return 1 if failures else 0


def interactions(path, expected_path):
    """Compares what interact.html saw the report do with the expected lines."""
    tree = Tree()
    with open(path, encoding="utf-8") as dom:
        tree.feed(dom.read())
    body = next(tree.root.find("body"), None)
    result = (body.attrs.get("data-result") or "") if body is not None else ""
    with open(expected_path, encoding="utf-8") as expected_file:
        expected = expected_file.read().strip("\n")
    if result != expected:
        print("check-dom.py: the report's filters, search and buttons did not do what %s says:"
              % expected_path, file=sys.stderr)
        for line in difflib.unified_diff(expected.split("\n"), result.split("\n"), "expected",
                                         "got", lineterm=""):
            print("  " + line, file=sys.stderr)
        return 1
    print("ok   the filters, the search, the open and close buttons and links work (%d checks)"
          % len(expected.split("\n")))
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "--interactions":
        sys.exit(interactions(sys.argv[2], sys.argv[3]))
    sys.exit(main(sys.argv[1]))
