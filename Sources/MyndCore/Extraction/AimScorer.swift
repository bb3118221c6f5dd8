import Foundation

/// How likely an utterance states an aim of the speaker's, from how it is said: a logistic regression over its words,
/// word pairs and first two words, trained by `scripts/train-aims` on the development scripts' labels and embedded
/// (`EmbeddedAimModel`). Only features said in three or more scripts carry weight, so a persona's names and topics do
/// not: it learns the ways people say aims ("want to", "this year", "still the plan", "Goal:") that the hand-written
/// forms of `UtteranceClassifier` do not list. The offline extractor asks it only where the rules filed no kind.
struct AimScorer: Sendable {
    let bias: Double
    let threshold: Double
    let weights: [String: Double]
    /// Sentences and the probability the trainer computed for them, to hold Swift and Python to the same model.
    let checks: [(text: String, probability: Double)]

    static let standard = AimScorer(tsv: EmbeddedAimModel.tsv)

    init(tsv: String) {
        var bias = 0.0, threshold = 1.0
        var weights: [String: Double] = [:]
        var checks: [(String, Double)] = []
        for line in tsv.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "@bias": bias = Double(fields[1]) ?? 0
            case "@threshold": threshold = Double(fields[1]) ?? 1
            case "@check": checks.append((fields[1], Double(fields[2]) ?? -1))
            default: if fields.count == 2, let weight = Double(fields[1]) { weights[fields[0]] = weight }
            }
        }
        self.bias = bias
        self.threshold = threshold
        self.weights = weights
        self.checks = checks
    }

    func probability(_ text: String) -> Double {
        let z = Self.features(of: text).reduce(bias) { $0 + (weights[$1] ?? 0) }
        return 1 / (1 + exp(-z))
    }

    func saysAnAim(_ text: String) -> Bool { probability(text) >= threshold }

    /// Lower-case words (a–z, digits, apostrophes) and the marks `: ! ? -` and the em dash, as tokens; every token,
    /// every pair of neighbours, the first two marked with "^", and each token's class (`wordClass`) with the pairs it
    /// makes. The trainer's `features` is the same.
    static func features(of text: String) -> Set<String> {
        var tokens: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            let scalar = scalar == "\u{2019}" ? "'" : scalar
            switch scalar {
            case "a"..."z", "0"..."9", "'":
                word.append(scalar)
            default:
                if !word.isEmpty { tokens.append(String(word)); word = .init() }
                if [":", "!", "?", "-", "\u{2014}"].contains(scalar) { tokens.append(String(scalar)) }
            }
        }
        if !word.isEmpty { tokens.append(String(word)) }
        var found = Set(tokens)
        for index in tokens.indices.dropLast() { found.insert(tokens[index] + " " + tokens[index + 1]) }
        for token in tokens.prefix(2) { found.insert("^" + token) }
        // "by June", "before Christmas", "two nights a week": a token's class stands beside it, alone and in the pairs
        // it makes, so a form learned with one month or number is heard with another.
        let classed = tokens.map { wordClass(of: $0) ?? $0 }
        for token in classed where token.hasPrefix("<") { found.insert(token) }
        for index in classed.indices.dropLast() where classed[index].hasPrefix("<") || classed[index + 1].hasPrefix("<") {
            found.insert(classed[index] + " " + classed[index + 1])
        }
        return found
    }

    /// The class of a token, or nil: `<month>`, `<day>` (weekdays, weekends, weeknights), `<season>` (seasons and the
    /// year's big holidays) and `<num>` (digits first, or a number word). The trainer's `word_class` is the same.
    static func wordClass(of token: String) -> String? {
        if months.contains(token) { return "<month>" }
        if days.contains(token) { return "<day>" }
        if seasons.contains(token) { return "<season>" }
        if numberWords.contains(token) || token.first.map({ $0.isASCII && $0.isNumber }) == true { return "<num>" }
        return nil
    }

    static let months: Set<String> = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                                      "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug",
                                      "sep", "sept", "oct", "nov", "dec"]
    static let days: Set<String> = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue",
                                    "tues", "wed", "thu", "thurs", "fri", "sat", "sun", "weekend", "weekends", "weeknight",
                                    "weeknights"]
    static let seasons: Set<String> = ["summer", "spring", "autumn", "fall", "winter", "christmas", "easter", "thanksgiving",
                                       "holidays"]
    static let numberWords: Set<String> = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                           "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
                                           "eighty", "ninety", "hundred", "thousand", "half", "k"]
}
