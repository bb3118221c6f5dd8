import Foundation

/// Places and people said in the shapes the eighth and ninth held-out scripts showed the rules missing: towns the
/// big-places list is too coarse for ("from naas", "the blackpool coach trip"), landforms joined by "of" ("the cliffs
/// of moher"), streets said by a one-word name ("on deansgate"), pubs named by a possessive ("in whelan's"), venues
/// after "the" that no list knows ("at the etihad"), and a transcript's possessive without its apostrophe ("tobis
/// party"). `step(at:)` and `classify` call these.
extension EntityRecognizer {
    /// Landforms' words that "of" joins to a name: "the Cliffs of Moher", "the Isle of Skye", "the Vale of Glamorgan".
    static let headsBeforeOf: Set<String> = ["isle", "island", "islands", "cliffs", "bay", "vale", "valley", "lake", "loch", "falls",
                                             "gulf", "gap", "mull", "straits",
                                             // "the University of Leeds", "College of the Atlantic": a campus named for its place.
                                             "university", "college"]

    /// A lower-case town of the towns list, long enough not to be a stray syllable of speech; one that is also an
    /// English word ("plunge", "dover") only after a strong cue ("in", "at", "near"). A small town ("cairnryan") only
    /// after a strong cue or before what a trip is (`trip`: "the cairnryan ferry"): after a weak cue ("sent to
    /// northvale") an unknown word is as often a firm. Callers ask only where a cue or a trip says place.
    static func isLowerCaseTown(_ phrase: String, strongCue: Bool = false, trip: Bool = false) -> Bool {
        // "out to the peak district": "The Peak" is a town too, but a cue before "the" already said where.
        guard phrase.count >= 5, !phrase.hasPrefix("the ") else { return false }
        if Gazetteers.towns.contains(phrase) { return strongCue || !Gazetteers.commonWordTowns.contains(phrase) }
        if (strongCue || trip) && Gazetteers.smallTowns.contains(phrase) { return true }
        // "in saint sauveur", "to stoke on trent": a transcript drops the hyphens the lists spell such towns with.
        guard let hyphenated = Gazetteers.hyphenated(phrase) else { return false }
        return Gazetteers.towns.contains(hyphenated) || (strongCue || trip) && Gazetteers.smallTowns.contains(hyphenated)
    }

    /// What, of a town the lists know, one goes to or works at: "the Fleetwood run", "Guildford mall", "the braybrook
    /// units". Only after a known town (`tripFollows`): before any other word ("the Johnson job") they say nothing of place.
    static let townNouns: Set<String> = ["run", "runs", "loop", "mall", "pub", "job", "site", "units", "studio", "depot", "branch",
                                         "route", "overnights"]

    /// Whether a trip's noun (or a town's, `townNouns`) follows within three lower-case words, before any break ("coach
    /// trip", "illuminations coach trip", "flight", "mall"): the word before them says where the trip goes. Callers ask
    /// only after a place or town the lists know.
    func tripFollows(from index: Int) -> Bool {
        for position in index..<min(tokens.count, index + 3) {
            let token = tokens[position]
            guard !token.isCapitalised, !token.possessive else { return false }
            if Self.tripNouns.contains(token.lower) || Self.townNouns.contains(token.lower) { return true }
            if token.breakAfter || StopWords.english.contains(token.lower) { return false }
        }
        return false
    }

    /// "the blackpool coach trip", "the year eight galway trip", "our nigeria flights": a place or town the lists know,
    /// in lower case, said as what a trip is to.
    mutating func lowerCaseTripPlace(at index: Int) -> Int? {
        let token = tokens[index]
        // The trip's noun first: it is a cheap look ahead, and folding every word is not.
        guard !token.isCapitalised, !token.possessive, !token.breakAfter, index + 1 < tokens.count, tripFollows(from: index + 1) else { return nil }
        let word = Gazetteers.fold(token.lower)
        guard Self.isLowerCaseTown(word, trip: true) || Gazetteers.places.contains(word) && Self.lowerCaseCanBePlace(word, strongCue: false) else { return nil }
        found.places.append(token.word.titleCased)
        return index + 1
    }

