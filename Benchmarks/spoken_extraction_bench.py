#!/usr/bin/env python3
"""Understanding on the spoken path, black box: a labelled script (Benchmarks/ExtractionBench/*.json) read aloud by
Piper into a virtual microphone, one push-to-talk turn per utterance, into the real daemon on the embedded defaults
(its local Whisper engine, the offline Axel, the names the graph knows put back). What the daemon filed is read back
through the CLI (`mynd list --json`, `mynd show ID --json`) and scored the way mynd-bench-extraction scores typed text:
people, places, goals, actions and events (precision, recall), re-mentions linked, duplicates, new actions linked to
their goal and false links. The word error rate of what was filed is printed beside them.

    python3 Benchmarks/spoken_extraction_bench.py .build/release Benchmarks/ExtractionBench/heldout.json [--limit N]
        [--verbose] [--heard-script OUT.json]

--heard-script writes the script back with every line as the daemon filed it and the labels unchanged; scored by
mynd-bench-extraction, it shows what understanding loses on Whisper's text (its casing, punctuation and numbers) apart
from the names the ear never heard. A line that filed nothing is kept as an empty line.

Due dates are not scored here: the daemon files against the real clock, not the script's. The typed bench scores
them. Needs what scripts/setup --test installs (pulseaudio, sox, the engine venv with Piper's voice).
"""
import argparse
import json
import os
import re
import shutil
import sys
import tempfile
import time
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "STTBench"))
import stt_bench  # noqa: E402
import voice_loop_bench as vlb  # noqa: E402

TITLES = {"doctor": "dr", "mister": "mr", "missus": "mrs", "professor": "prof"}
TITLE_WORDS = {"dr", "mr", "mrs", "ms", "prof", "uncle", "aunt", "aunty", "auntie", "grandma", "grandpa", "nana", "sergeant",
               "coach", "pastor", "officer", "father", "sister", "cousin", "tia", "tio", "lola", "lolo"}


