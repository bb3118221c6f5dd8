import Foundation

/// Cuts a stream of text pieces (a model's tokens) into speakable units the moment each is complete.
///
/// Speech can only start once a unit is known to be whole, so the splitter never holds text longer than it must:
/// a full stop followed by a space and a capital ends a sentence at once unless the word before it is a known
/// abbreviation or an initial. Waiting is limited to the one character after the punctuation (and, after an
/// ambiguous abbreviation, the next word). The first unit of a reply may be a clause ("Sure, here is what I
/// found on Tuesday,") so audio starts before the first sentence ends. Fenced code blocks are dropped whole.
///
/// For example:
/// ```swift
/// var splitter = SentenceSplitter()
/// splitter.feed("Dr. Smith paid $3.50. The")   // ["Dr. Smith paid $3.50."]
/// splitter.finish()                            // ["The"]
/// ```
public struct SentenceSplitter: Sendable {
    /// Emit the first unit early: at a clause break once it is long enough, or at a sentence end without waiting
    /// for the next character. Only the first unit of a reply is affected.
    public var earlyFirstUnit: Bool
    public var minClauseCharacters: Int
    public var minClauseWords: Int
    /// The first unit's budget in characters, for an engine that makes a whole unit before any of it is heard
    /// (Piper): a first sentence longer than this is cut — at its first clause, or before a conjunction or a
    /// preposition — so the first audio comes sooner (`shortFirstUnitEnd`). Nil: the first unit is the whole first
    /// sentence whenever it is known.
    public var shortFirstUnitAbove: Int?

    var buffer: [Character] = []
    var emitted = 0
    private var trimLeadingPunctuation = false

    public init(earlyFirstUnit: Bool = true, minClauseCharacters: Int = 40, minClauseWords: Int = 6,
                shortFirstUnitAbove: Int? = nil) {
        self.earlyFirstUnit = earlyFirstUnit
        self.minClauseCharacters = minClauseCharacters
        self.minClauseWords = minClauseWords
        self.shortFirstUnitAbove = shortFirstUnitAbove
    }

    /// Splits a whole text into sentences (no early clause: everything is already here).
    public static func split(_ text: String) -> [String] {
        var splitter = SentenceSplitter(earlyFirstUnit: false)
        return splitter.feed(text) + splitter.finish()
    }

    /// Adds a piece of text; returns the units it completed, in order.
    public mutating func feed(_ piece: String) -> [String] {
        buffer.append(contentsOf: piece)
        return drain(final: false)
    }

    /// The text is over: returns whatever is left as the last unit(s).
    public mutating func finish() -> [String] {
        let units = drain(final: true)
        reset()
        return units
    }

    /// Forgets everything (barge-in); the next piece starts a new reply.
    public mutating func reset() {
        buffer.removeAll()
        emitted = 0
        trimLeadingPunctuation = false
    }

    private mutating func drain(final: Bool) -> [String] {
        var units: [String] = []
        while true {
            if earlyFirstUnit, emitted == 0, let limit = shortFirstUnitAbove,
               let end = shortFirstUnitEnd(sentenceEnd: nextBoundary(final: final)?.end ?? (final ? buffer.count : eagerSentenceEnd()),
                                           limit: limit) {
                take(end: end, resume: end, eager: true, into: &units)
            } else if let cut = nextBoundary(final: final) {
                take(end: cut.end, resume: cut.resume, eager: false, into: &units)
            } else if !final, earlyFirstUnit, emitted == 0, let end = eagerSentenceEnd() ?? firstClauseEnd() {
                take(end: end, resume: end, eager: true, into: &units)
            } else {
                break
            }
        }
        if final { take(end: buffer.count, resume: buffer.count, eager: false, into: &units) }
        return units
    }

    private mutating func take(end: Int, resume: Int, eager: Bool, into units: inout [String]) {
        var unit = Substring(String(buffer[0..<end]))
        buffer.removeFirst(resume)
        if trimLeadingPunctuation {
            unit = unit.drop { Self.terminators.contains($0) || ")]”’»".contains($0) || $0.isWhitespace }
        }
        let text = unit.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        units.append(text)
        emitted += 1
        trimLeadingPunctuation = eager
    }

    /// The first certain boundary: (end of the unit, where the next one starts), or nil if none is known yet.
    private func nextBoundary(final: Bool) -> (end: Int, resume: Int)? {
        let count = buffer.count
        var lineStart = 0
        var i = 0
        let listMarker = leadingListMarker()
        while i < count {
            let c = buffer[i]
            if i == lineStart, let fence = fenceBoundary(at: i, final: final) {
                return fence.wait ? nil : (fence.end, fence.resume)
            }
            if c == "\n" {
                switch newlineBoundary(at: i, lineStart: lineStart, final: final) {
                case .yes(let resume): return (i, resume)
                case .needMore: return nil
                case .no: lineStart = i + 1
                }
                i += 1
                continue
            }
            if c.isWhitespace, let (marker, markerEnd) = listMarker, i >= markerEnd {
                switch listSuccessor(of: marker, at: i + 1, final: final) {
                case .yes: return (i, i + 1)
                case .needMore: return nil
                case .no: break
                }
            }
            if c == ":", listMarker == nil {
                switch colonBeforeList(at: i, final: final) {
                case .yes:
                    var k = i + 1
                    while k < count, buffer[k].isWhitespace { k += 1 }
                    return (i + 1, k)
                case .needMore: return nil
                case .no: break
                }
            }
            guard Self.terminators.contains(c) else { i += 1; continue }
            var j = i
            while j < count, Self.terminators.contains(buffer[j]) { j += 1 }
            let run = Array(buffer[i..<j])
            while j < count, Self.closers.contains(buffer[j]) { j += 1 }
            if j == count { return final ? (count, count) : nil }
            if buffer[j].isWhitespace {
                var k = j
                while k < count, buffer[k].isWhitespace { k += 1 }
                if k == count { return final ? (j, count) : nil }
                switch isBoundary(period: i, run: run, next: k, final: final) {
                case .yes: return (j, k)
                case .needMore: return nil
                case .no: break
                }
            } else {
                switch gluedBoundary(period: i, run: run, next: j, final: final) {
                case .yes: return (j, j)
                case .needMore: return nil
                case .no: break
                }
            }
            i = j
        }
        return nil
    }

