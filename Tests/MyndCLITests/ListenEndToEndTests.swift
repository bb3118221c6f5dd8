import Foundation
import MyndTesting
import Testing

/// `mynd listen` end to end: the real binary on a private PulseAudio whose microphone hears espeak-ng, the offline
/// transcriber and the offline Axel. Push-to-talk built by the same function as the daemon's; the process exits
/// only once the exchange is filed, so what was heard is in the graph when it returns.
@Suite("mynd listen end to end", .serialized, .timeLimit(.minutes(2)))
struct ListenEndToEndTests {
    @Test("What the microphone hears is answered on stdout and is in the graph when `mynd listen` exits")
    func heardAnsweredFiled() throws {
        let pulse = try PulseServer()
        let home = try MyndHome(pulse: pulse)
        defer { home.cleanup() }
        let speech = [Int16](repeating: 0, count: 8_000) + (try Shell.speech("remind me to call alice tomorrow"))
            + [Int16](repeating: 0, count: 16_000)
        // The microphone speaks once `listen` has had time to open it; recording stops after 4 s.
        let feeding = Thread {
            usleep(1_000_000)
            pulse.feedMic(speech, paced: true).wait()
        }
        feeding.start()
        let listen = try home.run(["listen", "--seconds", "4", "--with", "offline", "--no-speak"])
        #expect(listen.status == 0, "listen: \(listen.stderr)")
        let heard = try #require(listen.stderr.split(separator: "\n").first { $0.hasPrefix("heard (") },
                                 "nothing heard: \(listen.stderr)")
        let text = String(heard[heard.index(after: try #require(heard.firstIndex(of: ":")))...]).trimmingCharacters(in: .whitespaces)
        #expect(!text.isEmpty)
        #expect(!listen.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "no reply printed")
        let nodes = try home.nodes()
        #expect(nodes.contains { ($0["content"] as? String) == text }, "\(text) not in the graph: \(nodes)")
    }
}
