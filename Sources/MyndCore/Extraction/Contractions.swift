import Foundation

/// Contractions a transcript or a quick note writes without the apostrophe ("im determined to", "ill have it done
/// by june", "thats the target", "dont forget"), put back so every rule reads them as the speaker meant. Only the
/// forms that are no English word are restored everywhere; "ill", "id", "were", "well", "its" are words too, so "ill"
/// and "id" are restored only where a verb follows, and the others are left as written.
enum Contractions {
    /// Apostrophe-less forms that are never words of their own.
    static let unambiguous: [String: String] = [
        "im": "i'm", "ive": "i've", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't",
        "wont": "won't", "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't", "werent": "weren't", "havent": "haven't",
        "hasnt": "hasn't", "hadnt": "hadn't", "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't",
        "thats": "that's", "youre": "you're", "theyre": "they're", "weve": "we've", "theyve": "they've", "youve": "you've",
        "itll": "it'll", "thatll": "that'll", "theres": "there's", "whats": "what's", "hes": "he's", "shes": "she's",
    ]
    /// Words after "id" that make it "I'd": "id give anything", "id love to", "id rather".
    static let afterId: Set<String> = ["love", "like", "give", "rather", "better", "really", "never", "prefer", "hate", "say", "kill",
                                       "happily", "honestly", "definitely", "still", "be", "have", "want"]
    /// Words before "ill" that make it the adjective: "feeling ill", "she's ill", "the ill effects".
    static let beforeIll: Set<String> = ["i'm", "im", "am", "is", "are", "was", "were", "be", "been", "being", "feel", "feeling", "feels",
                                         "felt", "fall", "falling", "fell", "got", "get", "getting", "gets", "so", "very", "really",
                                         "too", "quite", "seriously", "terminally", "mentally", "the", "an", "of", "look", "looks",
                                         "looked", "looking", "seem", "seems", "seemed", "pretty", "properly", "bit", "more", "less"]

    /// `text` with the apostrophes put back, its other characters as they were.
    static func restore(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices {
            let word = words[index]
            let core = word.trimmingCharacters(in: .punctuationCharacters)
            let key = core.lowercased()
            guard !key.isEmpty else { continue }
            let next = index + 1 < words.count ? words[index + 1].trimmingCharacters(in: .punctuationCharacters).lowercased() : ""
            let previous = index > 0 ? words[index - 1].trimmingCharacters(in: .punctuationCharacters).lowercased() : ""
            var restored: String?
            if let full = unambiguous[key] {
                restored = full
            } else if key == "id", afterId.contains(next) {
                restored = "i'd"
            } else if key == "ill", !next.isEmpty, !beforeIll.contains(previous), next.first?.isLetter == true {
                restored = "i'll"
            }
            guard var restored else { continue }
            // Keep the speaker's capital: "Im" → "I'm"; "i" stays lower case as a transcript wrote it.
            if core.first?.isUppercase == true { restored = restored.prefix(1).uppercased() + restored.dropFirst() }
            words[index] = word.replacingOccurrences(of: core, with: restored)
        }
        return words.joined(separator: " ")
    }
}
