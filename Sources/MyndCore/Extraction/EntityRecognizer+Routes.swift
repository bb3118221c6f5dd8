import Foundation

/// Places named in pairs, as the two ends of a way: "between surrey and vancouver", "from Penarth to Barry", "the
/// penarth to barry stretch". Each end alone may be too weak a place for the other rules (a town after no cue, a lower-
/// case city that is also an everyday word, a town named like someone), but two places the lists know, joined so, name
/// a stretch between them.
extension EntityRecognizer {
    /// Nouns of a way between two places: "the penarth to barry stretch", "the Leeds to York train".
    static let wayNouns: Set<String> = ["stretch", "leg", "run", "route", "road", "drive", "trip", "train", "bus", "coach", "ferry",
                                        "flight", "flights", "walk", "ride", "section", "journey", "commute", "line", "loop", "crossing"]

    /// Words of going said straight before a way's two ends: "fly manchester to lagos", "tickets leeds to york".
    static let goingWords: Set<String> = ["fly", "flying", "flew", "ticket", "tickets", "fares", "drive", "driving", "drove"]

    /// Adds both ends of "between X and Y", "from X to Y", "flights X to Y" and "the X to Y <way>" when both are places
    /// or towns the lists know and neither is already someone; two first names ("between Jordan and Florence") are as likely two people.
    mutating func pairedPlaces() {
        guard tokens.count >= 4 else { return }
        for index in tokens.indices.dropLast(3) {
            let cue = tokens[index].lower
            let joiner: String
            switch cue {
            case "between": joiner = "and"
            case "from", "the": joiner = "to"
            // "flights luton to lodz", "look at flights detroit to beirut": a way's noun or a verb of going before them.
            case _ where Self.wayNouns.contains(cue) || Self.goingWords.contains(cue): joiner = "to"
            default: continue
            }
            // "check flights Shannon to Boston": after a way's noun or a verb of going, the first end may be a word the
            // lists know only as a name, when the other end is a place that is no one's name.
            let way = Self.wayNouns.contains(cue) || Self.goingWords.contains(cue)
            guard let (first, firstEnd) = end(at: index + 1) ?? (way ? namedEnd(at: index + 1) : nil), firstEnd + 1 < tokens.count,
                  tokens[firstEnd + 1].lower == joiner, !tokens[firstEnd].breakAfter, let (second, secondEnd) = end(at: firstEnd + 2),
                  Self.isKnownPlace(first.lowercased()) || !Gazetteers.isFirstName(second.lowercased()) else { continue }
            if cue == "the" {
                guard !tokens[secondEnd].breakAfter, secondEnd + 1 < tokens.count, Self.wayNouns.contains(tokens[secondEnd + 1].lower) else { continue }
            }
            let names = [first, second]
            guard !names.allSatisfy({ Gazetteers.isFirstName($0.lowercased()) }) else { continue }
            let people = Set(found.people.map { Gazetteers.fold($0) })
            // "check flights Shannon to Boston": after a way's noun or a verb of going, an end named like someone, beside
            // an end that is no one's name, is the place the way starts or ends at.
            let named = names.filter { people.contains(Gazetteers.fold($0)) }
            if named.count == 1, way,
               names.contains(where: { !Gazetteers.isFirstName($0.lowercased()) && !people.contains(Gazetteers.fold($0)) }) {
                found.people.removeAll { Gazetteers.fold($0) == Gazetteers.fold(named[0]) }
            } else {
                guard names.allSatisfy({ !people.contains(Gazetteers.fold($0)) }) else { continue }
            }
            let known = Set(found.places.map { Gazetteers.fold($0) })
            for name in names where !known.contains(Gazetteers.fold(name)) {
                found.places.append(name)
            }
        }
    }

    /// One end of a way named by a single word the lists know only as a first name ("Shannon"), as written.
    private func namedEnd(at index: Int) -> (String, Int)? {
        guard index < tokens.count, case let token = tokens[index], !token.possessive, Gazetteers.isFirstName(token.lower),
              Self.canBeName(token.lower), token.word.allSatisfy(\.isLetter) else { return nil }
        return (token.isCapitalised ? token.word : token.word.titleCased, index)
    }

    /// One end of a way: a word (or two) at `index` that the lists know as a place or town, not possessive, no day,
    /// month or stop word; its name as written (title-cased in lower case) and the index of its last word.
    private func end(at index: Int) -> (String, Int)? {
        guard index < tokens.count else { return nil }
        for length in [2, 1] where index + length <= tokens.count {
            let words = tokens[index..<(index + length)]
            guard words.dropLast().allSatisfy({ !$0.breakAfter && !$0.possessive }), !words.last!.possessive,
                  words.allSatisfy({ Self.canBeName($0.lower) && $0.word.allSatisfy(\.isLetter) }) else { continue }
            let phrase = words.map(\.lower).joined(separator: " ")
            guard Self.isKnownPlace(phrase), !DueDates.weekdays.contains(phrase), !DueDates.months.contains(phrase) else { continue }
            return (words.map { $0.isCapitalised ? $0.word : $0.word.titleCased }.joined(separator: " "), index + length - 1)
        }
        return nil
    }
}

