/// Lists written on one line: "1. Milk 2. Eggs", "a) one b) two", "• first • second".
///
/// When a unit opens with a list marker, the next marker in sequence (2 after 1, b after a, the same bullet)
/// starts a new unit even without a full stop before it.
extension SentenceSplitter {
    enum ListMarker: Equatable {
        case number(Int)
        case letter(Character)
        case bullet(Character)
    }

    static let inlineBullets: Set<Character> = ["•", "⁃", "◦", "▪"]

    /// The marker the buffer opens with, and the index just after it.
    func leadingListMarker() -> (ListMarker, Int)? {
        var s = 0
        while s < buffer.count, buffer[s].isWhitespace { s += 1 }
        guard s < buffer.count else { return nil }
        if Self.inlineBullets.contains(buffer[s]) { return (.bullet(buffer[s]), s + 1) }
        var e = s
        while e < buffer.count, e - s < 4, buffer[e].isASCII, buffer[e].isNumber { e += 1 }
        if e > s, e - s <= 3, let value = Int(String(buffer[s..<e])), let end = markerSuffixEnd(from: e) {
            return (.number(value), end)
        }
        if buffer[s].isASCII, buffer[s].isLetter, let end = markerSuffixEnd(from: s + 1) {
            return (.letter(buffer[s]), end)
        }
        return nil
    }

    /// After "1" or "a": ".)", "." or ")" followed by a space; the index after the suffix.
    private func markerSuffixEnd(from index: Int) -> Int? {
        var i = index
        guard i < buffer.count, buffer[i] == "." || buffer[i] == ")" else { return nil }
        if buffer[i] == ".", i + 1 < buffer.count, buffer[i + 1] == ")" { i += 1 }
        i += 1
        guard i < buffer.count, buffer[i].isWhitespace else { return nil }
        return i
    }

    /// Whether the next marker in sequence starts at `index`.
    func listSuccessor(of marker: ListMarker, at index: Int, final: Bool) -> Decision {
        guard index < buffer.count else { return final ? .no : .needMore }
        let c = buffer[index]
        switch marker {
        case let .bullet(bullet):
            return c == bullet ? .yes : .no
        case let .number(value):
            guard c.isASCII, c.isNumber else { return .no }
            var e = index
            while e < buffer.count, buffer[e].isASCII, buffer[e].isNumber { e += 1 }
            if e + 2 >= buffer.count, !final { return .needMore }
            guard Int(String(buffer[index..<e])) == value + 1 else { return .no }
            return markerSuffixEnd(from: e) != nil ? .yes : .no
        case let .letter(letter):
            guard let scalar = letter.unicodeScalars.first, let next = Unicode.Scalar(scalar.value + 1),
                  c == Character(next) else { return .no }
            if index + 3 >= buffer.count, !final { return .needMore }
            return markerSuffixEnd(from: index + 1) != nil ? .yes : .no
        }
    }
}
