import Foundation

/// Line structure (paragraphs, list items, headings, code fences) and the early first unit.
extension SentenceSplitter {
    /// A fenced code block at `i` (a line start): the text before it is a unit, the block itself is dropped.
    /// Returns nil when there is no fence here; `wait` when the block has not closed yet.
    func fenceBoundary(at i: Int, final: Bool) -> (end: Int, resume: Int, wait: Bool)? {
        let count = buffer.count
        var s = i
        while s < count, buffer[s] == " " || buffer[s] == "\t" { s += 1 }
        guard s < count, buffer[s] == "`" || buffer[s] == "~" else { return nil }
        let marker = buffer[s]
        var m = s
        while m < count, buffer[m] == marker { m += 1 }
        if m - s < 3 { return m == count && !final ? (0, 0, true) : nil }
        if buffer[0..<i].contains(where: { !$0.isWhitespace }) { return (i, i, false) }
        guard let openEnd = buffer[m...].firstIndex(of: "\n") else { return final ? (0, count, false) : (0, 0, true) }
        var line = openEnd + 1
        while line < count {
            var t = line
            while t < count, buffer[t] == " " || buffer[t] == "\t" { t += 1 }
            var n = t
            while n < count, buffer[n] == marker { n += 1 }
            let lineEnd = buffer[line...].firstIndex(of: "\n") ?? count
            if n - t >= 3 { return (0, min(lineEnd + 1, count), false) }
            line = lineEnd + 1
        }
        return final ? (0, count, false) : (0, 0, true)
    }

