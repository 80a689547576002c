#!/usr/bin/env bash
# The HTML report in a real browser. Runs `acceptance` on ci/html-report/ (a passing scenario, two
# failing ones with skipped steps, an undefined step, a skipped one (@skip), a name full of markup;
# every one drives the app) into `--format html:FILE`, opens the page in headless Chromium, and checks the rendered DOM
# (ci/html-report/check-dom.py): the page's script ran without errors, every scenario shows its
# status, the ones that did not pass are open and listed first, each has its timeline, and the
# markup stayed text. Then ci/html-report/interact.html uses the filters, the search and the
# buttons from a frame and compares what they show with interact.expected. Then it takes a
# screenshot; `bash ci/html-report.sh --update-screenshot`
# copies it into the documentation catalog. Chromium is installed with apt-get when missing in CI
# (as root, CI=true).
set -euo pipefail
cd "$(dirname "$0")/.."
screenshot_target=Sources/Acceptance/Acceptance.docc/Resources/html-report.png
update_screenshot=false
[ "${1:-}" = "--update-screenshot" ] && update_screenshot=true

if ! command -v chromium >/dev/null; then
  if [ "${CI:-}" = "true" ] && [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium \
      >/dev/null
  else
    echo "ci/html-report.sh: needs chromium (apt-get install chromium; in CI, as root with" \
      "CI=true, this script installs it)" >&2
    exit 1
  fi
fi

# ci/build.sh's flags, so that after it in .ci/run nothing is rebuilt.
build=(swift build --enable-code-coverage)
"${build[@]}" --product acceptance >/dev/null
bin=$("${build[@]}" --show-bin-path)/acceptance
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

set +e
"$bin" ci/html-report --format "html:$work/report.html" >"$work/run.log" 2>&1
status=$?
set -e
if [ "$status" != 1 ] || [ ! -s "$work/report.html" ]; then
  cat "$work/run.log" >&2
  echo "ci/html-report.sh: the run exited $status (expected 1: two scenarios fail)" \
    "or wrote no report" >&2
  exit 1
fi

browser=(chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --no-first-run
  --virtual-time-budget=5000 --user-data-dir="$work/profile")
"${browser[@]}" --dump-dom "file://$work/report.html" >"$work/dom.html" 2>"$work/chromium.log" || {
  cat "$work/chromium.log" >&2
  exit 1
}
python3 ci/html-report/check-dom.py "$work/dom.html"

# The filters, the search and the buttons, used by ci/html-report/interact.html from a frame.
cp ci/html-report/interact.html "$work/"
"${browser[@]}" --allow-file-access-from-files --dump-dom "file://$work/interact.html" \
  >"$work/interact-dom.html" 2>>"$work/chromium.log"
python3 ci/html-report/check-dom.py --interactions "$work/interact-dom.html" \
  ci/html-report/interact.expected

"${browser[@]}" --window-size=1280,1300 --screenshot="$work/report.png" \
  "file://$work/report.html" >/dev/null 2>>"$work/chromium.log"
if [ "$(head -c 8 "$work/report.png" | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
  echo "ci/html-report.sh: the screenshot is not a PNG" >&2
  exit 1
fi
echo "ok   screenshot of the report: $(wc -c <"$work/report.png") bytes"
if $update_screenshot; then
  mkdir -p "$(dirname "$screenshot_target")"
  cp "$work/report.png" "$screenshot_target"
  echo "ok   updated $screenshot_target"
fi
