/// The inline style and scripts of the HTML report: nothing is loaded from elsewhere.
///
/// The first script records every script error on `<body data-errors="N">`; the last makes the
/// filters, the search and the open and close buttons work, opens the scenario named in the URL's
/// fragment, and sets `data-ready="true"` on `<body>` once it has run, which the browser test
/// reads.
enum HTMLAssets {
  static let errorRecorder: StaticString = #"""
    (function () {
      var errors = window.acceptanceErrors = [];
      function record(message) {
        errors.push(message);
        if (document.body) {
          document.body.setAttribute('data-errors', String(errors.length));
          document.body.setAttribute('data-error-messages', errors.join('\n'));
        }
      }
      window.addEventListener('error', function (event) {
        record(String(event.message || event.error || 'script error'));
      });
      window.addEventListener('unhandledrejection', function (event) {
        record('unhandled rejection: ' + String(event.reason));
      });
    })();
    """#

  static let script: StaticString = #"""
    (function () {
      'use strict';
      var body = document.body;
      var each = function (list, action) { Array.prototype.forEach.call(list, action); };
      var scenarios = Array.prototype.slice.call(document.querySelectorAll('details.scenario'));
      var texts = scenarios.map(function (scenario) {
        var feature = scenario.closest('section.feature');
        var heading = feature ? feature.querySelector('h2') : null;
        return ((heading ? heading.textContent : '') + '\n' + scenario.textContent).toLowerCase();
      });
      var boxes = Array.prototype.slice.call(
        document.querySelectorAll('#filters input[name="status"]'));
      var tagFilter = document.getElementById('tag-filter');
      var search = document.getElementById('search');
      var shownCount = document.getElementById('shown-count');
      var nothingShown = document.getElementById('nothing-shown');

      function apply() {
        var statuses = {};
        boxes.forEach(function (box) { statuses[box.value] = box.checked; });
        var tag = tagFilter.value;
        var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
        var shown = 0;
        scenarios.forEach(function (scenario, index) {
          var tags = (scenario.getAttribute('data-tags') || '').split(' ');
          var visible = statuses[scenario.getAttribute('data-status')] === true &&
            (tag === '' || tags.indexOf(tag) >= 0) &&
            words.every(function (word) { return texts[index].indexOf(word) >= 0; });
          scenario.hidden = !visible;
          if (visible) { shown += 1; }
        });
        each(document.querySelectorAll('section.rule, section.feature'), function (section) {
          section.hidden = section.querySelector('details.scenario:not([hidden])') === null;
        });
        shownCount.textContent = shown + ' of ' + scenarios.length + ' scenario' +
          (scenarios.length === 1 ? '' : 's') + ' shown';
        nothingShown.hidden = shown > 0;
      }

      function openAll(open) {
        scenarios.forEach(function (scenario) { if (!scenario.hidden) { scenario.open = open; } });
      }

      function openTarget() {
        var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (!target || !target.matches('details.scenario')) { return; }
        if (target.hidden) {
          boxes.forEach(function (box) { box.checked = true; });
          tagFilter.value = '';
          search.value = '';
          apply();
        }
        target.open = true;
        target.scrollIntoView();
      }

      boxes.forEach(function (box) { box.addEventListener('change', apply); });
      tagFilter.addEventListener('change', apply);
      search.addEventListener('input', apply);
      document.getElementById('open-all').addEventListener('click', function () {
        openAll(true);
      });
      document.getElementById('close-all').addEventListener('click', function () {
        openAll(false);
      });
      window.addEventListener('hashchange', openTarget);
      apply();
      if (location.hash.length > 1) { openTarget(); }
      body.setAttribute('data-scenarios', String(scenarios.length));
      body.setAttribute('data-errors', String((window.acceptanceErrors || []).length));
      body.setAttribute('data-ready', 'true');
    })();
    """#

  static let style: StaticString = #"""
    :root {
      --passed: #1a7f37; --failed: #cf222e; --skipped: #6e7781; --pending: #9a6700;
      --undefined: #bc4c00; --ambiguous: #8250df; --border: #d0d7de; --muted: #57606a;
      --soft: #f6f8fa; --link: #0969da;

      font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
      color: #1f2328; background: #fff;
    }
    body { margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 3rem; line-height: 1.45; }
    a { color: var(--link); }
    h1 { font-size: 1.6rem; margin: .2em 0; }
    code, pre, .location, .code, .duration, .tl-table td.time {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
    }
    .status {
      display: inline-block; padding: 0 .55em; border-radius: 1em; color: #fff; font-size: .75em;
      font-weight: 600; text-transform: uppercase; letter-spacing: .03em; vertical-align: .1em;
      background: var(--skipped);
    }
    .status.passed { background: var(--passed); } .status.failed { background: var(--failed); }
    .status.pending { background: var(--pending); }
    .status.undefined { background: var(--undefined); }
    .status.ambiguous { background: var(--ambiguous); }
    .verdict { font-size: 1.05rem; margin: .3em 0; }
    .verdict .status { font-size: .85em; }
    .notes { list-style: none; padding: 0; margin: .2em 0; color: var(--muted); font-size: .85em; }
    .run-problems .warning { color: var(--pending); }
    .attention {
      border: 1px solid #ffb3b0; border-left: 4px solid var(--failed); border-radius: 6px;
      padding: .4em 1em; margin: 1em 0; background: #fff8f8;
    }
    .attention h2 { font-size: 1rem; margin: .2em 0; }
    .attention ul { margin: .2em 0; padding-left: 1.2em; }
    .attention li { margin: .15em 0; }
    #filters {
      position: sticky; top: 0; z-index: 5; background: #fff; display: flex; flex-wrap: wrap;
      gap: .5em 1.2em; align-items: center; padding: .6em 0; border-bottom: 1px solid var(--border);
      font-size: .9em;
    }
    body:not([data-ready="true"]) #filters { display: none; }
    #filters fieldset {
      border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .3em;
    }
    #filters legend { float: left; font-weight: 600; margin-right: .3em; padding: 0; }
    .status-filter {
      border: 1px solid var(--border); border-radius: 1em; padding: .05em .6em .05em .3em;
      cursor: pointer; white-space: nowrap;
    }
    .status-filter.empty { opacity: .45; }
    .status-filter .count { font-weight: 700; }
    .status-filter.failed .count { color: var(--failed); }
    .status-filter.passed .count { color: var(--passed); }
    .status-filter.undefined .count { color: var(--undefined); }
    .status-filter.pending .count { color: var(--pending); }
    .status-filter.ambiguous .count { color: var(--ambiguous); }
    #search { width: 16em; }
    #shown-count { color: var(--muted); margin-left: auto; }
    .feature { margin: 1.4em 0; }
    .feature > h2 {
      font-size: 1.2rem; border-bottom: 1px solid var(--border); padding-bottom: .2em;
    }
    .rule { margin: 1em 0 1em 1.2em; }
    .rule > h3 { font-size: 1.05rem; margin: .4em 0; }
    .keyword { font-weight: 600; color: var(--muted); }
    .location, .code, .duration { color: var(--muted); font-size: .8em; font-weight: normal; }
    .tag {
      display: inline-block; background: #ddf4ff; color: var(--link); border-radius: 1em;
      padding: 0 .5em; margin-right: .25em; font-size: .75em; font-weight: normal;
    }
    .description { white-space: pre-line; color: var(--muted); margin: .2em 0 .4em; }
    details.scenario {
      border: 1px solid var(--border); border-left: 4px solid var(--skipped); border-radius: 6px;
      margin: .5em 0; background: #fff;
    }
    details.scenario[data-status="passed"] { border-left-color: var(--passed); }
    details.scenario[data-status="failed"] { border-left-color: var(--failed); }
    details.scenario[data-status="pending"] { border-left-color: var(--pending); }
    details.scenario[data-status="undefined"] { border-left-color: var(--undefined); }
    details.scenario[data-status="ambiguous"] { border-left-color: var(--ambiguous); }
    details.scenario > summary { cursor: pointer; padding: .4em .7em; }
    details.scenario > summary .name { font-weight: 600; }
    details.scenario[open] > summary {
      border-bottom: 1px solid var(--border); background: var(--soft);
    }
    details.scenario > .description { margin: .4em 1em 0; }
    .steps { list-style: none; margin: 0; padding: .4em .8em .6em; }
    .steps > li { margin: .15em 0; }
    .step-line { display: flex; gap: .3em; align-items: baseline; }
    .step-line .meta { margin-left: auto; padding-left: 1em; white-space: nowrap; }
    .mark {
      display: inline-block; width: 1.1em; text-align: center; font-weight: 700;
      color: var(--skipped);
    }
    li.passed .mark { color: var(--passed); } li.failed .mark { color: var(--failed); }
    li.pending .mark { color: var(--pending); } li.undefined .mark { color: var(--undefined); }
    li.ambiguous .mark { color: var(--ambiguous); }
    li.skipped .text, li.skipped .keyword { color: var(--skipped); }
    li.hook .keyword, li.hook .text { font-style: italic; }
    .status-word { color: var(--muted); font-size: .9em; }
    li.group {
      font-size: .75em; font-weight: 600; color: var(--muted); text-transform: uppercase;
      letter-spacing: .05em; margin-top: .5em;
    }
    pre {
      white-space: pre-wrap; overflow-wrap: anywhere; font-size: .82em; margin: .3em 0 .3em 1.5em;
      padding: .45em .7em; border-radius: 4px; background: var(--soft);
      border: 1px solid var(--border);
    }
    pre.error { background: #fff1f0; border-color: #ffb3b0; color: #82071e; }
    li.undefined pre.error, li.pending pre.error {
      background: #fff8f0; border-color: #ffc89b; color: #762c00;
    }
    .reason { margin: .2em 0 .2em 1.5em; color: var(--muted); font-style: italic; }
    .data-table { border-collapse: collapse; margin: .3em 0 .3em 1.5em; font-size: .85em; }
    .data-table td { border: 1px solid var(--border); padding: .1em .5em; }
    .attachments { margin: .3em 0 .3em 1.5em; }
    .attachments pre { margin-left: 0; }
    pre.attachment.log { background: #fffbe6; border-color: #f0e2a8; }
    details.attachment > summary, .tl-table > summary {
      cursor: pointer; color: var(--muted); font-size: .8em;
    }
    .attachment .note { color: var(--failed); }
    .attachment.links { margin: .2em 0; padding-left: 1.2em; font-size: .9em; }
    .attachment.image { margin: .3em 0; }
    .attachment.image img { max-width: 100%; max-height: 480px; border: 1px solid var(--border); }
    figcaption { color: var(--muted); font-size: .8em; }
    #nothing-shown { color: var(--muted); font-style: italic; }
    .timeline {
      margin: .4em 0; padding: .5em .8em .4em; border: 1px solid var(--border); border-radius: 6px;
      background: #fff;
    }
    .timeline figcaption { margin-bottom: .5em; }
    .tl-legend { margin-left: .8em; white-space: nowrap; }
    .tl-key { display: inline-block; vertical-align: middle; margin: 0 .15em 0 .6em; }
    .tl-key.point { width: 9px; height: 9px; border-radius: 50%; background: var(--link); }
    .tl-key.bar { width: 18px; height: 8px; border-radius: 2px; background: var(--passed); }
    .tl-key.bar.over { background: var(--failed); }
    .tl-key.budget {
      width: 18px; height: 12px; border: 1px dashed #8c959f; box-sizing: border-box;
    }
    .tl-row { display: flex; align-items: center; min-height: 24px; }
    .tl-lane {
      flex: 0 0 10em; box-sizing: border-box; padding-right: .7em; text-align: right;
      font-size: .8em;
      color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
    }
    .tl-track, .tl-axis { position: relative; flex: 1 1 auto; margin-right: 10px; }
    .tl-track {
      height: 24px; border-bottom: 1px solid #eaeef2;
      background-image: linear-gradient(to right, #d8dee4 1px, transparent 1px);
      background-size: var(--tick) 100%;
    }
    .tl-axis { height: 1.4em; font-size: .72em; color: var(--muted); }
    .tl-tick { position: absolute; top: 0; transform: translateX(-50%); white-space: nowrap; }
    .tl-tick:first-child { transform: none; }
    .tl-tick:last-child { transform: translateX(-100%); }
    .tl-mark { position: absolute; cursor: default; outline: none; }
    .tl-point {
      top: 6px; width: 12px; height: 12px; margin-left: -6px; border-radius: 50%;
      background: var(--link);
      color: #fff; font-size: 9px; line-height: 12px; text-align: center;
      box-shadow: 0 0 0 1.5px #fff;
    }
    .tl-point:not(:empty) {
      top: 4px; width: 16px; height: 16px; margin-left: -8px; line-height: 16px;
    }
    .tl-bar {
      top: 7px; height: 10px; min-width: 3px; border-radius: 2px; background: var(--passed);
    }
    .tl-bar.over { background: var(--failed); }
    .tl-budget {
      position: absolute; top: 3px; height: 18px; border: 1px dashed #8c959f; border-radius: 3px;
      box-sizing: border-box;
    }
    .tl-mark:hover, .tl-mark:focus { z-index: 3; box-shadow: 0 0 0 2px #1f2328; }
    .tl-mark:hover::after, .tl-mark:focus::after {
      content: attr(data-tip); position: absolute; bottom: calc(100% + 6px); left: 50%;
      transform: translateX(-50%); width: max-content; max-width: 32em; white-space: pre-line;
      background: #1f2328; color: #fff; font-size: 12px; line-height: 1.35; padding: .35em .55em;
      border-radius: 4px; z-index: 4; pointer-events: none; text-align: left;
    }
    .tl-mark.tip-start:hover::after, .tl-mark.tip-start:focus::after { left: 0; transform: none; }
    .tl-mark.tip-end:hover::after, .tl-mark.tip-end:focus::after {
      left: auto; right: 0; transform: none;
    }
    .tl-table table { border-collapse: collapse; font-size: .8em; margin: .3em 0; }
    .tl-table th, .tl-table td {
      text-align: left; padding: .1em .7em; border-bottom: 1px solid #eaeef2;
    }
    .tl-table td.time { text-align: right; white-space: nowrap; }
    .tl-table tr.over td { color: var(--failed); font-weight: 600; }
    @media print {
      #filters { display: none; }
      details.scenario > summary { background: none; }
    }
    """#
}
