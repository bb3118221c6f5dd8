import Foundation

/// Places named by a word and the kind of place it is, in the shapes a transcript or a quick note uses: a street in
/// lower case or by its number ("on ruston way", "on pacific avenue", "CVS on 6th Ave"), and a landmark whose kind
/// leads its name ("Camp Muir", "Point Defiance", "Mount Rainier", "Lake Quinault"). `step(at:)` and `capitalisedRun`
/// call these.
extension EntityRecognizer {
    /// Street words strong enough to name a street after one lower-case word ("way" only after a way preposition).
    static let namedStreetWords: Set<String> = streetWords.union(["way", "parkway", "pkwy", "highway", "hwy"])
        .subtracting(["gardens", "parade", "arcade", "precinct", "square", "st", "dr"])

    /// Words before a street word that make it a way, not a street's name: "on my way", "down the road", "on its way".
    static let notStreetNames: Set<String> = ["the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this", "that",
                                              "same", "other", "whole", "long", "back", "side", "wrong", "right",
                                              "easy", "hard", "only", "best", "every", "no", "one", "which", "each", "any"]

    /// A street's number in figures, of any size, with its ordinal's own ending: "5th", "41st", "42nd", "110th",
    /// "111th" — not "41th", and not "2020s". (A day of the month stops at 31; Queens's avenues do not.)
    static func streetNumber(_ word: String) -> Int? {
        let digits = word.dropLast(2)
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(digits), number >= 1 else { return nil }
        let ending = switch (number % 100, number % 10) {
        case (11...13, _): "th"
        case (_, 1): "st"
        case (_, 2): "nd"
        case (_, 3): "rd"
        default: "th"
        }
        return word.hasSuffix(ending) ? number : nil
    }

    /// Street words that name a street after its number wherever it is said: "PT eval, Tuesday 5:45, 41st Avenue",
    /// "stalled at 61st street". Words that also count places in a line ("the 3rd lane", "came 2nd place") do so only
    /// written with a capital.
    static let numberedStreetWords: Set<String> = ["street", "st", "road", "rd", "avenue", "ave", "boulevard", "blvd", "parkway", "pkwy"]
    /// Of those, the ones a word no list knows names a street with, alone ("st" there is a saint's).
    static let unlistedStreetWords = numberedStreetWords.subtracting(["st"])

    /// "41st Avenue", "the bookstore on 40th Road", "61st street station": a street's number in figures and a street's
    /// word, with or without a preposition before them. Not "take the 3rd street on the left" (an ordinal counting
    /// streets, after "the" in lower case).
    mutating func numberedStreet(at index: Int) -> Int? {
        guard index + 1 < tokens.count else { return nil }
        let token = tokens[index], street = tokens[index + 1]
        let kind = street.lower.trimmingDot
        guard Self.streetNumber(token.lower) != nil, !token.breakAfter, !token.possessive, !street.possessive,
              Self.numberedStreetWords.contains(kind) || street.isCapitalised && Self.namedStreetWords.contains(kind) else { return nil }
        if !street.isCapitalised, index > 0, ["the", "a", "every", "each"].contains(tokens[index - 1].lower) { return nil }
        found.places.append(token.lower + " " + (street.isCapitalised ? street.word : street.word.titleCased))
        placeEnds.insert(index + 1)
        return index + 2
    }

    /// Words that lead a street's name: "St Marys Road", "Old Kent Road".
    static let streetNameLeads: Set<String> = [
        "st", "saint", "ste", "mt", "mount", "fort", "ft", "port", "north", "south", "east", "west", "old", "new",
    ]

