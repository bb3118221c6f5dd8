import Foundation

/// People whose names no first-name list holds (a Tongan, Māori or Samoan name among English words), found by the
/// slot they stand in: the owner of a person's thing or birthday ("Losaline's school camp", "keleas ball dress"), the
/// subject of a verb only people do ("Ihaia reckons", "Mereana's doing the run"), the one a plan is run past ("run it
/// past Tipene"), or a word listed with a known name ("ask priya and anahera"). The word must be no everyday word,
/// place, language, shop or brand; `classify` and `step(at:)` call these.
extension EntityRecognizer {
    /// What a person owns, has booked or goes to, that a shop, team or town does not: "Sione's passport", "Mele's
    /// ball dress", "tipenes mouthguard". Its owner is someone whatever the name lists say.
    static let personalThings: Set<String> = [
        "passport", "licence", "license", "visa", "citizenship", "interview", "school", "camp", "uniform", "dress", "suit",
        "shoes", "boots", "mouthguard", "glasses", "phone", "car", "ute", "bike", "room", "bedroom", "garage", "lunch",
        "lunchbox", "bag", "jacket", "clothes", "team", "class", "teacher", "training", "practice", "game", "match", "trial",
        "lesson", "lessons", "prizegiving", "ball", "formal", "prom", "stories", "songs", "ashes", "grave", "headstone",
        "unveiling", "tangi", "operation", "knee", "hip", "teeth", "tooth", "medication", "meds", "prescription", "scan",
        "results", "report", "assignment", "application", "rent", "bond", "fees", "league", "netball", "rugby", "football",
        "ballet", "swimming", "piano", "guitar", "mates", "friends", "friend", "mate", "kids", "baby", "toddler",
        "christening", "naming", "engagement", "hearing", "surgery", "checkup", "check-up", "tutor", "coach", "driving",
        // Health: "Wander's pills", "Joy's blood test", "Rommel's shoulder".
        "pills", "tablets", "blood", "arm", "shoulder", "wrist", "ankle",
        // A home and who is in it: "Tavita's greenhouse", "Ngaio's dog", "Sefa's parents".
        "house", "flat", "garden", "greenhouse", "yard", "shed", "porch", "kitchen", "dog", "cat", "puppy", "kitten", "chickens",
        "parents", "mum", "mom", "dad", "wife", "husband", "sister", "brother", "cousin", "family",
    ]

    /// Verbs said of a person, not of a thing: after an unknown word at a sentence's start, or in lower case, they make
    /// it someone ("Ihaia reckons…", "mereana wants to…"). Narrower than `personFollowers`, whose "is", "will" and
    /// "needs" follow things too.
    /// Not "says" or "told": an app, a role or a sign says things too ("Strava says…", "Physio says…").
    static let humanVerbs: Set<String> = [
        "texted", "rang", "phoned", "reckons", "reckoned", "thinks", "wants", "wanted", "keeps", "kept", "promised", "messaged",
        "turns", "turned", "misses", "loves", "hates", "drags",
    ]

    /// Verbs of giving and sending whose first object is a person: "send nomvuyiso my cv", "lend tavita the drill".
    static let givingVerbs: Set<String> = ["send", "sent", "give", "gave", "lend", "lent", "show", "showed", "text", "texted",
                                           "email", "emailed", "hand", "handed", "pass", "passed", "forward", "forwarded", "owe", "owed"]
    /// Words that start the thing given after its receiver.
    static let givenThingStarts: Set<String> = ["my", "the", "a", "an", "his", "her", "our", "their", "your", "some", "those", "these"]

    /// "send nomvuyiso my cv by friday", "sent thembeka the photos": in a lower-case transcript, a first name or a
    /// word no list knows shaped like one, between a verb of giving and the thing given, is who receives it.
    func unlistedReceiver(at index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, Self.givingVerbs.contains(tokens[index - 1].lower) else { return false }
        let token = tokens[index]
        guard !token.isCapitalised, !token.breakAfter, !token.possessive, Self.givenThingStarts.contains(tokens[index + 1].lower),
              Self.isUnlistedNameShape(token.lower, length: 3...14) || Gazetteers.isPersonName(token.lower),
              !Gazetteers.isShop(token.lower) else { return false }
        return true
    }

