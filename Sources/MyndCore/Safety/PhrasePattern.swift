import Foundation

/// One line of the safety phrase lists, compiled: a sequence of word tokens matched against `SafetyText.words`.
/// The syntax is described at the top of `Resources/safety/crisis-phrases.txt`.
struct PhrasePattern: Sendable, Hashable {
    enum Token: Sendable, Hashable {
        /// One word: any of `words`, or any word starting with one of `prefixes`; skippable when `optional`.
        case word(words: Set<String>, prefixes: [String], optional: Bool)
        /// Up to `max` words of anything.
        case gap(max: Int)
    }

    let tokens: [Token]
    /// A firm pattern cannot be cancelled by an everyday exception.
    let firm: Bool
    let source: String

    /// Parses one line; nil for a blank line or comment. Throws on a malformed line so a bad list fails its
    /// tests rather than silently matching nothing.
    init?(line: String) throws {
        var text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        firm = text.hasPrefix("!")
        if firm { text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces) }
        source = text
        var tokens: [Token] = []
        for part in text.split(separator: " ") {
            if part == ".." {
                tokens.append(.gap(max: 4))
                continue
            }
            var body = Substring(part)
            let optional = body.hasPrefix("?")
            if optional { body = body.dropFirst() }
            var words = Set<String>()
            var prefixes: [String] = []
            for alternative in body.split(separator: "|", omittingEmptySubsequences: false) {
                if alternative.hasSuffix("*") {
                    prefixes.append(String(alternative.dropLast()))
                } else {
                    words.insert(String(alternative))
                }
            }
            guard !(words.isEmpty && prefixes.isEmpty), !prefixes.contains(where: { $0.contains("*") }),
                  !words.contains(where: { $0.isEmpty || $0.contains { !$0.isLetter && !$0.isNumber } }),
                  !prefixes.contains(where: \.isEmpty) else {
                throw PhraseListError.malformed(line: line)
            }
            tokens.append(.word(words: words, prefixes: prefixes, optional: optional))
        }
        guard tokens.contains(where: { if case .word(_, _, false) = $0 { true } else { false } }) else {
            throw PhraseListError.malformed(line: line)
        }
        self.tokens = tokens
    }

    /// Words that can start a match (nil: any word can, because the pattern starts with a gap, an optional word
    /// or a prefix). Used to skip patterns that cannot start at a position.
    var firstWords: Set<String>? {
        guard case let .word(words, prefixes, optional)? = tokens.first, !optional, prefixes.isEmpty else { return nil }
        return words
    }

    /// The end (exclusive) of a match starting at `start`, or nil.
    func match(_ words: [String], at start: Int) -> Int? {
        match(words, token: 0, position: start)
    }

    private func match(_ words: [String], token: Int, position: Int) -> Int? {
        guard token < tokens.count else { return position }
        switch tokens[token] {
        case let .gap(max):
            for skip in 0...max where position + skip <= words.count {
                if let end = match(words, token: token + 1, position: position + skip) { return end }
            }
            return nil
        case let .word(set, prefixes, optional):
            if position < words.count {
                let word = words[position]
                if set.contains(word) || prefixes.contains(where: { word.hasPrefix($0) }),
                   let end = match(words, token: token + 1, position: position + 1) {
                    return end
                }
            }
            return optional ? match(words, token: token + 1, position: position) : nil
        }
    }
}

enum PhraseListError: Error, Equatable, CustomStringConvertible {
    case malformed(line: String)
    case unknownSection(String)

    var description: String {
        switch self {
        case let .malformed(line): "malformed safety pattern: \(line)"
        case let .unknownSection(name): "unknown safety section [\(name)]"
        }
    }
}