    /// "snowing again and kissena boulevard is grey slush", "lincoln road was closed": in lower case, with no preposition
    /// before it, a word no everyday list knows (one no list knows, a first name or a town) and a street's word that
    /// only names streets. Not "the gravel road", "a toll road" (everyday words).
    mutating func lowerCaseUnlistedStreet(at index: Int) -> Int? {
        guard index + 1 < tokens.count else { return nil }
        let token = tokens[index], street = tokens[index + 1]
        let word = token.lower
        guard !token.isCapitalised, !token.breakAfter, !token.possessive, !street.possessive,
              Self.unlistedStreetWords.contains(street.lower.trimmingDot),
              word.count >= 4, word.allSatisfy(\.isLetter), !Gazetteers.commonWords.contains(word), !Gazetteers.commonWordNames.contains(word),
              Self.canBeName(word),
              Self.isUnlistedNameShape(word) || Gazetteers.isFirstName(word) || Gazetteers.places.contains(word) else { return nil }
        // "on st marys road": a saint's or a mount's word before the name is the street's too.
        let lead = index > 0 && !tokens[index - 1].breakAfter && Self.streetNameLeads.contains(tokens[index - 1].lower.trimmingDot)
        found.places.append((lead ? [tokens[index - 1], token, street] : [token, street]).map(\.word.titleCased).joined(separator: " "))
        placeEnds.insert(index + 1)
        return index + 2
    }

    /// "gotta call the lobster shop on ruston way", "her office on pacific avenue", "CVS on 6th Ave": after a preposition
    /// of way, one word and a street's word name the street — a word no stop list holds, or a street's number.
    mutating func lowerCaseNamedStreet(at index: Int) -> Int? {
        guard index > 0, index + 1 < tokens.count, Self.wayPrepositions.contains(tokens[index - 1].lower) else { return nil }
        let token = tokens[index], street = tokens[index + 1]
        let word = token.lower
        let numbered = DueDates.ordinal(word) != nil
        guard !token.breakAfter, !token.possessive, !street.possessive || street.lower == "way",
              Self.namedStreetWords.contains(street.lower.trimmingDot),
              !Self.notStreetNames.contains(word), numbered || word.allSatisfy(\.isLetter) && word.count >= 3 && Self.canBeName(word),
              !Gazetteers.isShop(token.word) else { return nil }
        // "on ruston way": "way" after a word that may be a street's name only when the way is no manner ("on their way").
        if street.lower == "way", StopWords.english.contains(word) || word.hasSuffix("ing") { return nil }
        let name = (word.first?.isNumber == true ? word : token.word.titleCased) + " " + (street.isCapitalised ? street.word : street.word.titleCased)
        found.places.append(name)
        placeEnds.insert(index + 1)
        return index + 2
    }

    /// Premises that stand on a street: "the travel agent on Lawrence", "the lumber yard on Culebra", "the running room
    /// on the danforth".
    static let premisesNouns: Set<String> = venueNouns.union(venueWords).union([
        "agent", "agency", "agents", "yard", "room", "dentist", "dentists", "doctor", "doctors", "vet", "vets", "optician",
        "opticians", "dealer", "dealership", "place", "branch", "hill", "corner", "lot", "plaza", "nursery", "optometrist",
        "optometrists", "y", "ymca", "ywca", "laundromat", "cleaners", "hairdresser", "hairdressers", "grocer", "grocers",
        "bodega", "tailor", "tailors", "mechanic", "mechanics",
    ]).subtracting(["lives", "live", "living", "parked", "stuck", "home", "flat", "house", "apartment"])

    /// An everyday word that is rare (Zipf below 4.5) and also a first name, a town or a place: "warren", "wellington".
    static func isRareNamedWord(_ word: String) -> Bool {
        (Gazetteers.wordZipf[word] ?? 0) < 4.5 && (Gazetteers.isFirstName(word) || Gazetteers.towns.contains(word) || Gazetteers.places.contains(word))
    }

    /// Titles of someone whose practice is premises: "Dr. Nguyen on Sheppard".
    static let practiceTitles: Set<String> = ["dr", "doctor", "prof", "professor"]

