import Foundation

/// The word lists and character classes behind `SentenceSplitter`'s decisions.
///
/// The rules follow the Punkt idea without its training: a full stop after a known abbreviation or an initial is
/// only a boundary when the next word is one that commonly starts an English sentence ("The", "It", "But", …).
extension SentenceSplitter {
    static let terminators: Set<Character> = [".", "!", "?", "…", "‽"]
    /// Characters that may follow a sentence's final punctuation and still belong to it.
    static let closers: Set<Character> = ["\"", "'", "”", "’", ")", "]", "}", "»", "*", "_"]
    /// Characters that may open a sentence before its first letter.
    static let openers: Set<Character> = ["\"", "'", "“", "‘", "(", "[", "{", "«", "*", "_", "¿", "¡"]

    /// Abbreviations that never end a sentence: they introduce a name or an example.
    static let neverTerminal: Set<String> = [
        "mr", "mrs", "ms", "mx", "dr", "prof", "rev", "hon", "mt", "ft", "gen", "col", "capt", "lt", "sgt", "cpl",
        "maj", "adm", "gov", "sen", "rep", "pres", "supt", "messrs", "mme", "mlle", "fr", "vs", "v", "cf", "viz",
        "e.g", "i.e", "eg", "ie", "approx", "ca", "c", "esp", "incl", "resp", "nr",
    ]

    /// Abbreviations that precede a number ("No. 5", "Fig. 3", "Jan. 12", "p. 42"): no boundary before a digit.
    static let beforeNumber: Set<String> = [
        "no", "nos", "fig", "figs", "vol", "vols", "p", "pp", "ch", "chap", "art", "sec", "eq", "eqs", "ex", "ref",
        "refs", "pg", "para", "ed", "op", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
        "dec", "n°", "nº", "tel", "ph", "ext", "rm", "apt", "bldg", "hwy", "rt", "min", "max", "hr", "hrs", "mins", "secs", "est",
    ]

    /// Abbreviations that often end a sentence too ("… and so on, etc. The …"): a boundary only before a likely starter.
    static let ambiguous: Set<String> = [
        "etc", "inc", "ltd", "co", "corp", "llc", "plc", "jr", "sr", "bros", "st", "ave", "blvd", "rd", "dept", "univ",
        "assn", "govt", "intl", "natl", "mins", "hrs", "yrs", "mo", "wk", "oz", "lb", "lbs", "ft", "km", "kg",
        "al", "seq", "et",
    ]

    /// Words that commonly open an English sentence; after an ambiguous abbreviation they signal a boundary.
    static let starters: Set<String> = [
        "the", "a", "an", "i", "it", "he", "she", "we", "they", "you", "this", "that", "these", "those", "there",
        "here", "but", "and", "so", "then", "in", "on", "at", "for", "to", "as", "if", "when", "while", "after",
        "before", "now", "today", "tomorrow", "yesterday", "my", "our", "your", "his", "her", "its", "their", "what",
        "who", "why", "how", "where", "which", "yes", "no", "also", "however", "meanwhile", "let", "please", "thanks",
        "thank", "one", "some", "many", "most", "all", "both", "each", "every", "another", "other", "since",
        "because", "although", "though", "once", "still", "yet", "just", "even", "well", "oh", "ok", "okay", "sure",
        "of", "by", "with", "from", "not", "do", "does", "did", "is", "are", "was", "were", "will", "would", "can",
        "could", "should", "may", "might", "must", "have", "has", "had", "first", "next", "finally", "later", "soon",
        "there's", "it's", "i'm", "i'll", "i've", "i'd", "that's", "let's", "don't", "we're", "they're", "you're",
        "he's", "she's", "what's", "we'll", "you'll", "nothing", "everything", "someone", "everyone", "nobody",
        "again", "instead", "otherwise", "anyway", "besides", "furthermore", "moreover", "therefore", "thus",
        "hence", "unfortunately", "fortunately", "luckily", "sadly", "actually", "maybe", "perhaps", "remember",
        "note", "see", "try", "make", "go", "take", "call", "ask", "tell", "keep", "don't", "never", "always",
    ]

    /// How a candidate full stop's preceding token reads.
    enum TokenKind: Equatable {
        case word, number, listNumber, initial, neverTerminal, beforeNumber, ambiguous, address
    }

    static func classify(token raw: String, atLineStart: Bool) -> TokenKind {
        var token = Substring(raw)
        while let first = token.first, openers.contains(first) {
            token = token.dropFirst()
        }
        let lower = token.lowercased()
        if lower.contains("@") || lower.contains("://") || lower.hasPrefix("www.") { return .address }
        if !token.isEmpty, token.allSatisfy(\.isNumber) { return atLineStart ? .listNumber : .number }
        if token.count == 1, let letter = token.first, letter.isLetter, atLineStart { return .listNumber }  // "a. First"
        if token.count == 1, let letter = token.first, letter.isUppercase, letter != "I" { return .initial }
        if neverTerminal.contains(lower) { return .neverTerminal }
        if beforeNumber.contains(lower) { return .beforeNumber }
        if ambiguous.contains(lower) { return .ambiguous }
        // Dotted abbreviations and acronyms: "U.S", "a.m", "Ph.D", "N.A.S.A".
        if token.contains("."), token.split(separator: ".").allSatisfy({ $0.count <= 3 && $0.allSatisfy(\.isLetter) }) {
            return .ambiguous
        }
        return .word
    }

    /// The first word starting at `index` (openers skipped), lowercased and stripped of trailing punctuation.
    static func word(in buffer: [Character], from index: Int) -> (word: String, endsWithPeriod: Bool)? {
        var i = index
        while i < buffer.count, openers.contains(buffer[i]) { i += 1 }
        var word = ""
        while i < buffer.count, !buffer[i].isWhitespace { word.append(buffer[i]); i += 1 }
        guard i < buffer.count || !word.isEmpty else { return nil }
        let endsWithPeriod = word.hasSuffix(".")
        while let last = word.last, !last.isLetter, !last.isNumber { word.removeLast() }
        return (word.lowercased().replacingOccurrences(of: "’", with: "'"), endsWithPeriod)
    }

    static func isListMarkerLine(_ line: Substring) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard let first = trimmed.first else { return false }
        if "-*+•".contains(first) { return trimmed.dropFirst().first?.isWhitespace ?? false }
        if first == "#" || first == ">" || first == "|" || trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            return true
        }
        let digits = trimmed.prefix(while: \.isNumber)
        guard !digits.isEmpty, digits.count <= 3 else { return false }
        let rest = trimmed.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")" else { return false }
        return rest.dropFirst().first?.isWhitespace ?? false
    }
}
