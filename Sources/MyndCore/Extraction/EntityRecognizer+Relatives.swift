import Foundation

/// People and places said in shapes the seventh held-out script showed the rules missing: a family title of another
/// language said alone (the relation, as "Mum" is, unless a verb of contact names them), a first name that is also a
/// city ("Sofia's game", "for Sofia and Leo"), and a street said by its short name after a shop or a job ("the library
/// on kedzie", "the Walgreens on Lawrence"). `step(at:)` and `classify` call these.
extension EntityRecognizer {
    /// "call oma", "lunch with babcia": a family title of another language said alone is the relation, as "Mum" is —
    /// filed as someone only after a verb of contact ("Babcia keeps saying…", "Nonna's lasagne", "baba never wrote
    /// anything down" name no one new), as the `kin` rule does for "call mum"; after "my" or "the" it is only the
    /// relation ("my babcia"). Said with "Ji" after it, it is how that relative is called ("Nani Ji").
    mutating func kinNameAlone(at index: Int) -> Int? {
        let token = tokens[index]
        guard Gazetteers.kinNames.contains(token.lower) else { return nil }
        let previous = index > 0 ? tokens[index - 1].lower : ""
        // "Manny's lola" is someone else's relation, not a name.
        let ownedByOther = index > 0 && tokens[index - 1].possessive
        guard !Self.possessiveDeterminers.contains(previous), !["the", "a", "an"].contains(previous), !ownedByOther else { return nil }
        let cued = Self.personCues.contains(previous) && !Self.looseCues.contains(previous)
            || index > 1 && ["to", "with"].contains(previous) && Self.speechVerbs.contains(tokens[index - 2].lower)
        // "nani ji's letters", "Nani Ji": the Punjabi and Hindi honorific after the relative is part of how they are called.
        if index + 1 < tokens.count, !token.breakAfter, !token.possessive, ["ji", "jis"].contains(tokens[index + 1].lower) {
            found.people.append(token.word.titleCased + " Ji")
            return index + 2
        }
        // Not cued, it is the relation: nothing, and no place either ("at Abuela's" is her home, not a place's name).
        guard cued else { return index + 1 }
        found.people.append(token.word.titleCased)
        return index + 1
    }

    /// Cantonese and Hokkien family words said after "Ah": a grandmother or mother ("Ah Ma", "Ah Por"), a grandfather
    /// ("Ah Yeh", "Ah Gung", "Ah Kong"), a father ("Ah Ba"), and the words for aunts, uncles and siblings that also
    /// come before a name ("Ah Yee Fong", "Ah Suk Wing").
    static let ahKin = ahKinTitles.union(["ma", "mah", "maa", "por", "poh", "po", "yeh", "yeye", "gung", "kung", "kong", "ba", "pa"])
    /// Of those, the words that also stand before the relative's own name.
    static let ahKinTitles: Set<String> = ["yee", "yi", "gu", "ku", "suk", "sook", "sum", "kam", "mui", "jie", "je", "ze", "gor", "goh", "ko"]

    /// "Ah Ma's knee appointment", "drive ah ma to her appointments", "ah mas ginger water", "dinner at ah yee fongs":
    /// "Ah" and a Cantonese or Hokkien family word are the name the user calls that relative by, one person — not "Ah"
    /// (a filler elsewhere) and "Ma". An aunt's or an uncle's word takes the name after it. After "my" or "the" it is
    /// the relation only, as with other family titles.
    mutating func ahKinName(at index: Int) -> Int? {
        guard tokens[index].lower == "ah", !tokens[index].breakAfter, !tokens[index].possessive, index + 1 < tokens.count else { return nil }
        let kin = tokens[index + 1]
        let plainS = !kin.possessive && kin.lower.count > 2 && kin.lower.hasSuffix("s") && Self.ahKin.contains(String(kin.lower.dropLast()))
        let word = plainS ? String(kin.lower.dropLast()) : kin.lower
        guard Self.ahKin.contains(word) else { return nil }
        let previous = index > 0 ? tokens[index - 1].lower : ""
        if Self.possessiveDeterminers.contains(previous) || ["the", "a", "an"].contains(previous) || index > 0 && tokens[index - 1].possessive {
            return index + 2
        }
        var words = ["Ah", word.titleCased]
        var end = index + 1
        if Self.ahKinTitles.contains(word), !kin.breakAfter, !kin.possessive, !plainS, end + 1 < tokens.count {
            let name = tokens[end + 1]
            // "ah yee fongs": a transcript's possessive, its apostrophe lost.
            let lostApostrophe = !name.possessive && !name.isCapitalised && name.lower.count >= 4 && name.lower.hasSuffix("s")
            let lower = lostApostrophe ? String(name.lower.dropLast()) : name.lower
            if lower.count >= 2, lower.allSatisfy(\.isLetter), Self.canBeName(lower), !Gazetteers.commonWords.contains(lower)
                || name.isCapitalised && !name.atSentenceStart {
                words.append(lower.titleCased)
                end += 1
            }
        }
        found.people.append(words.joined(separator: " "))
        personEnds.insert(end)
        return end + 1
    }

