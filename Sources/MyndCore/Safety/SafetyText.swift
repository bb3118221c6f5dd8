import Foundation

/// The words a safety pattern is matched against: lower case, punctuation gone, contractions spelled out, and
/// the spellings a transcriber or a hurried typist produces folded together, so that "I'm gonna kill my self",
/// "im gonna kill myself" and "I am going to kill myself" are the same five words.
enum SafetyText {
    static func words(_ text: String) -> [String] {
        var raw: [String] = []
        var current = ""
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case "\u{2019}", "\u{2018}", "`", "\u{02BC}":
                current.unicodeScalars.append("'")
            case _ where scalar == "'" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar):
                current.unicodeScalars.append(scalar)
            default:
                if !current.isEmpty { raw.append(current); current = "" }
            }
        }
        if !current.isEmpty { raw.append(current) }

        var words: [String] = []
        words.reserveCapacity(raw.count + 4)
        for word in raw {
            let trimmed = word.trimmingApostrophes
            guard !trimmed.isEmpty else { continue }
            words.append(contentsOf: expand(trimmed))
        }
        return joinSplitWords(words)
    }

    /// Spelled-out forms of one word.
    static func expand(_ word: String) -> [String] {
        if let fixed = whole[word] { return fixed }
        guard word.contains("'") else { return [word] }
        if word.hasSuffix("n't") {
            let stem = String(word.dropLast(3))
            return [negatedStems[stem] ?? stem, "not"]
        }
        for (suffix, expansion) in suffixes where word.hasSuffix(suffix) {
            let stem = String(word.dropLast(suffix.count))
            if suffix == "'s", !isPronounForIs.contains(stem) { return [stem] }
            return [stem, expansion]
        }
        return [word.replacingOccurrences(of: "'", with: "")]
    }

    /// Words written apart that mean one: "my self", "any more", "good bye", "self-harm" stays two words.
    static func joinSplitWords(_ words: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(words.count)
        var index = 0
        while index < words.count {
            if index + 1 < words.count, let joined = pairs[words[index] + " " + words[index + 1]] {
                result.append(joined)
                index += 2
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }

    private static let whole: [String: [String]] = [
        "i'm": ["i", "am"], "im": ["i", "am"], "i've": ["i", "have"], "ive": ["i", "have"],
        "i'll": ["i", "will"], "i'd": ["i", "would"], "can't": ["can", "not"], "cant": ["can", "not"],
        "cannot": ["can", "not"], "won't": ["will", "not"], "dont": ["do", "not"], "doesnt": ["does", "not"],
        "didnt": ["did", "not"], "wont": ["will", "not"], "wouldnt": ["would", "not"], "shouldnt": ["should", "not"],
        "couldnt": ["could", "not"], "isnt": ["is", "not"], "arent": ["are", "not"], "wasnt": ["was", "not"],
        "werent": ["were", "not"], "havent": ["have", "not"], "hasnt": ["has", "not"], "hadnt": ["had", "not"],
        "aint": ["am", "not"], "youre": ["you", "are"], "theyre": ["they", "are"], "thats": ["that", "is"],
        "theres": ["there", "is"], "whats": ["what", "is"], "wanna": ["want", "to"], "gonna": ["going", "to"],
        "gotta": ["got", "to"], "kms": ["kill", "myself"], "kys": ["kill", "yourself"], "unalive": ["unalive"],
        "ya": ["you"], "u": ["you"], "cuz": ["because"], "coz": ["because"],
    ]
    private static let negatedStems = ["ca": "can", "wo": "will", "sha": "shall", "ai": "am"]
    private static let suffixes: [(String, String)] = [("'re", "are"), ("'ve", "have"), ("'ll", "will"), ("'d", "would"), ("'m", "am"), ("'s", "is")]
    private static let isPronounForIs: Set<String> = ["he", "she", "it", "that", "there", "what", "who", "where", "here", "everyone", "everybody", "someone", "somebody", "nobody", "life"]
    private static let pairs: [String: String] = [
        "my self": "myself", "him self": "himself", "her self": "herself", "them selves": "themselves",
        "them self": "themself", "your self": "yourself", "any more": "anymore", "good bye": "goodbye",
        "over dose": "overdose", "over dosed": "overdosed", "some one": "someone", "some body": "somebody",
        "no one": "nobody", "every one": "everyone", "sui cide": "suicide", "sucide": "suicide",
    ]
}

private extension String {
    var trimmingApostrophes: String {
        var scalars = Substring(self)
        while scalars.first == "'" { scalars = scalars.dropFirst() }
        while scalars.last == "'" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