    /// Ages and birthdays said as an ordinal: "ninetieth", "twenty-first", "40th".
    static func isOrdinalBirthday(_ lower: String) -> Bool {
        if lower.hasSuffix("ieth") || ["eighteenth", "sixteenth", "twenty-first", "hundredth", "first", "second", "third"].contains(lower) {
            return true
        }
        guard let digit = lower.firstIndex(where: { !$0.isNumber }), digit != lower.startIndex else { return false }
        return ["st", "nd", "rd", "th"].contains(String(lower[digit...]))
    }

    /// Whether what follows a possessive is a person's thing or one of their people ("kenneths auntie", "mrs kims
    /// grandson").
    static func ownsPersonalThingOrRelative(_ next: Token?, _ nextAfter: Token?) -> Bool {
        if let next, !next.isCapitalised, relatives.contains(next.lower) || appositiveRelations.contains(next.lower) { return true }
        return ownsPersonalThing(next, nextAfter)
    }

    /// Whether the word after an owner (or the one after that, past one describing word: "school camp", "ball
    /// dress", "parent-teacher interview") is a person's thing or birthday.
    static func ownsPersonalThing(_ next: Token?, _ nextAfter: Token?) -> Bool {
        guard let next, !next.isCapitalised || personalThings.contains(next.lower) else { return false }
        func personal(_ token: Token) -> Bool {
            let lower = token.lower
            return personalThings.contains(lower) || personalOccasions.contains(lower) || isOrdinalBirthday(lower)
                || lower.contains("-") && lower.split(separator: "-").contains { personalThings.contains(String($0)) }
        }
        if personal(next) { return true }
        guard !next.breakAfter, !next.possessive, let nextAfter, !nextAfter.isCapitalised, !StopWords.english.contains(next.lower),
              !timeWords.contains(next.lower) else { return false }
        return personal(nextAfter)
    }

    /// "Mereana's doing the Crossing", "Ihaia's got the keys": a possessive ending before a verb is "is" or "has", and
    /// what does it is someone.
    static func isContractedSubject(_ next: Token?) -> Bool {
        guard let next, !next.isCapitalised else { return false }
        let lower = next.lower
        return contractedVerbs.contains(lower)
    }
    /// Words after "X's" that make the ending "is" or "has" ("X's doing", "X's got", "X's still keen").
    static let contractedVerbs: Set<String> = [
        "got", "been", "gone", "off", "back", "keen", "always", "still", "never", "just", "already", "finally",
        "doing", "going", "coming", "getting", "starting", "moving", "learning", "training", "playing", "working", "having",
        "taking", "making", "bringing", "heading", "staying", "leaving", "flying", "driving", "looking", "trying",
        "finishing", "turning", "asked", "told", "said", "decided", "agreed", "offered", "promised", "started", "finished",
    ]

    /// Whether a single capitalised word no list knows stands in a person's slot (see the type's comment): it owns a
    /// person's thing, is the subject of a contracted verb or of a verb only people do, or turns an age or finishes
    /// school. `clause` holds the words before it in its sentence, nearest last, for "run it past X".
    static func isUnlistedPersonSlot(_ run: [Token], previous: String?, next: Token?, nextAfter: Token?, clause: ArraySlice<Token>) -> Bool {
        guard run.count == 1, let first = run.first, Gazetteers.isFirstName(first.word) || isUnlistedNameShape(first.lower, length: 3...14),
              !isBrandCased(first), !Gazetteers.isShop(first.word), !isInitialism(first.word), Gazetteers.titles[first.lower] == nil,
              previous != "the", previous != "a",
              previous != "an" else { return false }
        if first.possessive { return ownsPersonalThing(next, nextAfter) || isContractedSubject(next) }
        if !first.breakAfter, let next, !next.isCapitalised, humanVerbs.contains(next.lower) { return true }
        // "before Losaline finishes school", "when Tama starts kindy".
        if !first.breakAfter, let next, let nextAfter, ["finishes", "starts", "leaves", "graduates", "finished", "started", "left"].contains(next.lower),
           ["school", "uni", "university", "college", "kindy", "kindergarten", "daycare", "intermediate"].contains(nextAfter.lower) {
            return true
        }
        // "run the roster past Tipene", "bounce it off Ana": a plan is checked with someone.
        if let previous, ["past", "by", "off"].contains(previous),
           clause.contains(where: { ["run", "ran", "running", "runs", "bounce", "bounced", "bouncing", "check", "checked"].contains($0.lower) }) {
            return true
        }
        return false
    }

