import Foundation

/// Decides when a goal or action said again is the one already in the graph, and which open goal a new action
/// belongs to — by their normalised content words, so "Renew my passport before Friday" restates
/// "renew the passport" and "book a venue for the retreat" is a step of "plan the retreat".
enum Rementions {
    /// Content words: lower case, no stop words, dates or fillers, plurals and -ing/-ed endings trimmed.
    /// The date phrase goes first, so "by 5 December" and "before december fifth" leave nothing behind.
    static func words(_ text: String) -> Set<String> {
        var lower = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if let phrase = DueDates.resolve(in: lower, now: Date())?.phrase, !phrase.isEmpty {
            lower = lower.replacingOccurrences(of: phrase, with: " ")
        }
        return Set(lower
            .split { !($0.isLetter || $0.isNumber || $0 == "'") }
            .map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : String($0) }
            .filter { !StopWords.english.contains($0) && !ignored.contains($0) && !DueDates.weekdays.contains($0) && !DueDates.months.contains($0) }
            .map { canonical(stem($0)) })
    }

    /// Everyday words said several ways, by stem → one word for the group, so "convert the loft" restates
    /// "turn the loft…", "ring mum" is "call mum" and "reserve a table" is "book a table". Only words that mean
    /// the same act: opposites ("book"/"cancel") never share a group.
    static let synonymGroups: [[String]] = [
        ["turn", "convert", "transform"], ["fix", "repair", "mend"], ["buy", "purchase"], ["call", "ring", "phone"],
        ["email", "e-mail"], ["start", "begin"], ["book", "reserve"], ["finish", "complete"],
        ["organise", "organize", "arrange"], ["tidy", "declutter"], ["photo", "photograph", "picture", "pic"],
        ["kid", "kids", "children", "child"], ["mum", "mom", "mother"], ["dad", "father"], ["doctor", "gp"],
        ["flat", "apartment"], ["holiday", "vacation"], ["film", "movie"], ["bike", "bicycle"], ["car", "motor"],
    ]
    private static let synonyms: [String: String] = {
        var map: [String: String] = [:]
        for group in synonymGroups { for word in group { map[stem(word)] = stem(group[0]) } }
        return map
    }()
    static func canonical(_ stem: String) -> String { synonyms[stem] ?? stem }

    /// The words of what a stored goal or action says, without its marker: "Goal: turn the garden into a
    /// vegetable patch" and "I really want to turn the garden into a veg patch" are compared on
    /// "turn the garden into a … patch", not on "goal" or "want".
    static func contentWords(_ text: String) -> Set<String> {
        let said = UtteranceClassifier.classifyClause(UtteranceClassifier.tidy(text))
        return words(said.map { $0.type == .question ? text : $0.phrase } ?? text)
    }

    static let ignored: Set<String> = [
        "my", "the", "a", "an", "some", "our", "his", "her", "their", "by", "before", "until", "tonight", "week",
        "weeks", "month", "months", "soon", "asap", "please", "finally", "definitely", "day", "days", "tomorrow",
        // Times said loosely, which DueDates leaves unresolved: "this spring", "someday", "at the weekend".
        "spring", "summer", "autumn", "winter", "year", "years", "weekend", "morning", "evening", "afternoon",
        "someday", "sometime", "eventually", "later", "early", "properly",
    ]

    /// A light stemmer: plural, -ing and -ed endings, then a final "e" and a doubled last consonant, so
    /// "cycling"/"cycle", "coding"/"code" and "planning"/"plan" share a stem.
    static func stem(_ word: String) -> String {
        var stem = word
        // At least three letters stay: "coding" → "cod", like "code" → "cod"; "sing" stays "sing".
        let singular = ["ss", "us", "is"].contains { word.hasSuffix($0) }  // "class", "bus", "analysis"
        for (suffix, minimum) in [("ing", 6), ("ed", 6), ("es", 6), ("s", 5)]
        where word.count >= minimum && word.hasSuffix(suffix) && !(suffix == "s" && singular) {
            stem = String(word.dropLast(suffix.count))
            break
        }
        if stem.count > 3, stem.hasSuffix("e") { stem.removeLast() }
        if stem.count > 3, let last = stem.last, stem.dropLast().last == last, !"aeiouls".contains(last), last.isLetter {
            stem.removeLast()
        }
        return stem
    }

    /// Whether two content words are one: equal stems, a clipped form and its full word ("veg"/"vegetable",
    /// "info"/"information", "uni"/"university" — the short one at least three letters and at most half the
    /// long one, so "car" is not "card"), or a one-letter spelling variant of a long word ("organise"/"organize",
    /// "colour"/"color"; six letters or more, so "lunch" is not "launch").
    static func alike(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        if short.count >= 3, long.count >= 2 * short.count, long.hasPrefix(short), short.allSatisfy(\.isLetter) { return true }
        return short.count >= 6 && long.count - short.count <= 1 && editDistanceIsAtMostOne(short, long)
    }

    /// Jaccard similarity of two word sets, counting `alike` words as one.
    static func similarity(_ x: Set<String>, _ y: Set<String>) -> Double {
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        var matched = 0
        var unused = Array(y)
        for word in x {
            if let index = unused.firstIndex(where: { alike(word, $0) }) {
                matched += 1
                unused.remove(at: index)
            }
        }
        return Double(matched) / Double(x.count + y.count - matched)
    }

    /// Whether two goal/action phrases say the same thing: their content words, without intent markers, agree
    /// (Jaccard similarity ≥ 0.75, clipped forms and spelling variants counting as one word).
    static func same(_ a: String, _ b: String) -> Bool {
        similarity(contentWords(a), contentWords(b)) >= 0.75
    }

    /// The open goal `action` works towards: the one whose subject words (not verbs; for the action's, four
    /// letters or more or a code like "10k") it shares most, relative to both sizes (cosine), so "sign up for
    /// the Leeds half marathon" goes to "run a half marathon" rather than to "plan the route for the half
    /// marathon training runs"; nil when none shares a word.
    static func goal(for action: String, among goals: [Node]) -> Node? {
        // Short words say little ("new", "dog"), but a code-like one ("10k", "b2") names the subject exactly.
        let subject = contentWords(action).filter { word in
            (word.count >= 4 || word.contains(where: \.isNumber) && word.contains(where: \.isLetter)) && !verbs.contains(word)
        }
        guard !subject.isEmpty else { return nil }
        var best: (score: Double, node: Node)?
        for goal in goals where !goal.completed && goal.type == .goal {
            let goalWords = contentWords(goal.content).filter { !verbs.contains($0) }
            let shared = subject.filter { word in goalWords.contains { alike(word, $0) } }.count
            guard shared > 0 else { continue }
            let score = Double(shared) / (Double(subject.count) * Double(max(goalWords.count, 1))).squareRoot()
            if score > best?.score ?? 0 { best = (score, goal) }
        }
        return best?.node
    }

    /// Verbs, as `words` leaves them (stemmed, canonical), so they can be told from a goal's subject.
    static let verbs: Set<String> = Set(UtteranceClassifier.actionVerbs.union(UtteranceClassifier.goalVerbs)
        .union(["need", "want", "plan", "go", "read"]).map { canonical(stem($0)) })

    /// Levenshtein distance ≤ 1, for words whose lengths differ by at most one.
    private static func editDistanceIsAtMostOne(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        var i = 0, j = 0, edits = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if x.count == y.count { i += 1; j += 1 } else if x.count < y.count { j += 1 } else { i += 1 }
        }
        return edits + (x.count - i) + (y.count - j) <= 1
    }
}