/// Roads named by their number: "the hardware store on Route 9", "out past route twenty", "Highway 52", "I-94",
/// "Interstate 5", and in Britain "on the M1", "off the A38". The number is the road's name, so the
/// place is the word and the number together ("Route 9"), never the word alone.
extension EntityRecognizer {
    /// Words before a road's number.
    static let numberedRoadWords: Set<String> = ["route", "highway", "hwy", "interstate", "freeway", "motorway", "beltway", "turnpike"]

    /// Number words a transcript spells a road's number with ("route nine", "highway one oh one", "route one twenty eight").
    static let roadNumberWords: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety", "hundred", "oh",
    ]

    /// Words before "the" that make "the M1", "the A38" a road: movement along, onto or off it.
    static let roadApproaches: Set<String> = ["on", "off", "down", "up", "along", "via", "onto", "past", "take", "took", "taking",
                                              "join", "joined", "joining", "leave", "left", "from", "to", "by", "near", "over", "across"]

    /// "Route 9", "route twenty", "I-94", "the M1": the road a number names, from `index`; nil when none starts there.
    mutating func numberedRoad(at index: Int) -> Int? {
        let token = tokens[index]
        // "I-94", "i-35", "US-1": an interstate or a US highway written with its letters.
        if let dash = token.lower.firstIndex(of: "-"), ["i", "us", "sr"].contains(String(token.lower[..<dash])),
           case let number = token.lower[token.lower.index(after: dash)...], (1...3).contains(number.count), number.allSatisfy(\.isNumber) {
            found.places.append(token.word.uppercased())
            return index + 1
        }
        // "the M1", "off the A38": a British motorway or A road after a word of going along it.
        if index >= 2, tokens[index - 1].lower == "the", Self.roadApproaches.contains(tokens[index - 2].lower), !tokens[index - 1].breakAfter,
           let letter = token.word.first, ["M", "A"].contains(letter), case let digits = token.word.dropFirst(),
           (1...3).contains(digits.count), digits.allSatisfy(\.isNumber) {
            found.places.append(token.word)
            return index + 1
        }
        guard Self.numberedRoadWords.contains(token.lower), !token.breakAfter, !token.possessive, index + 1 < tokens.count else { return nil }
        var end = index + 1
        var words = [token.word.titleCased]
        if tokens[end].lower.first?.isNumber == true, tokens[end].lower.count <= 4,
           tokens[end].lower.allSatisfy({ $0.isNumber || $0.isLetter }), tokens[end].lower.filter(\.isLetter).count <= 1 {
            // "Route 9", "Route 9A", "Highway 401".
            words.append(tokens[end].word.uppercased())
            end += 1
        } else if token.isCapitalised || index > 0 && (Self.roadApproaches.contains(tokens[index - 1].lower)
                                                        || Self.placePrepositions.contains(tokens[index - 1].lower)) {
            // "route nine", "highway one oh one": up to three number words, none after a break; in lower case only
            // after a word of going or being on it ("past route twenty", not "the route one takes").
            while end < tokens.count, end - index <= 3, Self.roadNumberWords.contains(tokens[end].lower), tokens[end].lower != "oh" || end > index + 1 {
                words.append(tokens[end].word.titleCased)
                end += 1
                if tokens[end - 1].breakAfter { break }
            }
        }
        guard end > index + 1 else { return nil }
        found.places.append(words.joined(separator: " "))
        return end
    }
}

extension EntityRecognizer {
    /// "mombasa is too hot to study in", "somewhere warm istanbul maybe", "check boston to belo horizonte": a city the
    /// gazetteer knows (countries are `lowerCaseCountry`'s), said in a lower-case transcript with no cue before it, is the place when its name is
    /// nothing else — no everyday or rare English word, no first name, no language — or, of several words, when one of
    /// them is none ("belo horizonte", "new york"; not "long beach").
    mutating func lowerCaseUncuedPlace(at index: Int) -> Int? {
        let first = tokens[index]
        // After "the" a place names a thing ("the leeds to york thing", "the boston job"); after "to", "and", "from",
        // "between" or "or" the cued rules and the pairs decide; a country is `lowerCaseCountry`'s ("air india").
        let previous = index > 0 ? tokens[index - 1].lower : ""
        guard !first.isCapitalised, !first.possessive, first.lower.first?.isLetter == true,
              !["the", "to", "and", "from", "between", "or", "a", "an", "royal", "air"].contains(previous) else { return nil }
        var best: Int?
        var words: [String] = []
        for end in index..<min(tokens.count, index + Gazetteers.maxPlaceWords) {
            let token = tokens[end]
            guard !token.isCapitalised, !token.possessive else { break }
            words.append(token.lower)
            let phrase = Gazetteers.fold(words.joined(separator: " "))
            if Gazetteers.places.contains(phrase), !Gazetteers.commonWordPlaces.contains(phrase), !Gazetteers.countries.contains(phrase),
               words.contains(where: { Self.isNothingButAPlace($0) }), words.count > 1 || phrase.count >= 4 {
                best = end
            }
            if token.breakAfter { break }
        }
        guard let best else { return nil }
        found.places.append(tokens[index...best].map(\.word.titleCased).joined(separator: " "))
        placeEnds.insert(best)
        return best + 1
    }

