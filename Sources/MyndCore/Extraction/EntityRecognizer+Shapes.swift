import Foundation

/// Places and people said in shapes the first rules missed (the fifth held-out script's classes): a place's name
/// joined by a Welsh article or holding a possessive, a lower-case word no list knows after a place preposition, the
/// owner of a party, "ask X to", a lower-case surname. Kept apart from `EntityRecognizer.swift` so each file stays
/// readable; `step(at:)` calls these in order.
extension EntityRecognizer {
    /// Particles inside a place's name that no English sentence puts between two names ("Pen y Fan", "Bryn yr
    /// Afon", "Stratford upon Avon", "Frankfurt am Main", "Boulogne sur Mer").
    static let placeParticles: Set<String> = ["y", "yr", "upon", "am", "sur"]
    /// Particles of Portuguese place names ("Lajes do Pico"), joined only after a word that is no first name.
    static let portugueseParticles: Set<String> = ["do", "da", "dos", "das"]
    /// What a map or guide is of: a place.
    static let mapNouns: Set<String> = ["map", "maps", "guide", "guidebook", "guides", "atlas", "chart"]
    /// What a person has ("Blodwen's party", "Ngaio's cake"): its owner is someone, whatever the name lists say.
    static let personalOccasions: Set<String> = ["birthday", "party", "wedding", "funeral", "retirement", "christening", "anniversary",
                                                 "graduation", "present", "presents", "cake", "card", "leaving", "hen", "stag", "baby",
                                                 // What a child or a grown-up has booked or does: "Tobe's haircut", "Kayin's recital".
                                                 "haircut", "recital", "concert", "homework", "exam", "exams", "appointment"]

    /// A place's last word: a street's, a venue's, a park's or one from the place-heads list.
    static func isPlaceHead(_ lower: String) -> Bool {
        streetWords.contains(lower) || venueWords.contains(lower) || surnameVenueWords.contains(lower) || Gazetteers.placeHeads.contains(lower)
    }

    /// Whether `word` (lower case) has the shape of a name no list knows: letters, not an everyday or function word,
    /// not a first name, place, language or relation, and no English ending.
    static func isUnlistedNameShape(_ word: String, length: ClosedRange<Int> = 4...14) -> Bool {
        // "o'hare", "d'arcy": an apostrophe after a one-letter prefix is part of the name.
        let apostrophe = word.dropFirst().first == "'" && word.count > 3
        return length.contains(word.count) && word.enumerated().allSatisfy({ $1.isLetter || $1 == "-" || apostrophe && $0 == 1 })
            && word.contains(where: { "aeiouyâêîôûŵŷ".contains($0) })
            && !Gazetteers.commonWords.contains(word) && !StopWords.english.contains(word) && !Gazetteers.places.contains(word)
            && !Gazetteers.isFirstName(word) && !Gazetteers.commonWordNames.contains(word) && !Gazetteers.languages.contains(word)
            && !Gazetteers.notPeople.contains(word) && !kin.contains(word) && !Gazetteers.kinNames.contains(word) && canBeName(word)
            // "on thursdays", "in januarys": a plural day or month is a time.
            && (!word.hasSuffix("s") || canBeName(String(word.dropLast())))
            && !["ing", "ed", "ly", "tion", "ness", "ment", "ism", "able", "ful", "ies"].contains(where: { word.hasSuffix($0) })
            // "an adult beginners class" (a transcript's "beginner's"), "at the pantry tonight": a rarer English word is no
            // name. Its plural may be a place's ("at the hawthorns saturday", "the meadows").
            && !Gazetteers.rareWords.contains(word)
    }

    /// "pen y fan", "bryn yr afon": in a lower-case transcript, two words joined by the Welsh article are a
    /// place's name ("y" and "yr" are no English words).
    mutating func lowerCaseParticlePlace(at index: Int) -> Int? {
        guard index + 2 < tokens.count, ["y", "yr"].contains(tokens[index + 1].lower), index == 0 || tokens[index - 1].lower != "the" else { return nil }
        let first = tokens[index], last = tokens[index + 2]
        guard !first.isCapitalised, !last.isCapitalised, !first.breakAfter, !tokens[index + 1].breakAfter, !first.possessive,
              first.word.count > 1, last.word.count > 1, first.word.allSatisfy(\.isLetter), last.word.allSatisfy(\.isLetter),
              !StopWords.english.contains(first.lower), !StopWords.english.contains(last.lower) else { return nil }
        found.places.append([first.word.titleCased, tokens[index + 1].lower, last.word.titleCased].joined(separator: " "))
        return index + 3
    }