    enum Decision: Equatable { case yes, no, needMore }
    enum LineDecision: Equatable { case yes(resume: Int), no, needMore }

    /// The token (non-space run) that ends just before `index`, and whether it opens the unit or a line.
    private func token(before index: Int) -> (text: String, atLineStart: Bool) {
        var start = index
        while start > 0, !buffer[start - 1].isWhitespace { start -= 1 }
        // A line (or unit) start, possibly after a bullet: "• 9. The first item".
        var before = start - 1
        while before >= 0, buffer[before] == " " || buffer[before] == "\t" || "•⁃◦▪-*+".contains(buffer[before]) {
            before -= 1
        }
        let atLineStart = before < 0 || buffer[before] == "\n"
        return (String(buffer[start..<index]), atLineStart)
    }

    private func isBoundary(period: Int, run: [Character], next: Int, final: Bool) -> Decision {
        var f = next
        while f < buffer.count, Self.openers.contains(buffer[f]) { f += 1 }
        if f == buffer.count { return final ? .yes : .needMore }
        let first = buffer[f]
        if first.isLowercase { return .no }
        // "[...]" and "(…)" mark an omission inside a sentence.
        if period > 0, "[(".contains(buffer[period - 1]) { return .no }
        // Spaced ellipsis ". . .": decide at its last dot.
        if first == "." || first == "…" { return .no }
        if run.contains(where: { "!?‽".contains($0) }) { return first.isUppercase || first.isNumber ? .yes : .no }
        if run.count > 1 || run.contains("…") { return first.isUppercase ? .yes : .no }
        let (text, atLineStart) = token(before: period)
        if text.isEmpty || text.allSatisfy({ $0 == "." }) {
            // The last dot of ". . ." (three: an omission) or ". . . ." (an omission, then the full stop).
            return spacedEllipsisDots(endingAt: period) >= 4 && first.isUppercase ? .yes : .no
        }
        var kind = Self.classify(token: text, atLineStart: atLineStart)
        if kind == .word, text == "I", previousWordIsCapitalized(before: period - 1) { kind = .initial }  // "Albert I. Jones"
        switch kind {
        case .word, .number, .address: return .yes
        case .listNumber, .neverTerminal: return .no
        case .beforeNumber, .initial, .ambiguous:
            if first.isNumber || !first.isLetter { return .no }
            var end = f
            while end < buffer.count, !buffer[end].isWhitespace { end += 1 }
            if end == buffer.count, !final { return .needMore }
            guard let (word, endsWithPeriod) = Self.word(in: buffer, from: next) else { return .no }
            if word.count == 1, endsWithPeriod, first.isUppercase { return .no }  // "J. R. R. Tolkien"
            return Self.starters.contains(word) ? .yes : .no
        }
    }

    /// Dots in a spaced ellipsis (". . . .") whose last dot is at `index`.
    private func spacedEllipsisDots(endingAt index: Int) -> Int {
        var count = 0
        var i = index
        while i >= 0, buffer[i] == "." {
            count += 1
            i -= 1
            while i >= 0, buffer[i] == " " { i -= 1 }
        }
        return count
    }

    /// Whether the word before the token ending at `index` starts with a capital (a name: "Albert I.").
    private func previousWordIsCapitalized(before index: Int) -> Bool {
        var i = index
        while i >= 0, !buffer[i].isWhitespace { i -= 1 }
        while i >= 0, buffer[i].isWhitespace { i -= 1 }
        guard i >= 0, buffer[i].isLetter else { return false }
        var start = i
        while start > 0, !buffer[start - 1].isWhitespace { start -= 1 }
        let isSentenceStart = start == 0 || (start >= 2 && Self.terminators.contains(buffer[start - 2]))
        return buffer[start].isUppercase && !isSentenceStart
    }

    /// "Done.Next" and "Really?Yes": a boundary with no space, only between a word and a capitalised word.
    private func gluedBoundary(period: Int, run: [Character], next: Int, final: Bool) -> Decision {
        let first = buffer[next]
        guard first.isUppercase else { return .no }
        if run.contains(where: { "!?‽".contains($0) }) { return .yes }
        let (text, _) = token(before: period)
        let bare = text.drop { Self.openers.contains($0) }
        let isNumber = bare.first?.isNumber == true && bare.allSatisfy { $0.isNumber || $0 == "," }
        guard isNumber || bare.count >= 2 && bare.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" })
                && Self.classify(token: String(bare), atLineStart: false) == .word else { return .no }
        // The rest of the token decides: "Done.Next" is two sentences, "www.Example.com" is one address.
        var end = next
        while end < buffer.count, !buffer[end].isWhitespace { end += 1 }
        if end == buffer.count, !final { return .needMore }
        guard next + 1 < end, buffer[next + 1].isLowercase else { return .no }
        let rest = buffer[next..<end]
        if bare.lowercased() == "www" || rest.contains("@") { return .no }
        if let dot = rest.firstIndex(of: "."), dot + 1 < end, buffer[dot + 1].isLetter { return .no }
        return .yes
    }
}
