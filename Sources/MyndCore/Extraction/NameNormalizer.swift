import Foundation

/// Turns a name into the key two mentions of the same person, place or project share.
///
/// "Alice", " alice ", "ALICE" and "Alicé" are one person to the user, so they must be one node.
/// The graph store and the extractors both call this, so dedup means the same thing everywhere.
///
/// For example:
/// ```swift
/// NameNormalizer.key("  Zoë   O'Brien ") // "zoe o'brien"
/// NameNormalizer.key("the Garden project") // "the garden project"
/// ```
public enum NameNormalizer {
    /// The store's `NameKey.normalise`: case, diacritics and width folded, whitespace collapsed, trailing
    /// punctuation dropped. One function, so "dedup" means the same in the extractor and in SQLite.
    public static func key(_ name: String) -> String { NameKey.normalise(name) }

    /// Keys of every run of 1…`maxWords` consecutive words in `text`: the candidates a store looks up
    /// to find which known names a sentence mentions, in O(words) dictionary probes instead of a scan of all names.
    public static func candidateKeys(in text: String, maxWords: Int = 4) -> [String] {
        let words = self.words(in: text)
        // A run of plain words (ASCII, no space, not ending in punctuation `key` strips) has for key its words'
        // keys joined by spaces — `key` works scalar by scalar — so each word is normalised once, not once per run
        // it is in (this runs per message on the reply path). Any other run is keyed whole, as always.
        let wordKeys = words.map(key)
        let plain = words.map { word in
            word.utf8.allSatisfy { $0 > 32 && $0 < 127 } && !".,;:!?".utf8.contains(word.utf8.last ?? 0)
        }
        var keys: [String] = []
        keys.reserveCapacity(words.count * maxWords)
        for start in words.indices {
            var phrase = "", joined = "", allPlain = true
            for end in start..<min(words.count, start + maxWords) {
                phrase = end == start ? words[end] : phrase + " " + words[end]
                allPlain = allPlain && plain[end]
                if allPlain {
                    joined = end == start ? wordKeys[end] : joined + " " + wordKeys[end]
                    keys.append(joined)
                } else {
                    keys.append(key(phrase))
                }
            }
        }
        return keys
    }

    /// Words of `text` without surrounding punctuation (apostrophes and hyphens inside words are kept).
    public static func words(in text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace })
            .map { stripPossessive(String($0).trimmingCharacters(in: edgePunctuation)) }
            .filter { !$0.isEmpty }
    }

    /// Aliases of a node, as the graph keeps them (`Node.aliases`, stored in the `aliases` table).
    public static func aliases(of node: Node) -> [String] { node.aliases }

    /// "Alice's" names Alice.
    private static func stripPossessive(_ word: String) -> String {
        for suffix in ["'s", "\u{2019}s"] where word.count > 2 && word.hasSuffix(suffix) {
            return String(word.dropLast(2))
        }
        return word
    }

    private static let edgePunctuation = CharacterSet.punctuationCharacters.union(.symbols).subtracting(CharacterSet(charactersIn: "&+#"))
}