    /// "at st david's hall", "the worm's head": a saint's possessive, or one that is no first name after "the" or a
    /// place cue, before a place's last word.
    mutating func lowerCaseOwnedPlace(at index: Int) -> Int? {
        let token = tokens[index]
        guard !token.isCapitalised, index + 1 < tokens.count else { return nil }
        if ["st", "saint"].contains(token.lower), index + 2 < tokens.count {
            let owner = tokens[index + 1], head = tokens[index + 2]
            // "o holy night at st cuthberts on the fourteenth": a church said by its saint, the apostrophe unwritten.
            if !owner.possessive, !owner.isCapitalised, owner.lower.count > 4, owner.lower.hasSuffix("s"), !Self.isPlaceHead(head.lower),
               index > 0, Self.isPlaceCue(tokens[index - 1].lower, before: index > 1 ? tokens[index - 2].lower : nil),
               Self.canBeName(String(owner.lower.dropLast())), !Gazetteers.commonWords.contains(owner.lower),
               // "st barnabas", "st nicholas": a saint's own name that ends in "s" keeps it.
               !Gazetteers.isFirstName(owner.lower) || Gazetteers.isFirstName(String(owner.lower.dropLast())) {
                found.places.append("St " + String(owner.word.dropLast()).titleCased + "'s")
                return index + 2
            }
            if owner.possessive, !owner.isCapitalised, !head.isCapitalised, Self.isPlaceHead(head.lower) {
                found.places.append("St " + owner.word.titleCased + "'s " + head.word.titleCased)
                return index + 3
            }
        }
        if let next = lowerCaseSaintsPlace(at: index) { return next }
        guard !["st", "saint"].contains(token.lower) else { return nil }
        let head = tokens[index + 1]
        guard index > 0, token.possessive, !head.isCapitalised, Gazetteers.placeHeads.contains(head.lower) || Self.lowerCaseVenueWords.contains(head.lower),
              !Gazetteers.isFirstName(token.lower), !Self.kin.contains(token.lower), Self.canBeName(token.lower), token.word.count > 2,
              tokens[index - 1].lower == "the" || Self.isPlaceCue(tokens[index - 1].lower, before: index > 1 ? tokens[index - 2].lower : nil)
        else { return nil }
        found.places.append(token.word.titleCased + "'s " + head.word.titleCased)
        return index + 2
    }

    /// What "holy" names that is no church: "at holy communion", "in holy week".
    static let holyThings: Set<String> = ["communion", "mass", "week", "day", "days", "orders", "matrimony", "water", "land", "ground",
                                          "grail", "war", "cow", "moly", "smoke", "shit", "crap", "book", "bible", "scripture", "spirit"]

    /// "harvest festival at st matthews", "the care home in st boniface", "at saint maron", "first communion at holy
    /// cross": in lower case, after "at", "in", "near" or "outside", a saint's word and a name (a first name, a
    /// saint's possessive without its apostrophe, or a word no list knows) is the church, school or district named
    /// for that saint; "holy" and a word that is no rite or book name a parish the same way.
    mutating func lowerCaseSaintsPlace(at index: Int) -> Int? {
        guard index > 0, index + 1 < tokens.count, ["at", "in", "near", "outside"].contains(tokens[index - 1].lower) else { return nil }
        let lead = tokens[index], owner = tokens[index + 1]
        let word = owner.lower
        guard !lead.isCapitalised, !lead.breakAfter, !owner.isCapitalised, !owner.possessive, word.count >= 3, word.allSatisfy(\.isLetter),
              Self.canBeName(word), !Self.isPlaceHead(word), !DueDates.weekdays.contains(word), !DueDates.months.contains(word) else { return nil }
        let stem = word.hasSuffix("s") ? String(word.dropLast()) : word
        // "in saint sauveur": a town the lists know, with or without its hyphens, is the compound rules' to name.
        let spaced = Gazetteers.fold(lead.lower + " " + word)
        guard !Self.isKnownPlaceSpelled(spaced), Gazetteers.hyphenated(spaced).map(Self.isKnownPlaceSpelled) != true else { return nil }
        switch lead.lower {
        case "st", "saint":
            guard Gazetteers.isFirstName(word) || Gazetteers.isFirstName(stem) || Self.isUnlistedNameShape(word, length: 3...14) else { return nil }
        case "holy":
            guard !Self.holyThings.contains(word), !StopWords.english.contains(word) else { return nil }
        default:
            return nil
        }
        // "at st marys hospital", "in holy trinity church": the place's own word after the saint's is its name's end.
        return addLowerCasePlace(at: index, endingIn: { !$0.possessive && Self.isPlaceHead($0.lower) })
    }