    /// "the cliffs of moher", "the isle of skye": in lower case, a landform's word after "the", then "of" and a word no
    /// everyday list knows, is that landform's name.
    mutating func lowerCaseHeadOfPlace(at index: Int) -> Int? {
        guard index > 0, index + 2 < tokens.count, tokens[index - 1].lower == "the", Self.headsBeforeOf.contains(tokens[index].lower) else { return nil }
        let head = tokens[index], of = tokens[index + 1], name = tokens[index + 2]
        guard !head.isCapitalised, !head.breakAfter, !head.possessive, of.lower == "of", !of.breakAfter, !name.isCapitalised,
              name.word.count >= 3, name.word.allSatisfy(\.isLetter), Self.canBeName(name.lower),
              !Gazetteers.commonWords.contains(name.lower) || Gazetteers.isUnambiguousPlace(name.lower) else { return nil }
        found.places.append(head.word.titleCased + " of " + name.word.titleCased)
        return index + 3
    }

    /// "from evans cycles on deansgate", "down kirkgate": in lower case, after a preposition of way, one word no list
    /// knows that ends like a street ("-gate" after a consonant, so not "investigate" or "delegate").
    mutating func lowerCaseStreetByEnding(at index: Int) -> Int? {
        guard index > 0, Self.wayPrepositions.contains(tokens[index - 1].lower) else { return nil }
        let token = tokens[index], word = token.lower
        guard !token.isCapitalised, !token.possessive, word.allSatisfy(\.isLetter), !Gazetteers.commonWords.contains(word),
              !Gazetteers.isFirstName(word), Self.canBeName(word),
              let ending = Self.streetEndings.first(where: { word.hasSuffix($0) && word.count >= $0.count + 3 }) else { return nil }
        let before = word.dropLast(ending.count).last
        guard let before, !"aeiou".contains(before) else { return nil }
        found.places.append(token.word.titleCased)
        return index + 1
    }

    /// Words after a pub's possessive name that make it the pub, not something the owner has: a preposition, a
    /// time, a verb's "is" or an adverb ("in whelan's on the second", "at hughes's properly").
    private func endsVenueName(after index: Int) -> Bool {
        let token = tokens[index]
        guard !token.breakAfter, index + 1 < tokens.count else { return true }
        let next = tokens[index + 1].lower
        return StopWords.english.contains(next) || Self.timeWords.contains(next) || Self.afterShop.contains(next)
            || DueDates.weekdays.contains(next) || next.hasSuffix("ly") && next.count > 4
    }

    /// "playing in whelan's on the second", "the session in hughes's": in lower case, after "in", "at", "to" or
    /// "from", a possessive of a word no list knows (a surname, not a first name: "at charlotte's" is her home), with
    /// nothing it owns after it, is a pub's or a venue's name.
    mutating func lowerCasePossessiveVenue(at index: Int) -> Int? {
        let token = tokens[index]
        let word = token.lower
        // A surname may be an everyday word to the frequency list ("hughes"); a first name, a relation or a place is not a pub.
        guard index > 0, token.possessive, !token.isCapitalised, ["in", "at", "to", "from", "into"].contains(tokens[index - 1].lower),
              word.count >= 4, word.allSatisfy({ $0.isLetter || $0 == "-" }), Self.canBeName(word), !Gazetteers.isFirstName(word),
              !Gazetteers.commonWordNames.contains(word), !Self.kin.contains(word), !Gazetteers.kinNames.contains(word),
              !Gazetteers.places.contains(word), !Gazetteers.towns.contains(word), !Gazetteers.languages.contains(word),
              !Gazetteers.notPeople.contains(word), endsVenueName(after: index) else { return nil }
        found.places.append(token.word.titleCased + "'s")
        return index + 1
    }

