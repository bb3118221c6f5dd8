import Foundation

/// What kind of crisis an utterance speaks of.
public enum CrisisKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Suicidal ideation, intent or plan.
    case suicide
    case selfHarm = "self-harm"
    /// Immediate danger to the person (an intruder, a threat, a wish to harm others).
    case danger
    /// Abuse or violence by someone in the person's life.
    case abuse
    /// Someone else is at risk ("my brother wants to kill himself").
    case others
}

/// The local safety check's verdict on one utterance.
public struct SafetyAssessment: Sendable, Hashable {
    /// The most pressing kind found, or nil when the utterance is clear.
    public var kind: CrisisKind?
    /// Every kind found, most pressing first.
    public var kinds: [CrisisKind]
    /// The patterns that matched (for tests and debug logs; never logged above debug level).
    public var matched: [String]

    public var isCrisis: Bool { kind != nil }
    public static let clear = SafetyAssessment(kind: nil, kinds: [], matched: [])
}

/// The safety layer's detector: every utterance passes it before classification, extraction or any model call.
///
/// Rules and phrase lists, kept as data in `Resources/safety/` (compiled in by `scripts/embed-prompts`): a
/// crisis phrase matches, unless an everyday phrase that shares its words overlaps it ("killing myself
/// laughing", "suicide squad"). It runs offline and in microseconds, so it is never skipped; a language model
/// may add care to the reply but never replaces this check.
public struct SafetyCheck: Sendable {
    struct Entry: Sendable {
        var pattern: PhrasePattern
        var kind: CrisisKind
    }

    let crisis: [Entry]
    let exceptions: [PhrasePattern]
    /// Indexes into `crisis` by the word a pattern must start with; `anywhere` may start at any word.
    let byFirstWord: [String: [Int]]
    let anywhere: [Int]

    /// The lists compiled into the binary.
    public static let standard: SafetyCheck = {
        do {
            return try SafetyCheck(crisisList: EmbeddedSafetyLists.crisis, exceptionList: EmbeddedSafetyLists.exceptions)
        } catch {
            // The embedded lists are checked by the test suite; a broken build must not silence the check.
            preconditionFailure("embedded safety lists are malformed: \(error)")
        }
    }()

    /// Parses the two lists (the syntax of `Resources/safety/crisis-phrases.txt`).
    public init(crisisList: String, exceptionList: String) throws {
        var crisis: [Entry] = []
        var kind: CrisisKind?
        for line in crisisList.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
                let name = String(trimmed.dropFirst().dropLast())
                guard let section = CrisisKind(rawValue: name) else { throw PhraseListError.unknownSection(name) }
                kind = section
                continue
            }
            guard let pattern = try PhrasePattern(line: String(line)) else { continue }
            guard let kind else { throw PhraseListError.malformed(line: String(line)) }
            crisis.append(Entry(pattern: pattern, kind: kind))
        }
        self.crisis = crisis
        self.exceptions = try exceptionList.split(separator: "\n").compactMap { try PhrasePattern(line: String($0)) }
        var byFirstWord: [String: [Int]] = [:]
        var anywhere: [Int] = []
        for (index, entry) in crisis.enumerated() {
            if let first = entry.pattern.firstWords {
                for word in first { byFirstWord[word, default: []].append(index) }
            } else {
                anywhere.append(index)
            }
        }
        self.byFirstWord = byFirstWord
        self.anywhere = anywhere
    }

    /// The verdict on `text`.
    public func assess(_ text: String) -> SafetyAssessment {
        let words = SafetyText.words(text)
        guard !words.isEmpty else { return .clear }
        struct Hit { var range: Range<Int>; var entry: Entry }
        var hits: [Hit] = []
        for start in words.indices {
            for index in (byFirstWord[words[start]] ?? []) + anywhere {
                if let end = crisis[index].pattern.match(words, at: start), end > start {
                    hits.append(Hit(range: start..<end, entry: crisis[index]))
                }
            }
        }
        guard !hits.isEmpty else { return .clear }

        var everyday: [Range<Int>] = []
        for start in words.indices {
            for pattern in exceptions {
                if let end = pattern.match(words, at: start), end > start { everyday.append(start..<end) }
            }
        }
        // Someone else at risk: a first-person reading of the same words ("he wants to die") gives way.
        let aboutOthers = hits.filter { $0.entry.kind == .others }.map(\.range)
        let kept = hits.filter { hit in
            if !hit.entry.pattern.firm, everyday.contains(where: { $0.overlaps(hit.range) }) { return false }
            if hit.entry.kind != .others, aboutOthers.contains(where: { $0.overlaps(hit.range) }) { return false }
            return true
        }
        guard !kept.isEmpty else { return .clear }
        let kinds = CrisisKind.allCases.filter { kind in kept.contains { $0.entry.kind == kind } }
        var matched: [String] = []
        for hit in kept where !matched.contains(hit.entry.pattern.source) { matched.append(hit.entry.pattern.source) }
        return SafetyAssessment(kind: kinds.first, kinds: kinds, matched: matched)
    }
}