    /// Prepositions after which, in a lower-case transcript, a word no list knows is a place ("in tenby", "near
    /// abersoch", "at techniquest").
    static let unknownPlaceCues: Set<String> = ["in", "near", "at", "outside", "around"]
    /// Verbs of order before "with": "start with X" names a first part, not a companion.
    static let sequenceVerbs: Set<String> = ["start", "starting", "started", "begin", "beginning", "began", "finish", "finishing",
                                             "end", "ending", "kick", "open", "opening", "close", "closing"]
    /// What is kept in an account or an app ("a pot for tax in monzo", "the list in notion").
    static let keptThings: Set<String> = ["pot", "pots", "savings", "tax", "money", "isa", "budget", "folder", "file", "files", "notes",
                                          "note", "list", "lists", "spreadsheet", "doc", "document", "photos", "backup", "balance", "account",
                                          "accounts", "app", "subscription", "card", "payment", "payments"]
        /// Verbs that take someone or something to a place: "take the kids to techniquest", "drive mum to brecon".
    static let carryVerbs: Set<String> = movementVerbs.union(["take", "taking", "took", "bring", "bringing", "brought", "walk", "walking",
                                                              "walked", "cycle", "cycling", "get", "getting", "got", "come", "coming", "came"])

    /// "a cottage in tenby", "take the kids to techniquest", "from brecon down to cardiff": in an all-lower-case
    /// transcript, a word no list knows after a place preposition, "to" after a verb of going or taking, or "from"
    /// at the start of a journey ("from X to Y") names a place. Only where nothing is capitalised, since typed text
    /// would have written the name with a capital.
    mutating func lowerCaseUnknownPlace(at index: Int) -> Int? {
        guard index > 0, !tokens[index].isCapitalised, !tokens[index].possessive, isAllLowerCase,
              Self.isUnlistedNameShape(tokens[index].lower) else { return nil }
        let cue = tokens[index - 1].lower
        let lookBack = tokens[max(0, index - 5)..<(index - 1)].map(\.lower)
        let journeyFrom = cue == "from" && !tokens[index].breakAfter && index + 1 < tokens.count
            && (tokens[index + 1].lower == "to" || index + 2 < tokens.count && ["down", "up", "over", "across", "back", "out"].contains(tokens[index + 1].lower)
                && tokens[index + 2].lower == "to")
        // "at kwik fit for its mot": a name that goes on in a content word is a business's, not a one-word place.
        let token = tokens[index]
        // "at wrigley starting monday": a time may start with "starting" too.
        guard token.breakAfter || index + 1 == tokens.count || StopWords.english.contains(tokens[index + 1].lower)
                || Self.timeWords.contains(tokens[index + 1].lower) || DueDates.weekdays.contains(tokens[index + 1].lower)
                || ["down", "up", "over", "across", "back", "out", "starting"].contains(tokens[index + 1].lower)
                // "her church in wythenshawe runs a club", "at the husky in ignace waiting out the storm": after "in",
                // "near" or "outside" a verb may follow the place (a business's name goes on in a noun: "at kwik fit").
                || Self.strongUnknownPlaceCues.contains(cue) && Self.isVerbAfterPlace(tokens[index + 1].lower) else { return nil }
        // "a pot for tax in monzo", "the notes in notion": what is kept in it makes it an account or an app.
        if cue == "in", lookBack.contains(where: Self.keptThings.contains) { return nil }
        let placed = Self.unknownPlaceCues.contains(cue)
            || ["to", "into"].contains(cue) && lookBack.contains(where: Self.carryVerbs.contains) && !lookBack.contains(where: Self.sendingVerbs.contains)
            // "from cabra out to ongar": the far end of a journey.
            || cue == "to" && index > 1 && ["down", "up", "over", "across", "back", "round", "out"].contains(tokens[index - 2].lower)
            || journeyFrom
            // "emama called from addis", "on the phone from kotayam": where a call or a journey comes from.
            || cue == "from" && index > 1 && (Self.journeyStarts.contains(tokens[index - 2].lower) || tokens[index - 2].lower == "phone")
            // "walking to kotayam", "sending him to okinawa": where one goes or is sent.
            || cue == "to" && goneTo(before: index - 1)
        guard placed else { return nil }
        found.places.append(tokens[index].word.titleCased)
        return index + 1
    }

