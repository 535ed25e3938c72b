"""`trace --format sarif` read by sarif-pydantic, an independent model of SARIF 2.1.0
(typed objects for the log, runs, rules, results and locations). The published
SARIF JSON schema is not available to this build, so this model is the judge."""

from __future__ import annotations

import copy
import json
import shutil
import subprocess
from pathlib import Path

import pytest
import sarif_pydantic
from pydantic import ValidationError

FIXTURE = Path(__file__).resolve().parents[1] / "Fixtures" / "XcodeApp"


def sarif_of(barskin, folder, *extra):
    result = subprocess.run([barskin, "trace", "XcodeApp", "--format", "sarif", *extra], cwd=folder, capture_output=True, text=True)
    assert result.returncode == 1, result.stderr
    return json.loads(result.stdout)


def test_the_log_is_sarif_2_1_0(barskin, tmp_path):
    shutil.copytree(FIXTURE, tmp_path / "XcodeApp")
    document = sarif_of(barskin, tmp_path)
    log = sarif_pydantic.Sarif.model_validate(document)
    assert log.version == "2.1.0"
    run = log.runs[0]
    assert run.tool.driver.name == "barskin"
    rules = [rule.id for rule in run.tool.driver.rules]
    assert "not-in-bundle" in rules and "possibly-used" in rules and len(rules) == len(set(rules))
    # 33, and the fixture's preview art that nothing loads (Preview Content/sample), an unused development asset.
    assert len(run.results) == 34
    kinds = {(result.rule_id, result.level.value if hasattr(result.level, "value") else result.level) for result in run.results}
    assert ("missing", "error") in kinds and ("not-in-bundle", "warning") in kinds
    assert ("unused-development-asset", "warning") in kinds
    located = [result for result in run.results if result.locations[0].physical_location.region is not None]
    assert all(result.locations[0].physical_location.region.start_line >= 1 for result in located)
    assert {result.locations[0].physical_location.artifact_location.uri_base_id for result in run.results} == {"%SRCROOT%"}


def test_the_judge_refuses_a_broken_log(barskin, tmp_path):
    shutil.copytree(FIXTURE, tmp_path / "XcodeApp")
    document = sarif_of(barskin, tmp_path)
    broken = copy.deepcopy(document)
    broken["runs"][0]["results"][0]["level"] = "fatal"
    with pytest.raises(ValidationError):
        sarif_pydantic.Sarif.model_validate(broken)
    broken = copy.deepcopy(document)
    broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"] = {"startLine": "ten"}
    with pytest.raises(ValidationError):
        sarif_pydantic.Sarif.model_validate(broken)