    /// A newline ends a unit at a paragraph break, after a heading, list item or a line ending in a colon, and
    /// before a list item; otherwise it is a wrapped line and reads as a space.
    func newlineBoundary(at i: Int, lineStart: Int, final: Bool) -> LineDecision {
        let count = buffer.count
        var k = i + 1
        while k < count, buffer[k] == " " || buffer[k] == "\t" || buffer[k] == "\r" { k += 1 }
        if k == count { return final ? .yes(resume: count) : .needMore }
        if buffer[k] == "\n" { return .yes(resume: k + 1) }
        let line = String(buffer[lineStart..<i])
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .no }
        if Self.isListMarkerLine(Substring(line)) || trimmed.hasSuffix(":") { return .yes(resume: i + 1) }
        let nextEnd = buffer[k...].firstIndex(of: "\n") ?? count
        if nextEnd == count, !final, nextEnd - k < 4 { return .needMore }
        return Self.isListMarkerLine(Substring(String(buffer[k..<nextEnd]))) ? .yes(resume: i + 1) : .no
    }

    /// The first unit may end at the very end of the buffer, without waiting for the next piece, when it ends in
    /// "!" or "?" or in a full stop after a plain word (not a number, initial, abbreviation or address).
    func eagerSentenceEnd() -> Int? {
        guard !buffer.contains("`") else { return nil }
        var end = buffer.count
        while end > 0, buffer[end - 1].isWhitespace { end -= 1 }
        var t = end
        while t > 0, Self.closers.contains(buffer[t - 1]) { t -= 1 }
        var r = t
        while r > 0, Self.terminators.contains(buffer[r - 1]) { r -= 1 }
        guard r < t, r > 0 else { return nil }
        let run = buffer[r..<t]
        if run.contains(where: { "!?‽".contains($0) }) { return end }
        guard run.count == 1, run.first == "." else { return nil }
        var start = r
        while start > 0, !buffer[start - 1].isWhitespace { start -= 1 }
        let token = buffer[start..<r].drop { Self.openers.contains($0) }
        guard token.count >= 2, token.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" }),
              Self.classify(token: String(token), atLineStart: false) == .word else { return nil }
        return end
    }

    /// The end of the first clause (at , ; : or a dash) once the text before it is long enough to be worth saying.
    func firstClauseEnd() -> Int? {
        guard !buffer.contains("`") else { return nil }
        let count = buffer.count
        var depth = 0
        for p in 0..<count {
            let c = buffer[p]
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth = max(0, depth - 1) }
            guard depth == 0 else { continue }
            let next: Character? = p + 1 < count ? buffer[p + 1] : nil
            var isBreak = false
            switch c {
            case ",", ";":
                isBreak = next.map(\.isWhitespace) ?? (p > 0 && !buffer[p - 1].isNumber)
            case ":":
                isBreak = next?.isWhitespace ?? false
            case "—":
                isBreak = true
            case "–", "-":
                isBreak = p > 0 && buffer[p - 1] == " " && (next?.isWhitespace ?? false)
            default:
                break
            }
            guard isBreak else { continue }
            let prefix = String(buffer[0...p]).trimmingCharacters(in: .whitespacesAndNewlines)
            let words = prefix.split(whereSeparator: \.isWhitespace).count
            if prefix.count >= minClauseCharacters || words >= minClauseWords { return p + 1 }
        }
        return nil
    }

    /// Where a long first sentence is cut for an engine that makes whole units (`shortFirstUnitAbove`, the first
    /// unit's budget in characters). In order of preference: its first clause, if within the budget; the last
    /// conjunction ("and", "because", "before" …) within it; the last preposition or relative word ("about", "with",
    /// "which" …) within it; else the first clause or conjunction however long. A cut leaves at least
    /// `minClauseWords` words before it and three after. Nil: say the sentence whole — it is within the budget, has
    /// no place to cut, or is not complete yet and not past the budget.
    func shortFirstUnitEnd(sentenceEnd: Int?, limit: Int) -> Int? {
        guard !buffer.contains("`") else { return nil }
        let end = sentenceEnd ?? buffer.count
        // An incomplete sentence is cut only once it is already past the budget (it can only grow).
        guard String(buffer[0..<end]).trimmingCharacters(in: .whitespacesAndNewlines).count > limit else { return nil }
        let clause = firstClauseEnd().flatMap { $0 < end ? $0 : nil }
        if let clause, clause <= limit { return clause }
        let bound = clause ?? end
        return wordCut(before: bound, within: limit, at: Self.conjunctions)
            ?? wordCut(before: bound, within: limit, at: Self.prepositions)
            ?? clause
            ?? wordCut(before: end, within: nil, at: Self.conjunctions)
    }

    /// The last place (the first, when `within` is nil) before `end` where one of `words` starts, with at least
    /// `minClauseWords` words before it and three after it, and — with `within` — no more than that many characters
    /// before it.
    private func wordCut(before end: Int, within limit: Int?, at words: Set<String>) -> Int? {
        var wordStarts: [Int] = []
        var p = 0
        while p < end {
            while p < end, buffer[p].isWhitespace { p += 1 }
            if p < end { wordStarts.append(p) }
            while p < end, !buffer[p].isWhitespace { p += 1 }
        }
        guard wordStarts.count >= minClauseWords + 3 else { return nil }
        var found: Int?
        for index in minClauseWords..<(wordStarts.count - 2) {
            let start = wordStarts[index]
            var cut = start
            while cut > 0, buffer[cut - 1].isWhitespace { cut -= 1 }
            if let limit, cut > limit { break }
            var stop = start
            while stop < end, buffer[stop].isLetter { stop += 1 }
            guard stop < end, buffer[stop].isWhitespace,
                  words.contains(String(buffer[start..<stop]).lowercased()) else { continue }
            found = cut
            if limit == nil { break }
        }
        return found
    }

    /// Words a long sentence may be cut before when its first clause is too long or missing: conjunctions and
    /// subordinators, where a speaker would breathe anyway.
    static let conjunctions: Set<String> = ["and", "but", "so", "because", "before", "after", "when", "while", "until",
                                            "unless", "although", "though", "whereas", "since", "or"]

    /// Failing a conjunction: prepositions and relative words, which start a phrase of their own.
    static let prepositions: Set<String> = ["about", "for", "with", "from", "at", "on", "in", "into", "by", "during",
                                            "without", "through", "which", "who", "where", "whether"]
}
