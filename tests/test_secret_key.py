"""The secret key in ``instance/secret_key``: made once, whole, private, and the same for every server that
starts at the same moment on a fresh instance folder (two keys would reject each other's sessions)."""

from __future__ import annotations

import multiprocessing
import stat
from pathlib import Path

import pytest

from scorekeeper import app as app_module
from scorekeeper.app import _instance_secret

TRIALS = 40
PROCESSES = 6


def _start(instance: str, barrier, queue) -> None:
    barrier.wait()  # every process reaches the empty folder together
    try:
        queue.put(_instance_secret(Path(instance)))
    except Exception as exc:  # reported to the test, not lost in a child
        queue.put(f"failed: {exc!r}")


def _keys_of_a_simultaneous_start(instance: Path) -> list[str]:
    ctx = multiprocessing.get_context("fork")
    barrier, queue = ctx.Barrier(PROCESSES), ctx.Queue()
    processes = [ctx.Process(target=_start, args=(str(instance), barrier, queue)) for _ in range(PROCESSES)]
    for process in processes:
        process.start()
    keys = [queue.get(timeout=30) for _ in processes]
    for process in processes:
        process.join(timeout=30)
    return keys


def test_servers_starting_together_on_a_fresh_instance_share_one_key(tmp_path):
    # The old write_text-if-missing gave different keys in about 7 trials of 100 on this machine.
    for trial in range(TRIALS):
        instance = tmp_path / f"instance-{trial}"
        instance.mkdir()
        keys = _keys_of_a_simultaneous_start(instance)
        assert len(set(keys)) == 1, f"trial {trial}: {keys}"
        assert len(keys[0]) == 64 and int(keys[0], 16) >= 0
        assert (instance / "secret_key").read_text() == keys[0]
        assert [p.name for p in instance.iterdir()] == ["secret_key"], "a temporary file was left behind"


def test_the_key_file_is_readable_by_its_owner_only(tmp_path):
    _instance_secret(tmp_path)
    assert stat.S_IMODE((tmp_path / "secret_key").stat().st_mode) == 0o600


def test_an_existing_key_is_kept(tmp_path):
    (tmp_path / "secret_key").write_text("a key the owner chose\n")
    assert _instance_secret(tmp_path) == "a key the owner chose"


def test_without_hard_links_the_key_is_created_exclusively(tmp_path, monkeypatch):
    def no_links(*_args):
        raise PermissionError("this file system has no hard links")

    monkeypatch.setattr(app_module.os, "link", no_links)
    first = _instance_secret(tmp_path)
    assert _instance_secret(tmp_path) == first
    assert [p.name for p in tmp_path.iterdir()] == ["secret_key"]
    assert stat.S_IMODE((tmp_path / "secret_key").stat().st_mode) == 0o600


def test_an_empty_key_file_is_an_error_not_an_empty_key(tmp_path):
    (tmp_path / "secret_key").write_text("")
    with pytest.raises(RuntimeError, match="delete it"):
        app_module._read_key(tmp_path / "secret_key", wait_seconds=0.05)