    /// Towns whose names a transcript says more often as something else: a renovation, a wine, a Sikh wedding.
    static let wordsBeforeTowns: Set<String> = ["reno", "shiraz", "karaj", "anand", "merlot", "rioja", "chianti", "cava", "marsala"]

    /// A lower-case word that names nothing but a place: one of `Gazetteers.properPlaces`, or in no English word list and
    /// no first name, language, title or relation.
    static func isNothingButAPlace(_ lower: String) -> Bool {
        let folded = Gazetteers.fold(lower)
        if Gazetteers.properPlaces.contains(folded) { return true }
        // "the dogs barking", "kitchen reno", "a bottle of shiraz", "anand karaj": a form of an English word, and the
        // towns that are a word of another kind first.
        let stem = folded.hasSuffix("ing") ? String(folded.dropLast(3)) : folded.hasSuffix("ed") ? String(folded.dropLast(2)) : nil
        if let stem, Gazetteers.commonWords.contains(stem) || Gazetteers.rareWords.contains(stem) || Gazetteers.commonWords.contains(stem + "e") {
            return false
        }
        if Self.wordsBeforeTowns.contains(folded) { return false }
        return folded.count >= 3 && !Gazetteers.commonWords.contains(folded) && !Gazetteers.rareWords.contains(folded)
            && !Gazetteers.isFirstName(folded) && !Gazetteers.languages.contains(folded)
            && Gazetteers.titles[folded] == nil && !kin.contains(folded) && !Gazetteers.kinNames.contains(folded)
            && !StopWords.english.contains(folded) && canBeName(folded)
    }
}

/// Where a journey ends or someone comes from, for a town named like someone ("Katy", "Tyler", "Phoenix"): "moving out
/// to katy", "move the whole family up to Phoenix", "one lady from Katy". A verb of going straight before "to", or a
/// particle of way ("out", "up", "over", "back") with such a verb earlier in the clause, ends a journey; "it's up to
/// Katy", "reach out to Katy", "get back to Katy" name none. Someone said before "from" ("a lady from Katy", "everybody
/// from alief") is from a place; "a card from Katy" is from someone.
extension EntityRecognizer {
    /// Verbs of going: `movementVerbs` less the nouns and particles it holds, and a few it has no need of.
    static let journeyVerbs: Set<String> = movementVerbs.subtracting(["trip", "back", "road", "train", "flight", "down"])
        .union(["moves", "relocate", "relocating", "relocated", "head", "commute", "commuting", "emigrate", "emigrating", "emigrated"])
    static let wayParticles: Set<String> = ["out", "up", "down", "over", "across", "away", "back"]
    /// Someone said of where they are from: "a lady from Katy", "the family from Tyler".
    static let fromPeople: Set<String> = [
        "lady", "ladies", "guy", "guys", "woman", "women", "man", "men", "bloke", "fella", "girl", "girls", "boy", "boys",
        "people", "folks", "family", "families", "kids", "everybody", "everyone", "someone", "somebody", "customer",
        "customers", "client", "clients", "couple", "cousins", "relatives",
    ]

    /// Whether the token at `cueIndex` is a "to" that ends a journey, or a "from" after someone.
    func journeyCue(at cueIndex: Int) -> Bool {
        guard cueIndex > 0, tokens.indices.contains(cueIndex), !tokens[cueIndex - 1].breakAfter else { return false }
        let before = tokens[cueIndex - 1].lower
        switch tokens[cueIndex].lower {
        case "from":
            return Self.fromPeople.contains(before)
        case "to":
            if Self.journeyVerbs.contains(before) { return true }
            guard Self.wayParticles.contains(before) else { return false }
            // A verb of going up to four words before the particle, in the same clause: "moving out to", "move the whole
            // family up to".
            var position = cueIndex - 2
            while position >= 0, position >= cueIndex - 6, !tokens[position].breakAfter {
                if Self.journeyVerbs.contains(tokens[position].lower) { return true }
                position -= 1
            }
            return false
        default:
            return false
        }
    }
}