    /// "the travel agent on Lawrence", "Dr. Nguyen on Sheppard", "the h e b on bandera", "Run On on Broadway", "the
    /// running room on the danforth": after premises — a shop, a venue's noun, someone's practice — "on" and one word
    /// that is no everyday word, day or time is the street the premises stand on, whatever the lists say of the word
    /// ("Lawrence" is a first name). Not "working on Lawrence's essay" (no premises, and a possessive), not "the shop on
    /// Monday".
    mutating func streetOfPremises(at index: Int) -> Int? {
        guard index >= 2, tokens[index - 1].lower == "on" || tokens[index - 1].lower == "the" && index >= 3 && tokens[index - 2].lower == "on"
        else { return nil }
        let on = tokens[index - 1].lower == "on" ? index - 1 : index - 2
        let street = tokens[index], premises = tokens[on - 1]
        guard !premises.breakAfter, !tokens[on].breakAfter, !street.possessive, street.word.count >= 4, street.word.allSatisfy(\.isLetter),
              // Written with its capital, a street may also be an everyday word to the frequency list ("Lawrence",
              // "Broadway"); in lower case, only a word it does not know, or a rarer one that is also a first name or a
              // town ("the bakery on warren", "the y on wellington"; not "the shop on fire").
              Self.canBeName(street.lower), street.isCapitalised || !Gazetteers.commonWords.contains(street.lower)
                || Self.isRareNamedWord(street.lower),
              !Self.timeWords.contains(street.lower),
              // "on Saturdays", "on thursdays": a day, one or every.
              !DueDates.weekdays.contains(street.lower), !DueDates.weekdays.contains(String(street.lower.dropLast())),
              !DueDates.months.contains(street.lower), !Gazetteers.isShop(street.word),
              // The premises: a venue's or a trade's noun, a shop the list knows, or a doctor's practice ("Dr. Nguyen on
              // Sheppard") with a capitalised street after it. Anyone else is reached on something ("Ines on WhatsApp",
              // "Mum on Signal").
              Self.premisesNouns.contains(premises.lower) || Gazetteers.isShop(premises.word)
                || premises.isCapitalised && street.isCapitalised && on >= 2 && Self.practiceTitles.contains(tokens[on - 2].lower.trimmingDot),
              index + 1 == tokens.count || street.breakAfter || !tokens[index + 1].isCapitalised || tokens[index + 1].lower == "i"
        else { return nil }
        // "the bakery on wellfield road", "on onehunga mall": a street's own word follows; the street rules name it whole.
        if !street.breakAfter, index + 1 < tokens.count, Self.namedStreetWords.contains(tokens[index + 1].lower.trimmingDot)
            || Self.isPlaceHead(tokens[index + 1].lower) { return nil }
        // "the shop on the corner": after "the", only a word no list knows at all.
        if on == index - 2, !Self.isUnlistedNameShape(street.lower) { return nil }
        found.places.append(street.isCapitalised ? street.word : street.word.titleCased)
        placeEnds.insert(index)
        return index + 1
    }

    /// Kinds of landmark said before their name: "Camp Muir", "Point Defiance", "Mount Hood", "Lake Tahoe", "Fort Worden".
    /// ("Ben", a Scottish mountain's word, is left out: it is a first name far more often.)
    static let leadingPlaceKinds: Set<String> = ["camp", "point", "mount", "mt", "lake", "fort", "cape", "port", "glen", "loch",
                                                 "isle", "bay"]

    /// "up to Camp Muir", "the stairs at Point Defiance", "Mount Rainier National Park": a capitalised kind of landmark and
    /// the capitalised word after it are one place's name. "Camp" at a sentence's start before a verb ("Camp was great")
    /// is not one, nor is a first name after "Port" or "Fort".
    static func isLandmarkNamedByKind(_ run: [Token]) -> Bool {
        guard run.count >= 2, let first = run.first, leadingPlaceKinds.contains(first.lower.trimmingDot), !first.possessive,
              !first.breakAfter else { return false }
        let second = run[1]
        return second.isCapitalised && canBeName(second.lower) && !Gazetteers.isFirstName(second.word) || Gazetteers.places.contains(Gazetteers.fold(second.lower))
            || ["mount", "mt", "lake", "camp", "point", "cape"].contains(first.lower.trimmingDot)
    }

