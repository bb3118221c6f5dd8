import MyndCore
import Testing

/// `NameNormalizer.candidateKeys` keys each word once and joins plain runs; every key must still be exactly the
/// key of the whole run, as the store and the in-memory graph look names up by it.
struct CandidateKeysTests {
    /// The definition: every run of 1…`maxWords` words, keyed whole.
    func wholeRunKeys(_ text: String, maxWords: Int = 4) -> [String] {
        let words = NameNormalizer.words(in: text)
        var keys: [String] = []
        for start in words.indices {
            for end in start..<min(words.count, start + maxWords) {
                keys.append(NameNormalizer.key(words[start...end].joined(separator: " ")))
            }
        }
        return keys
    }

    @Test("Every run's key is the key of the whole run", arguments: [
        "I want to finish goal planning with person12 and alias22 at name41, then talk to name31 about the project",
        "Dr. Ng and Mister O'Neil met Zoë at the Café Müller… in São Paulo!",
        "ask ravi about it; Mary-Jane's talk? then CALL BOB.",
        "ｆｕｌｌｗｉｄｔｈ Ｎａｍｅ and ﬁne ligatures, 1st… 2nd:: 3rd;",
        "trailing dots... and ?!? alone ! here",
        "",
    ])
    func sameAsWholeRuns(text: String) {
        #expect(NameNormalizer.candidateKeys(in: text) == wholeRunKeys(text))
        #expect(NameNormalizer.candidateKeys(in: text, maxWords: 2) == wholeRunKeys(text, maxWords: 2))
    }
}
