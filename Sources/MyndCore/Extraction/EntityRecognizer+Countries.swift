import Foundation

extension EntityRecognizer {
    /// "we should try australia like his cousin", "sending money home to the family philippines side", "kenya was
    /// the best trip": in a lower-case transcript a country's or continent's name is the place wherever it stands,
    /// with no preposition before it, unless it is also a first name or an everyday word ("jordan", "georgia",
    /// "turkey", "china"). After "the" `lowerCasePlace` decides ("the philippines").
    mutating func lowerCaseCountry(at index: Int) -> Int? {
        guard !tokens[index].isCapitalised, index == 0 || tokens[index - 1].lower != "the" else { return nil }
        // "air india", "hockey canada", "alzheimer scotland": after a word of its own the country names an
        // organisation; only at a start, after a small word or after a verb of going or wanting is it the place.
        if index > 0 {
            let previous = tokens[index - 1].lower
            guard StopWords.english.contains(previous) || Self.countryVerbs.contains(previous) || tokens[index - 1].breakAfter else { return nil }
        }
        var words: [String] = []
        var best: Int?
        for end in index..<min(tokens.count, index + 3) {
            guard !tokens[end].isCapitalised else { break }
            words.append(tokens[end].lower)
            let phrase = Gazetteers.fold(words.joined(separator: " "))
            if Gazetteers.countries.contains(phrase), !Gazetteers.commonWordPlaces.contains(phrase), !Self.countryFoods.contains(phrase),
               words.count > 1 || (!Gazetteers.isFirstName(phrase) || countryCueBefore(index)) && !Gazetteers.commonWordNames.contains(phrase)
                && !StopWords.english.contains(phrase) && !Gazetteers.languages.contains(phrase) {
                best = end
            }
            if tokens[end].breakAfter || tokens[end].possessive { break }
        }
        guard let best else { return nil }
        found.places.append(tokens[index...best].map(\.word.titleCased).joined(separator: " "))
        placeEnds.insert(best)
        return best + 1
    }
    /// Verbs a country follows as their object, and "since": "we should try australia", "i miss kenya", "leave
    /// ireland", "friends since kenya".
    static let countryVerbs: Set<String> = ["try", "visit", "visiting", "visited", "miss", "missed", "love", "loved", "leave", "left",
                                            "leaving", "see", "saw", "tour", "explore", "call", "calling", "reach", "reached", "since"]
    /// Words of going before "to" that make a country also a first name the place: "home to kenya", "moving back to
    /// jamaica", "flights to georgia" (not "talk to jordan", "a text from georgia").
    static let goingBeforeTo: Set<String> = ["home", "back", "go", "going", "goes", "went", "gone", "move", "moving", "moved", "fly", "flying",
                                             "flew", "trip", "flight", "flights", "return", "returning", "travel", "travelling", "traveling",
                                             "holiday", "vacation", "way", "emigrate", "emigrated", "sent", "send", "sending", "ship", "shipping"]

    /// Whether a country that is also a first name ("kenya", "georgia", "jordan") is said at `index` as a place:
    /// after "in" ("in georgia", "in jordan"), or after "to" that follows a word of going ("home to kenya").
    func countryCueBefore(_ index: Int) -> Bool {
        guard index > 0, !tokens[index].possessive else { return false }
        let previous = tokens[index - 1].lower
        if previous == "in" { return true }
        return previous == "to" && index > 1 && Self.goingBeforeTo.contains(tokens[index - 2].lower)
    }

    /// Countries' names that are dishes in a transcript's spelling: "the red chile", "chile colorado".
    static let countryFoods: Set<String> = ["chile"]
}