    /// What a city owns that a person does not: "Sofia's old town", "Paris's museums" stay the place.
    static let cityOwnings: Set<String> = ["old", "museums", "streets", "mayor", "airport", "population", "economy", "suburbs",
                                           "skyline", "nightlife", "restaurants", "metro", "cathedral", "harbour", "harbor", "port",
                                           "beaches", "weather", "climate", "history", "centre", "center", "best", "famous", "main"]

    /// "Sofia's first game", "Sofia said", "for Sofia and Leo", "call Sofia": a single capitalised word that is both a
    /// city the gazetteer knows and a first name is the person when something a person has, does or is listed with
    /// says so. "in Sofia", "flights to Sofia" and "Sofia's old town" stay the city.
    static func isPersonNamedLikeAPlace(_ run: [Token], previous: String?, before: String?, next: Token?, nextAfter: Token?,
                                        afterPerson: Bool) -> Bool {
        guard run.count == 1, let first = run.first, Gazetteers.isFirstName(first.word), !Gazetteers.commonWordNames.contains(first.lower)
        else { return false }
        if first.possessive {
            guard let next else { return true }  // "dinner at Sofia's" is at her home
            return !isPlaceHead(next.lower) && !cityOwnings.contains(next.lower)
        }
        if let previous, strongPersonCues.contains(previous) { return true }
        // "pick up Jordan from practice", "drop off Florence at school", "collect Sofia": someone looked after.
        if let previous, carerCues.contains(previous) && !["get", "take", "taking", "took"].contains(previous)
            || ["up", "off"].contains(previous) && before.map({ ["pick", "picking", "drop", "dropping"].contains($0) }) == true {
            return true
        }
        if let next, !first.breakAfter, personFollowers.contains(next.lower), !looseFollowers.contains(next.lower) { return true }
        // "Sofia and Leo", "Leo and Sofia": listed with another person.
        if let next, let nextAfter, !first.breakAfter, next.lower == "and", nextAfter.isCapitalised, Gazetteers.isFirstName(nextAfter.word),
           !Gazetteers.places.contains(Gazetteers.fold(nextAfter.lower)) {
            return true
        }
        return previous == "and" && afterPerson
    }

    /// Nouns of a work site: "a crawl space on belmont", "the job on kedzie".
    static let siteNouns: Set<String> = ["job", "jobs", "site", "space", "basement", "attic", "roof", "corner", "lot", "remodel", "rewire"]

    /// Whether the words before "on" or "off" (`lookBack`, last word nearest) name a shop, a building or a work site
    /// whose street follows: a venue's noun ("the library on kedzie"), a site's ("a crawl space on belmont"), or a
    /// word no list knows, a shop's own name ("the Walgreens on Lawrence").
    static func isSitedOnAStreet(_ lookBack: ArraySlice<String>) -> Bool {
        if lookBack.contains(where: { venueNouns.contains($0) || siteNouns.contains($0) }) { return true }
        guard let last = lookBack.last else { return false }
        // "sent it to Ines on WhatsApp": a person before "on" is no shop.
        return last.count > 3 && !Gazetteers.commonWords.contains(last) && !StopWords.english.contains(last) && last.allSatisfy(\.isLetter)
            && !Gazetteers.isFirstName(last)
    }

    /// "the library on kedzie saturday", "a crawl space on belmont i can't…": in lower case, a word no list knows after
    /// "on" or "off", where a shop, building or work site stands before it, is the street's short name.
    mutating func lowerCaseShortStreet(at index: Int) -> Int? {
        guard index > 1, ["on", "off"].contains(tokens[index - 1].lower) else { return nil }
        let token = tokens[index]
        guard !token.isCapitalised, !token.possessive, Self.isUnlistedNameShape(token.lower),
              !Self.onPersonWords.contains(tokens[index - 2].lower),
              Self.isSitedOnAStreet(tokens[max(0, index - 4)..<(index - 1)].map(\.lower)[...]) else { return nil }
        guard token.breakAfter || index + 1 == tokens.count || StopWords.english.contains(tokens[index + 1].lower)
                || Self.timeWords.contains(tokens[index + 1].lower) || DueDates.weekdays.contains(tokens[index + 1].lower) else { return nil }
        found.places.append(token.word.titleCased)
        return index + 1
    }
}
