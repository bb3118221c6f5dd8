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
    /// Case-folded, diacritics removed, inner whitespace collapsed, trimmed, trailing punctuation dropped.
    public static func key(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(name) }
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if CharacterSet.whitespacesAndNewlines.contains(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.unicodeScalars.append(" "); pendingSpace = false }
            out.unicodeScalars.append(scalar)
        }
        while let last = out.unicodeScalars.last, trailingPunctuation.contains(last) {
            out.unicodeScalars.removeLast()
        }
        return out.lowercased()
    }

    /// The same rules for plain ASCII, without Foundation's folding (the common case, and the hot one when a
    /// store probes every phrase of a sentence).
    private static func asciiKey(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var pendingSpace = false
        for byte in name.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace { bytes.append(0x20); pendingSpace = false }
                bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
        }
        while let last = bytes.last, [0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F].contains(last) { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Keys of every run of 1…`maxWords` consecutive words in `text`: the candidates a store looks up
    /// to find which known names a sentence mentions, in O(words) dictionary probes instead of a scan of all names.
    public static func candidateKeys(in text: String, maxWords: Int = 4) -> [String] {
        let words = self.words(in: text)
        var keys: [String] = []
        keys.reserveCapacity(words.count * maxWords)
        for start in words.indices {
            var phrase = ""
            for end in start..<min(words.count, start + maxWords) {
                phrase = end == start ? words[end] : phrase + " " + words[end]
                keys.append(key(phrase))
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

    /// Aliases of a node, as the graph keeps them: `metadata["aliases"]`, comma separated.
    public static func aliases(of node: Node) -> [String] {
        guard let raw = node.metadata["aliases"] else { return [] }
        return raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// "Alice's" names Alice.
    private static func stripPossessive(_ word: String) -> String {
        for suffix in ["'s", "\u{2019}s"] where word.count > 2 && word.hasSuffix(suffix) {
            return String(word.dropLast(2))
        }
        return word
    }

    private static let trailingPunctuation = CharacterSet(charactersIn: ".,;:!?")
    private static let edgePunctuation = CharacterSet.punctuationCharacters.union(.symbols).subtracting(CharacterSet(charactersIn: "&+#"))
}