    /// "the harriers meet at kirkstall abbey", "book it at arden hills": in an all-lower-case transcript, after a place's
    /// preposition (and "the"), one or two words no list knows and then a place's kind ("abbey", "hills", "park",
    /// "library") are that place's name. Words a list knows say which kind ("the swimming pool", "the dog park", "the
    /// central library"), so they name none here; nor do kinds named as often by where or whose they are
    /// (`kindsNamedForWhere`: "the whalley pub", "femis house").
    mutating func lowerCaseUnlistedVenue(at index: Int) -> Int? {
        guard index > 0, !tokens[index].isCapitalised else { return nil }
        let withThe = tokens[index - 1].lower == "the"
        let cueIndex = withThe ? index - 2 : index - 1
        guard cueIndex >= 0, Self.unlistedVenueCues.contains(tokens[cueIndex].lower),
              isAllLowerCase else { return nil }
        for head in (index + 1)..<min(tokens.count, index + 4) {
            let words = tokens[index..<head]
            // The name's first word is no list's; a word after it may say the kind ("the tollcroft leisure centre").
            guard let last = words.last, !last.breakAfter, !last.possessive,
                  words.enumerated().allSatisfy({ offset, word in
                      !word.possessive && (offset > 0 && Self.venueKinds.contains(word.lower)
                          || Self.isUnlistedNameShape(Gazetteers.fold(word.lower)) && !Self.isKnownPlace(word.lower)
                              && !Self.isPossessiveWithoutApostrophe(word.lower))
                  }) else { return nil }
            let token = tokens[head]
            guard !token.isCapitalised, Self.isPlaceHead(token.lower), !Self.streetWords.contains(token.lower),
                  !Self.kindsNamedForWhere.contains(token.lower) else { continue }
            found.places.append(tokens[index...head].map(\.word.titleCased).joined(separator: " "))
            placeEnds.insert(head)
            return head + 1
        }
        return nil
    }

    /// Prepositions before a venue named by words no list knows.
    static let unlistedVenueCues = institutionCues.union(["outside", "round", "around", "past"])

    /// Words between a venue's name and its kind that say what kind it is: "the tollcroft leisure centre".
    static let venueKinds: Set<String> = ["leisure", "community", "sports", "health", "medical", "swimming", "recreation", "aquatic",
                                          "arts", "civic", "shopping", "youth", "heritage", "country", "memorial", "public"]

    /// Kinds a transcript names for where they are, or for whose they are, as often as by their own name: "the whalley
    /// pub" is the pub in Whalley, "the hydro pool" a kind of pool, "femis house" someone's home.
    static let kindsNamedForWhere: Set<String> = ["pool", "pub", "bar", "brewery", "hotel", "house", "room", "rooms", "town", "inn", "tavern"]

    /// "femis house", "kylas bag": a first name and an "s", a transcript's possessive without its apostrophe.
    static func isPossessiveWithoutApostrophe(_ word: String) -> Bool {
        word.count > 3 && word.hasSuffix("s") && Gazetteers.isFirstName(String(word.dropLast()))
    }

    /// Prepositions after which a word no list knows is a place even with a verb after it ("in wythenshawe runs").
    static let strongUnknownPlaceCues: Set<String> = ["in", "near", "outside"]

    /// Whether `word` is a verb that may follow a place and begin what is said of it: a participle ("waiting",
    /// "living") or a verb in the third person ("runs", "says", "is"), not a noun that would go on a business's name.
    static func isVerbAfterPlace(_ word: String) -> Bool {
        word.count > 4 && word.hasSuffix("ing") && word.allSatisfy(\.isLetter)
            || UtteranceClassifier.finiteVerbs.contains(word) || UtteranceClassifier.nounStateVerbs.contains(word)
            || ["runs", "said", "opens", "closes", "sells", "wants", "needs", "reckons"].contains(word)
    }