    /// "tipenes mouthguard", "keleas ball dress": a transcript's possessive without its apostrophe, of a word no list
    /// knows, before a person's thing, names that person (`bareTranscriptPossessive` does this for listed names).
    mutating func bareUnlistedPossessive(at index: Int) -> Int? {
        let token = tokens[index], word = token.lower
        guard !token.isCapitalised, !token.possessive, !token.breakAfter, word.count >= 5, word.hasSuffix("s"), index + 1 < tokens.count,
              index == 0 || !["the", "a", "an", "some", "my", "our", "your", "his", "her", "their"].contains(tokens[index - 1].lower) else { return nil }
        let stem = String(word.dropLast())
        guard Self.isUnlistedNameShape(stem, length: 3...14), !Gazetteers.commonWords.contains(word), !Gazetteers.places.contains(word),
              !Gazetteers.towns.contains(word), !Gazetteers.towns.contains(stem),
              Self.ownsPersonalThing(tokens[index + 1], index + 2 < tokens.count ? tokens[index + 2] : nil) else { return nil }
        found.people.append(stem.titleCased)
        return index + 1
    }

    /// "mereana wants to…", "even if hohepa drags his feet", "ask priya and anahera if…": in a lower-case transcript, a
    /// word no list knows before a verb only people do, or listed after a lower-case name just found.
    func unlistedLowerCaseSubject(at index: Int, afterPerson: Bool) -> Bool {
        let token = tokens[index]
        // "dr haddad's receptionist rang": someone's role is no name.
        // "auntie rang": a title alone is the relation, not a name.
        // A first name the lists know, and that is no everyday word, is a subject as surely as one they do not ("linh
        // reckons", "like glenys wanted").
        // "amma keeps asking": a relation said alone is the relation, as "mum" is.
        guard !token.isCapitalised, !token.possessive, !Self.kin.contains(token.lower),
              Self.isUnlistedNameShape(token.lower, length: 3...14) || Gazetteers.isPersonName(token.lower)
                && !Gazetteers.places.contains(Gazetteers.fold(token.lower)) && Self.canBeName(token.lower),
              !token.lower.hasSuffix("ist"),
              Gazetteers.titles[token.lower] == nil,
              !Gazetteers.towns.contains(token.lower), index == 0 || !["the", "a", "an", "to", "my", "your", "our", "their", "his", "her"]
                .contains(tokens[index - 1].lower) && !tokens[index - 1].possessive else { return false }
        if afterPerson, index > 0, tokens[index - 1].lower == "and" { return true }
        guard !token.breakAfter, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1].lower
        guard Self.humanVerbs.contains(next) else { return false }
        // "hohepa drags his feet": a verb on its own is weaker; a person's pronoun after it settles it.
        if ["drags", "misses", "loves", "hates", "turns", "turned"].contains(next) {
            return index + 2 < tokens.count && ["his", "her", "their", "him", "them", "me", "us"].contains(tokens[index + 2].lower)
        }
        return true
    }
}

extension EntityRecognizer {
    /// The rest of the sentence after `index`, up to the next sentence's start.
    func sentence(after index: Int) -> ArraySlice<Token> {
        guard index + 1 < tokens.count else { return [] }
        var end = index + 1
        while end < tokens.count, !tokens[end].atSentenceStart { end += 1 }
        return tokens[(index + 1)..<end]
    }

    /// Words that refer back to someone: a person named at a sentence's start is what they point to.
    static let personalPronouns: Set<String> = ["he", "she", "him", "his", "her", "hers", "himself", "herself", "he's", "she's", "he'll",
                                                "she'll", "he'd", "she'd"]