    /// "so maybe we do owen beach tomorrow", "a walk round green lake": in lower case, a word and a landmark's last
    /// word ("beach", "harbor", "park") after a verb of going or a place preposition name the place.
    mutating func lowerCaseLandmark(at index: Int) -> Int? {
        guard index > 0, index + 1 < tokens.count else { return nil }
        let token = tokens[index], head = tokens[index + 1]
        let previous = tokens[index - 1].lower
        guard !token.isCapitalised, !head.isCapitalised, !token.breakAfter, !token.possessive,
              ["beach", "harbor", "harbour", "lake", "bay", "island", "falls", "creek", "trail"].contains(head.lower),
              Self.wayPrepositions.contains(previous) || ["do", "doing", "hit", "visit", "visiting", "explore", "walk", "hike"].contains(previous),
              token.word.allSatisfy(\.isLetter), token.word.count >= 3, !StopWords.english.contains(token.lower),
              !Gazetteers.commonWords.contains(token.lower) || Gazetteers.isFirstName(token.lower) || Gazetteers.places.contains(token.lower),
              !Self.notStreetNames.contains(token.lower) else { return nil }
        // "at bear creek park", "along the mill creek trail": a water's name can start a park's or a trail's.
        return addLowerCasePlace(at: index, endingIn: { !head.possessive && Self.lowerCaseVenueWords.contains($0.lower) })
    }

    /// Adds the two words at `index` as a place's name, title-cased, with the lower-case word after them when `isEnd`
    /// takes it as the place's own word ("st marys hospital", "bear creek park"); returns the index after the name.
    mutating func addLowerCasePlace(at index: Int, endingIn isEnd: (Token) -> Bool) -> Int {
        var end = index + 1
        if !tokens[end].breakAfter, end + 1 < tokens.count, !tokens[end + 1].isCapitalised, isEnd(tokens[end + 1]) { end += 1 }
        found.places.append(tokens[index...end].map(\.word.titleCased).joined(separator: " "))
        placeEnds.insert(end)
        return end + 1
    }

    /// Airports people call by their letters ("out of YVR", "Kay's picking me up at ATL", "the LHR queue"): the big
    /// ones of the countries this tool meets most, less codes that are words or other initialisms (SAT, MAN, SIN, ADD,
    /// LOS, SAN, PER, DEL, MAD, SEA, BOS, LAS, MEL, AUS, DEN, HOU, GLA, CAN, KIN, POS, NAN, SOU, INV, EXT, DUR).
    static let airportCodes: Set<String> = [
        // North America
        "ATL", "BNA", "BWI", "CLT", "CVG", "DCA", "DFW", "DTW", "EWR", "FLL", "IAD", "IAH", "JFK", "LAX", "LGA", "MCI", "MCO",
        "MDW", "MIA", "MSP", "MSY", "OAK", "ORD", "PDX", "PHL", "PHX", "PIT", "RDU", "SFO", "SJC", "SLC", "STL", "TPA",
        "YEG", "YHZ", "YOW", "YUL", "YVR", "YWG", "YYC", "YYZ", "YXE", "YQR", "YYJ",
        // Britain and Ireland
        "LHR", "LGW", "STN", "LTN", "LCY", "BHX", "EDI", "ABZ", "BRS", "NCL", "LPL", "LBA", "CWL", "BFS", "DUB", "ORK", "SNN",
        "EMA", "PIK", "NWI",
        // Europe, Africa, Asia, Oceania, Latin America
        "CDG", "ORY", "AMS", "FRA", "MUC", "FCO", "BCN", "LIS", "OPO", "ATH", "IST", "ZRH", "VIE", "CPH", "ARN", "OSL", "HEL",
        "WAW", "KRK", "PRG", "BUD", "DXB", "AUH", "DOH", "JNB", "CPT", "NBO", "ACC", "ABV", "CAI",
        "BOM", "BLR", "MAA", "HYD", "CCU", "COK", "ATQ", "KHI", "LHE", "ISB", "DAC", "CMB", "KTM", "KUL", "BKK", "CGK",
        "MNL", "CEB", "SGN", "HAN", "HKG", "TPE", "ICN", "GMP", "NRT", "HND", "KIX", "PEK", "PKX", "PVG", "SYD",
        "BNE", "ADL", "OOL", "CNS", "AKL", "WLG", "CHC", "ZQN", "MEX", "CUN", "GDL", "MTY", "GRU", "GIG", "EZE",
        "BOG", "LIM", "SCL", "PTY", "SJO", "BGI", "NAS", "SJU",
    ]

