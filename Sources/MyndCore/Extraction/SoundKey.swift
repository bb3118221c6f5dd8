import Foundation

/// A rough sound of a word in English spelling: its consonant skeleton.
///
/// Why not Soundex or Double Metaphone: a transcriber's misspelling of a name keeps its consonants but moves its
/// vowels and its spelling conventions ("Kwame" → "Quame", "Mateo" → "Matteo", "Yusuf" → "Yousef"), and the key only
/// has to say whether two spellings could be the same sound — a short, readable set of rules is enough, and each one is
/// tested. Vowels are dropped (a word starting with one keeps an `A`), spellings of one sound are merged (c/k/q, s/z,
/// f/ph/v, d/t/th, ch/sh/tch, j/soft g), doubled sounds collapse, and silent letters (initial kn/gn/wr, h, w after a
/// consonant) vanish; an initial h before a vowel stays (Hannah is not Anna).
public enum SoundKey {
    /// The key of `word` (any case, accents ignored); letters other than a–z are skipped.
    public static func of(_ word: String) -> String {
        let letters = Array(fold(word).unicodeScalars.filter { $0.value >= 97 && $0.value <= 122 }.map(Character.init))
        var out: [Character] = []
        func emit(_ sound: Character) {
            if out.last != sound { out.append(sound) }
        }
        func at(_ index: Int) -> Character? { index < letters.count && index >= 0 ? letters[index] : nil }
        func soft(_ index: Int) -> Bool { at(index).map { "eiy".contains($0) } ?? false }
        var index = 0
        if letters.count > 1, let first = at(0), let second = at(1),
           ["kn", "gn", "pn", "wr", "ps"].contains(String([first, second])) {
            index = 1
        }
        let start = index
        while index < letters.count {
            let letter = letters[index]
            let next = at(index + 1)
            var step = 1
            switch letter {
            case "a", "e", "i", "o", "u", "y":
                if index == start { emit("A") } else { emit("·") }
            case "b":
                if !(at(index - 1) == "m" && next == nil) { emit("B") }  // "lamb"
            case "c":
                if next == "h" { emit("X"); step = 2 } else if next == "k" { emit("K"); step = 2 } else if soft(index + 1) { emit("S") } else { emit("K") }
            case "d":
                if next == "g", soft(index + 2) { emit("J"); step = 2 } else { emit("T") }
            case "f", "v":
                emit("F")
            case "g":
                if next == "h" { if index == start { emit("K") }; step = 2 } else if soft(index + 1) { emit("J") } else { emit("K") }
            case "h":
                if index == start, next.map({ "aeiouy".contains($0) }) == true { emit("H") }
            case "j":
                emit("J")
            case "k", "q":
                emit("K")
            case "p":
                if next == "h" { emit("F"); step = 2 } else { emit("P") }
            case "s":
                if next == "h" { emit("X"); step = 2 } else if next == "c", at(index + 2) == "h" { emit("X"); step = 3 } else { emit("S") }
            case "t":
                if next == "h" { emit("T"); step = 2 } else if next == "c", at(index + 2) == "h" { emit("X"); step = 3 } else { emit("T") }
            case "w":
                if index == start, next.map({ "aeiouy".contains($0) }) == true { emit("W") }
            case "x":
                if index == start { emit("S") } else { emit("K"); emit("S") }
            case "z":
                emit("S")
            default:
                emit(Character(letter.uppercased()))
            }
            index += step
        }
        // Vowels only keep apart a consonant said twice ("Mimi" is MM, "Anna" one N); they are not part of the key.
        return String(out.filter { $0 != "·" })
    }

    /// Lower case, accents dropped: the gazetteers' folding (`Gazetteers.fold`), so names and word lists compare alike.
    static func fold(_ text: String) -> String {
        Gazetteers.fold(text).lowercased()
    }

    /// Levenshtein distance between two strings, by UTF-8 bytes (the words compared are folded to a–z).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a.utf8), Array(b.utf8))
    }

    static func editDistance(_ x: [UInt8], _ y: [UInt8]) -> Int {
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