def name_key(name):
    """mynd-bench-extraction's nameKey: case and diacritics folded, punctuation dropped, no leading "the", spoken
    titles as written ("doctor" → "dr")."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).lower()
    folded = "".join(c for c in folded if c.isalnum() or c == " ")
    words = folded.split()
    if len(words) > 1 and words[0] == "the":
        words = words[1:]
    if len(words) > 1 and words[0] in TITLES:
        words[0] = TITLES[words[0]]
    return " ".join(words)


class Score:
    def __init__(self):
        self.tp = self.fp = self.fn = 0

    def add(self, found, expected):
        self.tp += min(found, expected)
        self.fp += max(0, found - expected)
        self.fn += max(0, expected - found)

    def line(self):
        p = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        r = self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0
        return "precision %.2f  recall %.2f  (tp %d, fp %d, fn %d)" % (p, r, self.tp, self.fp, self.fn)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin")
    parser.add_argument("script")
    parser.add_argument("--limit", type=int, default=0, help="only the first N utterances")
    parser.add_argument("--release-after", type=float, default=0.3, help="seconds between a clip's end and ptt stop")
    parser.add_argument("--verbose", action="store_true", help="every miss, with what was heard")
    parser.add_argument("--heard-script", metavar="OUT.json",
                        help="write the script again with each line as the daemon filed it (its labels kept), so "
                             "mynd-bench-extraction can score understanding of what was heard apart from the ear")
    args = parser.parse_args()
    mynd = os.path.join(os.path.abspath(args.bin), "mynd")
    data_home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.environ["HOME"], ".local", "share")
    engine_python = os.path.join(data_home, "mynd", "engine", "bin", "python3")
    for key in ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "MYND_TRANSCRIBER_URL"]:
        os.environ.pop(key, None)
    with open(args.script) as handle:
        script = json.load(handle)
    utterances = [u for session in script["sessions"] for u in session["utterances"]]
    if args.limit:
        utterances = utterances[:args.limit]

    scratch = tempfile.mkdtemp(prefix="mynd-spoken-clips-")
    clips = []
    for u in utterances:
        clips.append(vlb.piper_pcm(u["t"], scratch, engine_python))
    shutil.rmtree(scratch, ignore_errors=True)

    directory = tempfile.mkdtemp(prefix="mynd-spoken-")
    pulse = vlb.Pulse(directory)
    # Replies are not spoken: only what is filed is measured, and a reply on the speaker would only slow the turns.
    world = vlb.World(mynd, directory, pulse, {"XDG_DATA_HOME": data_home}, "[speech]\nenabled = false\n")
    ctl = world.ctl
    problem = vlb.wait_for_engine(world)
    if problem:
        raise SystemExit(problem)

    def nodes():
        return json.loads(ctl("list", "--json", "--limit", "1000000").stdout or "[]")

    def show(node_id):
        out = ctl("show", node_id, "--json")
        return json.loads(out.stdout) if out.returncode == 0 else None

    people, places, goals, actions, events = Score(), Score(), Score(), Score(), Score()
    rementions = linked_rementions = duplicates = 0
    goal_links = goal_links_made = actions_filed = false_links = 0
    by_id, pairs, misses = {}, [], []
    # The ear apart from understanding: labelled people whose name (without a title) is in what was filed, and
    # how many of those were filed as people.
    names_said = names_heard = names_heard_filed = 0
    print("mynd spoken understanding, black box, embedded defaults: %s; %s, %d utterances (Piper)"
          % (args.bin, os.path.basename(args.script), len(utterances)), flush=True)
    for n, (u, clip) in enumerate(zip(utterances, clips)):
        before = {node["id"] for node in nodes()}
        ctl("ptt", "start")
        time.sleep(0.1)
        world.mic.say(clip)
        time.sleep(len(clip) / 2 / vlb.RATE + args.release_after)
        ctl("ptt", "stop")
        utterance = None
        for _ in range(300):
            time.sleep(0.1)
            new = [node for node in nodes() if node["id"] not in before and node.get("source") == "spoken"]
            if new:
                utterance = new[0]
                break
        if utterance is None:
            misses.append("nothing filed: %s" % u["t"])
            pairs.append((u["t"], ""))
            for kind, score in (("people", people), ("places", places)):
                score.fn += len(u.get(kind, []))
            goals.add(0, u.get("goals", 0)), actions.add(0, u.get("actions", 0)), events.add(0, 1 if u.get("event") else 0)
            continue
        # Let the turn finish filing (links are written with the utterance, in one transaction).
        time.sleep(0.2)
        detail = show(utterance["id"]) or dict(utterance, edges=[])
        pairs.append((u["t"], detail["content"]))
        linked = [e["node"] for e in detail.get("edges", []) if e["direction"] == "outgoing"]
        filed = [detail] + linked
        found_people = {name_key(x["content"]) for x in linked if x["type"] == "person"}
        heard_key = " " + name_key(re.sub(r"['’]s\b", "", detail["content"])) + " "
        for person in u.get("people", []):
            words = name_key(person).split()
            bare = " ".join(words[1:]) if len(words) > 1 and words[0] in TITLE_WORDS else " ".join(words)
            names_said += 1
            if " " + bare + " " in heard_key:
                names_heard += 1
                names_heard_filed += name_key(person) in found_people
        found_places = {name_key(x["content"]) for x in linked if x["type"] == "place"}
        want_people = {name_key(x) for x in u.get("people", [])}
        want_places = {name_key(x) for x in u.get("places", [])}
        for found, want, score, kind in ((found_people, want_people, people, "people"), (found_places, want_places, places, "places")):
            score.tp += len(found & want)
            score.fp += len(found - want)
            score.fn += len(want - found)
            if found != want:
                misses.append("%s: %s | heard: %s → %s, want %s" % (kind, u["t"], detail["content"], sorted(found), sorted(want)))
        restated_id = (detail.get("metadata") or {}).get("restates")
        restated = show(restated_id) if restated_id else None
        goal_nodes = [x for x in filed if x["type"] == "goal"] + ([restated] if restated and restated["type"] == "goal" else [])
        action_nodes = [x for x in filed if x["type"] == "action"] + ([restated] if restated and restated["type"] == "action" else [])
        event_nodes = [x for x in filed if x["type"] == "event"]
        goals.add(len({x["id"] for x in goal_nodes}), u.get("goals", 0))
        actions.add(len({x["id"] for x in action_nodes}), u.get("actions", 0))
        events.add(len(event_nodes), 1 if u.get("event") else 0)
        counts = (len({x["id"] for x in goal_nodes}), len({x["id"] for x in action_nodes}), len(event_nodes))
        if counts != (u.get("goals", 0), u.get("actions", 0), 1 if u.get("event") else 0):
            misses.append("kind: %s | heard: %s → goals %d actions %d events %d" % ((u["t"], detail["content"]) + counts))
        main_nodes = ([restated] if restated else []) + goal_nodes + action_nodes + event_nodes
        if u.get("id") and main_nodes:
            by_id[u["id"]] = main_nodes[0]["id"]
        if u.get("restates"):
            rementions += 1
            if restated_id == by_id.get(u["restates"]) or any(x["id"] == by_id.get(u["restates"]) for x in main_nodes):
                linked_rementions += 1
            else:
                misses.append("re-mention not linked: %s | heard: %s" % (u["t"], detail["content"]))
                if main_nodes:
                    duplicates += 1
        own_goals = {x["id"] for x in goal_nodes}
        if u.get("goalOf"):
            goal_links += 1
            action = next((x for x in main_nodes if x["type"] == "action"), None)
            goal = show(by_id[u["goalOf"]]) if u["goalOf"] in by_id else None
            made = action is not None and goal is not None and any(
                e["direction"] == "outgoing" and e["type"] == "hasAction" and e["node"]["id"] == action["id"]
                for e in goal.get("edges", []))
            if made:
                goal_links_made += 1
            else:
                misses.append("action not linked to its goal: %s | heard: %s" % (u["t"], detail["content"]))
        for action in {x["id"] for x in action_nodes if x["id"] not in before}:
            actions_filed += 1
            shown = show(action) or {"edges": []}
            from_goals = [e["node"]["id"] for e in shown["edges"] if e["direction"] == "incoming" and e["type"] == "hasAction"
                          and e["node"]["type"] == "goal" and e["node"]["id"] not in own_goals]
            wanted = by_id.get(u.get("goalOf"))
            if any(g != wanted for g in from_goals):
                false_links += 1
                misses.append("false link: %s | heard: %s" % (u["t"], detail["content"]))
        if os.environ.get("MYND_BENCH_DEBUG"):
            print("%3d %s\n    heard: %s" % (n, u["t"], detail["content"]), flush=True)
    world.stop()
    pulse.stop()
    shutil.rmtree(directory, ignore_errors=True)
    if args.heard_script:
        heard = iter(text for _, text in pairs)
        copy = json.loads(json.dumps(script))
        copy["about"] = "What the daemon filed for %s, spoken by Piper (labels as written). " % os.path.basename(args.script) + copy.get("about", "")
        for session in copy["sessions"]:
            kept = []
            for u in session["utterances"]:
                text = next(heard, None)
                if text is None:
                    break
                kept.append(dict(u, t=text))
            session["utterances"] = kept
        copy["sessions"] = [s for s in copy["sessions"] if s["utterances"]]
        # Recall needles are the written words; what was heard need not hold them.
        copy["recall"] = []
        with open(args.heard_script, "w") as handle:
            json.dump(copy, handle, ensure_ascii=False, indent=1)

    print("people   " + people.line())
    print("places   " + places.line())
    print("goals    " + goals.line())
    print("actions  " + actions.line())
    print("events   " + events.line())
    if rementions:
        print("re-mentions linked: %d/%d = %.2f; duplicates created: %d"
              % (linked_rementions, rementions, linked_rementions / rementions, duplicates))
    if goal_links:
        print("new actions linked to their goal: %d/%d = %.2f" % (goal_links_made, goal_links, goal_links_made / goal_links))
    print("new actions linked to a goal they do not serve: %d of %d" % (false_links, actions_filed))
    print("word error rate of what was filed: %.3f" % stt_bench.wer(pairs))
    if names_said:
        print("people's names in what was filed (the ear): %d/%d = %.2f; of those, filed as people: %d/%d"
              % (names_heard, names_said, names_heard / names_said, names_heard_filed, names_heard))
    print("(due dates are not scored on this path: the daemon files against the real clock)")
    if args.verbose:
        for miss in misses:
            print("  miss: " + miss)


if __name__ == "__main__":
    main()