    /// Verbs that take someone or something somewhere: "walking to X", "sending him to X".
    static let takingVerbs: Set<String> = ["walking", "walked", "walk", "sending", "sent", "send", "posting", "posted", "taking", "took"]

    /// Whether the "to" at `to` follows a verb of going or taking, straight or with its object ("moving to", "sending him
    /// to").
    private func goneTo(before to: Int) -> Bool {
        guard to > 0 else { return false }
        let verb = tokens[to - 1].lower
        if Self.movementVerbs.contains(verb) || Self.takingVerbs.contains(verb) { return true }
        return ["him", "her", "them", "us", "me"].contains(verb) && to > 1
            && (Self.takingVerbs.contains(tokens[to - 2].lower) || Self.movementVerbs.contains(tokens[to - 2].lower))
    }

    /// "for blodwen's party", "ngaio's cake": in lower case, a possessive that is no everyday word, before a
    /// birthday, a party or a present, names its owner.
    func lowerCaseOccasionOwner(at index: Int) -> Bool {
        let token = tokens[index]
        // "hodan's henna", "linh's mum": whoever owns an occasion or a relative is someone.
        guard !token.isCapitalised, token.possessive, index + 1 < tokens.count,
              Self.personalOccasions.contains(tokens[index + 1].lower) || Self.relatives.contains(tokens[index + 1].lower),
              index == 0 || !["the", "a", "an"].contains(tokens[index - 1].lower) else { return false }
        return Self.isUnlistedNameShape(token.lower, length: 3...14)
    }

    /// "with gwen morgan at the hospital", "doctor nadia haddad next monday": after a lower-case first name, a word
    /// that is no everyday word (or is a first name too, like "morgan"), followed by a break, a time or a place
    /// preposition, is the surname.
    func lowerCaseSurname(after index: Int) -> Bool {
        guard !tokens[index].breakAfter, !tokens[index].possessive, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        let word = next.lower
        // "jenny ho at the bank", "ask wei wu about it": a two-letter surname the list of them knows, before a time,
        // a place preposition or a break.
        if !next.isCapitalised, Self.shortSurnames.contains(word) {
            return next.breakAfter || index + 2 >= tokens.count || Self.afterSurname.contains(tokens[index + 2].lower)
        }
        guard !next.isCapitalised, (3...14).contains(word.count), word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }),
              !Gazetteers.commonWords.contains(word) || Gazetteers.isFirstName(word) && !Gazetteers.commonWordNames.contains(word),
              !StopWords.english.contains(word), Self.canBeName(word), !Gazetteers.places.contains(word), !Gazetteers.languages.contains(word),
              !Self.kin.contains(word), !Self.isOrdinalBirthday(word),  // "dido petros eightieth": a birthday, no surname
              // "gus retires in june": a verb said of the person, not their surname.
              Gazetteers.isFirstName(word) || !(word.hasSuffix("s") && Gazetteers.commonWords.contains(String(word.dropLast()))),
              // "pastor adebayo preached on…", "dr ng reckoned": a past form of an English verb is what they did.
              !Self.isPastOfAWord(word)
        else { return false }
        if next.breakAfter || next.possessive || index + 2 >= tokens.count { return true }
        return Self.afterSurname.contains(tokens[index + 2].lower)
    }
    /// "preached", "reckoned", "phoned": a word ending in "ed" whose stem ("preach", "reckon", "phone") is an English
    /// word. "Ahmed", "Mohammed" and "Reed" have none.
    static func isPastOfAWord(_ word: String) -> Bool {
        guard word.count >= 5, word.hasSuffix("ed") else { return false }
        let stems = [String(word.dropLast(2)), String(word.dropLast(1))]
            + (word.dropLast(2).last == word.dropLast(3).last ? [String(word.dropLast(3))] : [])  // "planned"
        return stems.contains { $0.count >= 3 && (Gazetteers.commonWords.contains($0) || Gazetteers.rareWords.contains($0)) }
    }
    /// Two-letter surnames that are no English word: Chinese, Korean and Vietnamese ones a transcript spells this way.
    static let shortSurnames: Set<String> = ["ng", "wu", "ho", "lo", "li", "yu", "ko", "xu", "hu", "ly", "vo"]
    /// Words that may follow a surname: a time, a place preposition, "to" or "if".
    static let afterSurname: Set<String> = timeWords.union(["in", "at", "next", "to", "if"])
}
