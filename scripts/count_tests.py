#!/usr/bin/env python3
"""Count test CASES of a `bazel test` run and print `N passed, N failed`.

Inputs:
  --targets FILE   test labels expected to run (one per line; from
                   `bazel query 'tests(//...)'`).
  --bep FILE       Build Event Protocol JSON of the run
                   (--build_event_json_file); gives each target's status and
                   the test.xml of every run/shard/attempt, cached results
                   included.
  --testlogs DIR   bazel-testlogs; used for targets the BEP file does not
                   mention (or when no BEP file is given).
  --bazel-exit N   exit code of `bazel test`.
  --extra-xml FILE JUnit XML of a test run outside Bazel (repeatable; e.g.
                   the nested consumer workspace build); its cases count like
                   a target's, a missing or unreadable file as 1 failed.

Rules:
  * Each <testcase> in a target's test.xml is one case; it failed if it has a
    <failure> or <error> child, it is skipped if it has a <skipped> child or
    gtest marks it status="notrun" (DISABLED_ tests). Skipped cases count as
    neither passed nor failed.
  * Targets that wrote no XML get Bazel's generated test.xml (one case for the
    whole target), so they count as one case.
  * A target that failed (by Bazel's status) although its XML shows no failed
    case (e.g. LeakSanitizer after all cases passed, a crash after the XML was
    written, a timeout) adds 1 failed.
  * A target with no result at all (did not build, was not run) or with an
    unreadable XML counts as 1 failed.
  * If bazel failed (exit code other than 0/3/4) and nothing above was counted
    as failed (e.g. a library no test depends on does not compile), 1 failed
    is added for the build.

The last line printed is exactly `N passed, N failed`. Exit code: 1 if any
case failed or no case passed/failed at all, else 0.
"""

import argparse
import json
import os
import sys
import urllib.parse
import xml.etree.ElementTree as ET

FAILED_STATUSES = {
    "FAILED",
    "TIMEOUT",
    "INCOMPLETE",
    "REMOTE_FAILURE",
    "FAILED_TO_BUILD",
    "TOOL_HALTED_BEFORE_TESTING",
    "NO_STATUS",
}


def label_to_testlog_dir(testlogs, label):
    """//pkg/sub:name -> <testlogs>/pkg/sub/name"""
    label = label.strip()
    if label.startswith("@"):
        return None
    label = label.lstrip("/")
    if ":" in label:
        pkg, name = label.split(":", 1)
    else:
        pkg, name = label, label.rsplit("/", 1)[-1]
    return os.path.join(testlogs, pkg, name)


def count_xml(path):
    """Returns (passed, failed, skipped) for one XML file, or None if unreadable."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return None
    passed = failed = skipped = 0
    cases = [root] if root.tag == "testcase" else list(root.iter("testcase"))
    for case in cases:
        tags = {child.tag for child in case}
        if "failure" in tags or "error" in tags:
            failed += 1
        elif "skipped" in tags or case.get("status") == "notrun" or case.get(
                "result") in ("skipped", "suppressed"):
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped


def uri_to_path(uri):
    if uri.startswith("file://"):
        return urllib.parse.unquote(uri[len("file://"):])
    return None


def read_bep(path):
    """label -> {"shards": {(run, shard): (attempt, status, xml_path)},
                 "summary": overallStatus or None}"""
    results = {}
    if not path or not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                continue
            eid = event.get("id", {})
            if "testResult" in eid:
                tid = eid["testResult"]
                label = tid.get("label")
                key = (tid.get("run", 1), tid.get("shard", 1))
                attempt = tid.get("attempt", 1)
                payload = event.get("testResult", {})
                status = payload.get("status", "NO_STATUS")
                xml = None
                for out in payload.get("testActionOutput", []):
                    if out.get("name") == "test.xml":
                        xml = uri_to_path(out.get("uri", ""))
                entry = results.setdefault(label, {"shards": {}, "summary": None})
                prev = entry["shards"].get(key)
                if prev is None or attempt >= prev[0]:
                    entry["shards"][key] = (attempt, status, xml)
            elif "testSummary" in eid:
                label = eid["testSummary"].get("label")
                entry = results.setdefault(label, {"shards": {}, "summary": None})
                entry["summary"] = event.get("testSummary", {}).get("overallStatus")
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--targets", required=True)
    ap.add_argument("--bep")
    ap.add_argument("--testlogs")
    ap.add_argument("--bazel-exit", type=int, default=0)
    ap.add_argument("--extra-xml", action="append", default=[])
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()

    with open(args.targets, encoding="utf-8") as f:
        targets = [t.strip() for t in f if t.strip()]
    bep = read_bep(args.bep)
    if bep:
        # Also count any test target the run reported that the query missed.
        known = set(targets)
        targets += sorted(l for l in bep if l and l not in known)

    total_passed = total_failed = total_skipped = 0
    problems = []
    for label in targets:
        passed = failed = skipped = 0
        target_failed = False
        xmls = []
        entry = bep.get(label) if bep is not None else None
        if entry and entry["shards"]:
            for (_attempt, status, xml) in entry["shards"].values():
                xmls.append(xml)
                if status in FAILED_STATUSES:
                    target_failed = True
            if entry["summary"] in FAILED_STATUSES:
                target_failed = True
        elif bep is not None:
            # Part of //... but produced no result in this run.
            problems.append(f"{label}: no test result (build failure or not run)")
            total_failed += 1
            continue
        else:
            d = label_to_testlog_dir(args.testlogs or "bazel-testlogs", label)
            if d and os.path.isdir(d):
                for dirpath, _dirs, files in os.walk(d):
                    if "test.xml" in files:
                        xmls.append(os.path.join(dirpath, "test.xml"))
            if not xmls:
                problems.append(f"{label}: no test.xml")
                total_failed += 1
                continue

        unreadable = False
        for xml in xmls:
            counted = count_xml(xml) if xml else None
            if counted is None:
                unreadable = True
                continue
            passed += counted[0]
            failed += counted[1]
            skipped += counted[2]
        if unreadable and failed == 0:
            failed += 1
            problems.append(f"{label}: missing or unreadable test.xml")
        elif target_failed and failed == 0:
            failed += 1
            problems.append(f"{label}: target failed but its XML reports no "
                            "failed case (crash, sanitizer report or timeout "
                            "after the cases ran); counted as 1 failed")
        if args.verbose:
            print(f"  {label}: {passed} passed, {failed} failed, {skipped} skipped")
        total_passed += passed
        total_failed += failed
        total_skipped += skipped

    for xml in args.extra_xml:
        counted = count_xml(xml)
        if counted is None:
            problems.append(f"{xml}: missing or unreadable test XML")
            total_failed += 1
            continue
        total_passed += counted[0]
        total_failed += counted[1]
        total_skipped += counted[2]

    if args.bazel_exit not in (0, 3, 4) and total_failed == 0:
        problems.append(f"bazel exited with code {args.bazel_exit} "
                        "(build failure); counted as 1 failed")
        total_failed += 1

    for p in problems:
        print(f"note: {p}")
    if total_skipped:
        print(f"({total_skipped} skipped)")
    print(f"{total_passed} passed, {total_failed} failed")
    if total_failed or (total_passed + total_failed) == 0:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
