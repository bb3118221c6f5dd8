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
        return listMarker(at: s)
    }

    /// The marker starting at `s` ("1.", "2)", "a)", "•"), and the index just after it.
    func listMarker(at s: Int) -> (ListMarker, Int)? {
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

    /// "Three things: 1) call Alice 2) buy milk": a colon followed by the first marker of a list ("1", "a" or a
    /// bullet) ends the unit, so the items that follow are split by the rule above and said one by one.
    func colonBeforeList(at i: Int, final: Bool) -> Decision {
        var k = i + 1
        guard k < buffer.count else { return final ? .no : .needMore }
        guard buffer[k].isWhitespace else { return .no }
        while k < buffer.count, buffer[k].isWhitespace { k += 1 }
        // "1", "a" or a bullet, then up to ".)" and a space: four characters decide.
        if buffer.count - k < 4, !final { return .needMore }
        guard let (marker, _) = listMarker(at: k) else { return .no }
        switch marker {
        case .number(1), .letter("a"), .letter("A"), .bullet: return .yes
        default: return .no
        }
    }

    /// Whether a unit is a list item ("1. Milk", "b) Eggs", "- bread"): the speaker pauses before each one, so
    /// a list is heard as separate items, not run together.
    public static func isListItem(_ unit: String) -> Bool {
        let trimmed = unit.drop(while: { $0 == " " || $0 == "\t" })
        guard let first = trimmed.first else { return false }
        if "-*+•⁃◦▪".contains(first) { return trimmed.dropFirst().first?.isWhitespace ?? false }
        var rest = Substring(trimmed)
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty {
            guard digits.count <= 3 else { return false }
            rest = rest.dropFirst(digits.count)
        } else if first.isASCII, first.isLetter {
            rest = rest.dropFirst()
            guard rest.first == ")" || rest.hasPrefix(".)") else { return false }  // "a." could be a word's end
        } else {
            return false
        }
        if rest.hasPrefix(".)") { rest = rest.dropFirst(2) } else if rest.first == "." || rest.first == ")" { rest = rest.dropFirst() } else { return false }
        return rest.first?.isWhitespace ?? false
    }
}