    /// "Kajan is asleep on the floor with his bat", "Tharshan texted that he missed the bus": a word no list knows as
    /// anything but a name (or a small town only), opening a sentence before a lower-case verb, with "he" or "she" later
    /// in the sentence, is someone. A firm or an app is "it" ("Strava says my pace…" names no one).
    func isSubjectReferredToAsSomeone(_ run: [Token], at start: Int) -> Bool {
        guard run.count == 1, let first = run.first, first.atSentenceStart, !first.possessive, !first.breakAfter,
              Self.isUnlistedNameShape(first.lower, length: 3...14), Self.isNoPlaceOrThing(first),
              // "Sixty-three years old and she's…": a number said in words.
              !first.lower.split(separator: "-").contains(where: { EventCue.ageWords.contains(String($0)) }),
              start + 1 < tokens.count, !tokens[start + 1].isCapitalised else { return false }
        let rest = sentence(after: start)
        guard let verbAt = rest.firstIndex(where: { !["at", "from", "in", "next", "door", "the", "on", "um", "uh"].contains($0.lower) && !$0.isCapitalised })
        else { return false }
        let verb = tokens[verbAt].lower
        guard Self.personFollowers.contains(verb) || Self.humanVerbs.contains(verb) || Self.saidOnlyOfPeople.contains(verb)
                || verb.hasSuffix("ed") || verb.hasSuffix("s") && !verb.hasSuffix("ss") else { return false }
        return rest.contains { Self.personalPronouns.contains($0.lower) }
    }

    /// Words a transcript opens with before its subject ("um", "ok so", "and then").
    static let transcriptOpeners: Set<String> = NamePhrase.fillers.union(["ok", "okay", "so", "and", "oh", "then", "right", "anyway", "yeah"])
    /// Verbs a transcript's subject is told by, beyond a past in "-ed": irregular pasts and "is", "was", "has", "had",
    /// "did" ("mustafe left his cleats", "sagal lost her tooth", "usheen is home and he slept till two").
    static let subjectVerbs: Set<String> = ["left", "lost", "took", "brought", "came", "made", "got", "went", "said", "told", "gave",
                                              "fell", "broke", "won", "ran", "sent", "bought", "found", "forgot", "wrote", "drove",
                                              "ate", "slept", "woke", "sat", "stood", "swam", "sang", "threw", "caught", "spent",
                                              "kept", "felt", "began", "did", "had", "was", "is", "has"]

    /// "mustafe left his soccer cleats at the field", "sagal lost her front tooth": in a lower-case transcript, a word
    /// opening it (past its fillers) that no list knows as anything but a name, before a verb told of someone and
    /// with "he", "she", "his" or "her" in the next few words, is that someone.
    func isTranscriptSubjectReferredToAsSomeone(at index: Int) -> Bool {
        let token = tokens[index]
        guard !token.isCapitalised, !token.possessive, !token.breakAfter, index + 2 < tokens.count,
              tokens[..<index].allSatisfy({ Self.transcriptOpeners.contains($0.lower) && !$0.isCapitalised }),
              Self.isUnlistedNameShape(token.lower, length: 3...14)
                || Gazetteers.isPersonName(token.lower) && !Gazetteers.commonWordNames.contains(token.lower) && !Gazetteers.commonWords.contains(token.lower),
              !Gazetteers.towns.contains(Gazetteers.fold(token.lower)), Gazetteers.titles[token.lower] == nil, !Self.kin.contains(token.lower) else { return false }
        let verb = tokens[index + 1].lower
        guard !tokens[index + 1].isCapitalised,
              Self.subjectVerbs.contains(verb) || Self.humanVerbs.contains(verb) || Self.saidOnlyOfPeople.contains(verb)
                || verb.count > 4 && verb.hasSuffix("ed") && Gazetteers.commonWords.contains(verb) else { return false }
        return tokens[(index + 2)...].prefix(8).contains { Self.personalPronouns.contains($0.lower) }
    }

    /// The words of `index`'s sentence before it.
    func sentence(before index: Int) -> ArraySlice<Token> {
        guard index > 0, index <= tokens.count else { return [] }
        var start = index - 1
        while start > 0, !tokens[start].atSentenceStart { start -= 1 }
        return tokens[start..<index]
    }
}