    /// "man city at the etihad wednesday", "a gig at the brudenell tonight": in an all-lower-case transcript, after "at
    /// the", a word no list knows, before a day or a time, is a venue's name: what happens there has a time. "in the
    /// loft tonight", "at the back" are rooms and sides; the lists do not know every noun, so only "at", a time after
    /// it, and five letters or more.
    mutating func lowerCaseUnknownVenue(at index: Int) -> Int? {
        guard index > 1, index + 1 < tokens.count, tokens[index - 1].lower == "the", tokens[index - 2].lower == "at" else { return nil }
        let token = tokens[index], next = tokens[index + 1].lower
        guard !token.isCapitalised, !token.possessive, !token.breakAfter, isAllLowerCase, token.word.count >= 5,
              Self.isUnlistedNameShape(token.lower),
              DueDates.weekdays.contains(next) || ["tonight", "tomorrow", "today", "later", "next", "this"].contains(next) else { return nil }
        found.places.append(token.word.titleCased)
        return index + 1
    }

    /// "the Deaf social", "the Polish deli": a lower-case noun after a capitalised everyday word, which it describes.
    static func isDescribedNoun(_ token: Token) -> Bool {
        let word = token.lower
        return !token.isCapitalised && word.count > 2 && word.allSatisfy(\.isLetter) && !StopWords.english.contains(word)
            && !timeWords.contains(word) && !["last", "every", "early", "late"].contains(word) && !DueDates.weekdays.contains(word) && !afterShop.contains(word) && !venueNouns.contains(word)
            && !isPlaceHead(word) && !word.hasSuffix("ing") && !word.hasSuffix("ly") && canBeName(word)
    }

    /// "tickets from piccadilly to london", "from salford to leeds": the start of a journey whose end the lists know is a
    /// place too, even with an ending no name has ("-ly").
    mutating func lowerCaseJourneyStart(at index: Int) -> Int? {
        guard index > 0, index + 2 < tokens.count, tokens[index - 1].lower == "from", tokens[index + 1].lower == "to" else { return nil }
        let token = tokens[index], word = token.lower
        let end = Gazetteers.fold(tokens[index + 2].lower)
        guard !token.isCapitalised, !token.possessive, !token.breakAfter, !tokens[index + 2].isCapitalised, word.count >= 4,
              word.allSatisfy(\.isLetter), !Gazetteers.commonWords.contains(word), !Gazetteers.isFirstName(word), Self.canBeName(word),
              Gazetteers.isUnambiguousPlace(end) || Self.isLowerCaseTown(end) else { return nil }
        found.places.append(token.word.titleCased)
        return index + 1
    }

    /// "paddy's day parade", "patrick's day weekend": in lower case, a possessive before "day" or "eve" and a noun the
    /// day has is a named day, not its saint ("tom's day was long" is still Tom's).
    mutating func lowerCaseNamedDay(at index: Int) -> Int? {
        let token = tokens[index]
        let noun = tokens[index + 2 < tokens.count ? index + 2 : index]
        guard token.possessive, !token.isCapitalised, index + 2 < tokens.count, ["day", "eve"].contains(tokens[index + 1].lower),
              !tokens[index + 1].breakAfter, !noun.isCapitalised, noun.word.count > 2, noun.word.allSatisfy(\.isLetter),
              !StopWords.english.contains(noun.lower), !Self.timeWords.contains(noun.lower), Self.canBeName(noun.lower),
              !noun.lower.hasSuffix("ing"), !noun.lower.hasSuffix("ly") else { return nil }
        return index + 2
    }

    /// Particles inside a surname, said in lower case ("siobhán ní bhriain", "aoife nic giolla", "pieter van dijk").
    static let surnameParticles: Set<String> = ["ní", "nic", "mac", "ó", "ua", "van", "von", "bin", "ibn"]