    /// "dropped them at yvr", "flying into lhr": a transcript's airport code after a place's cue.
    mutating func lowerCaseAirport(at index: Int) -> Int? {
        guard index > 0 else { return nil }
        let token = tokens[index]
        // "out of gig harbor": a code that is also a word is the word.
        guard !token.isCapitalised, token.word.count == 3, Self.airportCodes.contains(token.word.uppercased()),
              !Gazetteers.commonWords.contains(token.lower), !StopWords.english.contains(token.lower) else { return nil }
        let previous = tokens[index - 1].lower
        let before = index > 1 ? tokens[index - 2].lower : nil
        guard Self.isPlaceCue(previous, before: before) || ["to", "from", "into", "via"].contains(previous)
            || previous == "of" && before == "out" else { return nil }
        found.places.append(token.word.uppercased())
        placeEnds.insert(index)
        return index + 1
    }
}

/// Places said by letters: a country's abbreviation ("coming from SA", "back in the UK"), a road's number ("traffic
/// on the N3", "off the M25") and a venue known by its initials ("rigging at the ICC", "at the MCG before the
/// game"). Only upper case counts, and only in a place's slot, so "the HR portal", "the NEC code book" and "in BSL"
/// stay what they are. `step(at:)` calls this before the capitalised runs.
extension EntityRecognizer {
    /// Countries said by their letters.
    static let countryAbbreviations: Set<String> = ["UK", "US", "USA", "SA", "UAE", "NZ", "DRC", "KSA", "PNG", "EU"]
    /// Roles and departments said by their letters, which a person is "at" without it being a place ("at the GP").
    static let initialledRoles: Set<String> = ["GP", "HR", "IT", "PE", "PT", "OT", "ER", "AGM", "DJ", "PA", "CEO", "MD", "VP", "GM"]
    /// Words before "the" that make what follows a road: "on the N3", "off the M25", "along the A470".
    static let roadPrepositions: Set<String> = ["on", "off", "along", "via", "down", "up", "onto", "take", "took", "taking", "join", "joined", "from"]

    mutating func placeByLetters(at index: Int) -> Int? {
        guard index > 0 else { return nil }
        let token = tokens[index]
        let word = token.word
        guard word.count >= 2, word.count <= 5, word.allSatisfy({ $0.isUppercase || $0.isNumber }), word.first!.isLetter,
              !token.possessive else { return nil }
        let previous = tokens[index - 1].lower
        let beforeThe = index > 1 && previous == "the" ? tokens[index - 2].lower : nil
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        // The place ends the phrase: a break, the end, or a word of time or place after it ("at the MCG before…").
        // A noun after the letters makes them a thing's code ("the NEC code book", "the HR portal").
        let ends = token.breakAfter || next == nil
            || next.map { Self.timeWords.contains($0.lower) || StopWords.english.contains($0.lower) || $0.lower == "already" } == true
        if Self.countryAbbreviations.contains(word), Self.isPlaceCue(previous, before: index > 1 ? tokens[index - 2].lower : nil)
            || ["from", "to", "across", "around"].contains(previous) || beforeThe.map({ ["in", "from", "to", "across", "around"].contains($0) }) == true {
            found.places.append(word)
            placeEnds.insert(index)
            return index + 1
        }
        // "on the N3", "off the M25", "along the A470": a letter or two and a number after a road's preposition.
        if let beforeThe, Self.roadPrepositions.contains(beforeThe), ends,
           let digit = word.firstIndex(where: \.isNumber), (1...2).contains(word.distance(from: word.startIndex, to: digit)),
           word[digit...].allSatisfy(\.isNumber) {
            found.places.append(word)
            placeEnds.insert(index)
            return index + 1
        }
        // "Jan 8 out of YVR", "the YVR queue": a big airport's code.
        if word.count == 3, Self.airportCodes.contains(word) {
            found.places.append(word)
            placeEnds.insert(index)
            return index + 1
        }
        // "rigging at the ICC", "at the MCG before the game": initials after "at the" that end the phrase.
        if beforeThe == "at", ends, word.allSatisfy(\.isLetter), word.count >= 3, !Self.initialledRoles.contains(word),
           !Self.countryAbbreviations.contains(word) {
            found.places.append(word)
            placeEnds.insert(index)
            return index + 1
        }
        return nil
    }
}