    /// "ask siobhán ní bhriain if…": after a lower-case first name, a surname particle and a word no everyday list knows
    /// are the surname; returns the index of its last word.
    func particleSurname(after index: Int) -> Int? {
        guard !tokens[index].breakAfter, !tokens[index].possessive, index + 2 < tokens.count else { return nil }
        let particle = tokens[index + 1], surname = tokens[index + 2]
        guard !particle.isCapitalised, !particle.breakAfter, Self.surnameParticles.contains(particle.lower), !surname.isCapitalised,
              surname.word.count >= 3, surname.word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }),
              !Gazetteers.commonWords.contains(surname.lower), Self.canBeName(surname.lower) else { return nil }
        return index + 2
    }

    /// Words after a name whose "'s" ("is", "has") lost its apostrophe: "rhodris been", "aoifes got", "kims not".
    static let afterContractedName: Set<String> = ["been", "got", "gotten", "gone", "not", "never", "always", "just", "still",
                                                   "already", "finally", "first", "off", "back"]

    /// "making", "stepping", "doing": a word of "-ing" whose stem is an English verb.
    static func isPresentParticiple(_ word: String) -> Bool {
        guard word.count >= 5, word.hasSuffix("ing") else { return false }
        let base = String(word.dropLast(3))
        if ["do", "go", "be", "hav"].contains(base) { return true }  // "doing", "going", "being", "having"
        if base.count >= 3, Gazetteers.commonWords.contains(base) || Gazetteers.commonWords.contains(base + "e") { return true }
        guard base.count >= 4, let last = base.last, base.dropLast().last == last else { return false }
        return Gazetteers.commonWords.contains(String(base.dropLast()))
    }

    /// "tobis party was amazing", "kwames reference": a transcript drops a possessive's apostrophe. A word that is a
    /// known first name and an "s", and is itself no word, name or place, before a noun, names that person.
    mutating func bareTranscriptPossessive(at index: Int) -> Int? {
        let token = tokens[index], word = token.lower
        guard !token.isCapitalised, !token.possessive, !token.breakAfter, word.count >= 4, word.hasSuffix("s"), index + 1 < tokens.count,
              // "st davids day", "st leos kitchen": a saint's day or parish, no one the user knows.
              index == 0 || !["st", "saint"].contains(tokens[index - 1].lower.trimmingDot),
              // "paddys day parade", "valentines eve": a named day, no one the user knows.
              !["day", "eve"].contains(tokens[index + 1].lower) else { return nil }
        let stem = String(word.dropLast())
        let next = tokens[index + 1]
        // Its stem is a first name (not one that is also an everyday word), and the word itself is no word, name or place.
        // "pick up ammas eye drops": a relation's word owns them, as "mums" does — no one new.
        guard Gazetteers.isFirstName(stem), !Gazetteers.commonWordNames.contains(stem), !Self.kin.contains(stem), !Gazetteers.isFirstName(word),
              !Gazetteers.commonWords.contains(word), !Gazetteers.places.contains(word), !Gazetteers.towns.contains(word),
              Self.canBeName(word), !next.isCapitalised else { return nil }
        // "donnas making haluski", "rhodris been on at me", "kims stepping down", "arjuns first communion": a transcript's
        // "'s" for "is" or "has" (or a possessive before "first") dropped its apostrophe too; a verb's form after it says
        // the name is the one who does it.
        if Gazetteers.properNames.contains(stem) || !Gazetteers.commonWords.contains(stem),
           Self.afterContractedName.contains(next.lower) || Self.isPresentParticiple(next.lower) {
            found.people.append(stem.titleCased)
            return index + 1
        }
        // "chloes passport", "kenneths auntie": a name frequent only as a name counts as one no list calls a word.
        guard !Gazetteers.commonWords.contains(stem) || Gazetteers.namesNotWords.contains(stem)
                // "kenneths auntie", "ethans passport": a name frequent as a surname too, before a person's thing
                // ("simons lane", "edgars hall" name a street and a building).
                || Gazetteers.properNames.contains(stem) && Self.ownsPersonalThingOrRelative(next, index + 2 < tokens.count ? tokens[index + 2] : nil),
              Self.canBeName(stem), next.word.count > 2, next.word.allSatisfy(\.isLetter), Self.canBeName(next.lower),
              !StopWords.english.contains(next.lower), !Self.timeWords.contains(next.lower), !Self.personFollowers.contains(next.lower),
              !DueDates.weekdays.contains(next.lower) else { return nil }
        found.people.append(stem.titleCased)
        return index + 1
    }
}
