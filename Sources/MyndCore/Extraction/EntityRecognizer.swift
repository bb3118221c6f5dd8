import Foundation

/// Finds the people, places and organisations an utterance names, typed or transcribed.
///
/// Capitalisation alone is a weak signal: "learn Portuguese", "the Budget", "in Porto" and "Globex Ltd" are all
/// capitalised and none is a person, while a transcript may say "ask ravi about it" in lower case. So each
/// candidate is weighed against the gazetteers (first names, places, languages, organisation suffixes, common
/// words) and its context: a title before it ("Dr. Ng", "aunt lou"), a possessive ("Ravi's"), a cue word
/// ("call", "with", "ask"), a place preposition ("in", "near", "flying to"), or the start of a sentence, where only
/// names the gazetteer knows count. Organisations are returned apart so the caller files them as projects, never
/// as people. One pass over the words with set lookups: cheap enough for every utterance.
struct EntityRecognizer {
    struct Found: Equatable {
        var people: [String] = []
        var places: [String] = []
        var organisations: [String] = []
    }

    /// One whitespace-separated word with the context the rules need.
    struct Token {
        var word: String
        var lower: String
        var isCapitalised: Bool
        var possessive: Bool
        var atSentenceStart: Bool
        /// A comma, full stop or other break follows (a run of capitalised words ends here).
        var breakAfter: Bool
    }

    static func recognise(_ text: String) -> Found {
        EntityRecognizer(tokens: tokenise(text)).run()
    }

    let tokens: [Token]
    /// What has been found so far (internal so the rules in the extension files can add to it).
    var found = Found()
    /// Indices of the last word of each capitalised run filed as a person ("Sam" in "Sam from Deliveroo").
    var personEnds = Set<Int>()
    /// Indices of the last word of each capitalised run filed as a place ("Levenshulme" in "in Levenshulme and Burnage").
    var placeEnds = Set<Int>()

    /// Whether the text says a day or an hour ("Thurs 10:40", "19 July", "tomorrow"): a dated note, whose comma-parted
    /// slots name what, when and where.
    let saysWhen: Bool
    /// Whether no word is capitalised: a transcript's text, where names have lost the capitals typed text gives them.
    let isAllLowerCase: Bool

    private init(tokens: [Token]) {
        self.tokens = tokens
        saysWhen = tokens.contains { Self.isWhen($0.lower) }
        isAllLowerCase = !tokens.contains(where: \.isCapitalised)
    }

    /// A weekday or month (in full or short), "today", "tomorrow", "tonight", or an hour ("7pm", "10:40", "9am").
    static func isWhen(_ lower: String) -> Bool {
        let word = lower.trimmingDot
        if DueDates.weekdays.contains(word) || DueDates.weekdayAbbreviations[word] != nil || DueDates.months.contains(word)
            || DueDates.monthShort.contains(word) && word != "may" || ["today", "tomorrow", "tonight"].contains(word) {
            return true
        }
        guard word.first?.isNumber == true else { return false }
        return word.hasSuffix("am") || word.hasSuffix("pm") || word.contains(":") && word.allSatisfy { $0.isNumber || $0 == ":" }
    }

    /// Whether the slot at `index` is an item of a list of things ("Shopping tonight: oats, Marmite, stamps."): a
    /// lower-case word alone in the slot before it or after it.
    func isInListOfThings(_ index: Int, end: Int) -> Bool {
        func thing(_ token: Token) -> Bool { !token.isCapitalised && !Self.isWhen(token.lower) && token.word.first?.isLetter == true }
        if end < tokens.count, thing(tokens[end]), tokens[end].breakAfter || end == tokens.count - 1 { return true }
        let opening = slotOpening(index)
        guard opening >= 0 else { return false }
        let before = tokens[opening]
        return before.breakAfter && thing(before) && (opening == 0 || tokens[opening - 1].breakAfter)
    }

    /// The index of the word whose break opens the slot starting at `index` (past a "the" opening it), or -1 at the
    /// text's start.
    func slotOpening(_ index: Int) -> Int {
        index > 0 && tokens[index - 1].lower == "the" ? index - 2 : index - 1
    }

    /// Whether the slot from `index` to `end` sits beside the note's when: the word before its opening break, or the
    /// one after it, is a day, a date or a time ("7pm, Llandaff.", "the Gravediggers, Saturday at 8"). A transcript's
    /// commas make slots of anything ("Anna, Cia, Corso, Manhattan, tonight").
    func besideWhen(_ index: Int, end: Int) -> Bool {
        func when(_ token: Token) -> Bool { Self.isWhen(token.lower) || token.word.first?.isNumber == true }
        // "The Needle Course, I'm setting…": "the" opening a sentence opens no slot of a note.
        if index > 0, tokens[index - 1].lower == "the", tokens[index - 1].atSentenceStart { return false }
        let opening = slotOpening(index)
        if opening >= 0, when(tokens[opening]) { return true }
        return end < tokens.count && when(tokens[end])
    }

    /// Whether the sentence holding `index` says when (`isWhen`).
    func sentenceSaysWhen(around index: Int) -> Bool {
        var start = index
        while start > 0, !tokens[start].atSentenceStart { start -= 1 }
        var end = index + 1
        while end < tokens.count, !tokens[end].atSentenceStart { end += 1 }
        // "been sat in the shed", "in the sun": a day's short form written in lower case that is an English word is that word.
        return tokens[start..<end].contains { token in
            let short = token.lower.trimmingDot
            return Self.isWhen(token.lower) && !(token.word.first?.isLowercase == true && Gazetteers.commonWords.contains(short)
                && (Self.shortDays.contains(short) || DueDates.monthShort.contains(short)))
        }
    }

    private func run() -> Found {
        var copy = self
        var index = 0
        while index < tokens.count { index = copy.step(at: index) }
        copy.pairedPlaces()
        // "at Halfords", "to bunnings": a chain store is neither a place nor a person, whatever cue came before it.
        copy.found.places.removeAll(where: Gazetteers.isShop)
        // "Dr. Mulkerrin on Daid:", "with Mam and Daid": a relation's word is no place, whatever town shares it.
        copy.found.places.removeAll { Self.kin.contains($0.lowercased()) || Gazetteers.kinNames.contains($0.lowercased()) }
        copy.found.people.removeAll(where: Gazetteers.isShop)
        // "Bibi ji's pills": the honorific after a relation is no one of its own.
        copy.found.people.removeAll { ["ji", "jis"].contains($0.lowercased()) }
        // "Sat", and "Mon Oct" of "Mon Oct 13": a day and a month in short are a date.
        copy.found.people.removeAll { name in
            let words = name.lowercased().split(separator: " ").map(String.init)
            return words.contains(where: Self.shortDays.contains) && words.allSatisfy { Self.shortDays.contains($0) || DueDates.monthShort.contains($0) }
        }
        // "Louis Riel Day", "Family Day": a name that ends in "Day" is a holiday.
        copy.found.people.removeAll { name in name.split(separator: " ").count > 1 && name.hasSuffix(" Day") }
        // "mrs kowalskis daughter … mrs kowalski": a transcript's possessive without its apostrophe, when the name
        // itself is said too, is that name.
        let said = Set(copy.found.people.map { $0.lowercased() })
        copy.found.people.removeAll { name in name.count > 4 && name.hasSuffix("s") && said.contains(String(name.dropLast()).lowercased()) }
        // "mrs nowaks son … mrs nowak": the possessive already read as the name names the same person.
        var seen = Set<String>()
        copy.found.people.removeAll { !seen.insert($0.lowercased()).inserted }
        copy.attachTitlesAfterNames()
        return copy.found
    }

    /// Handles what starts at `index`; returns the index to continue from.
    private mutating func step(at index: Int) -> Int {
        let token = tokens[index]
        if let next = ahKinName(at: index) { return next }
        // "i owe thandeka a call um tomorrow": a transcript's filler is never a name, whatever list spells it as one.
        if NamePhrase.fillers.contains(token.lower) { return index + 1 }
        if let next = titledName(at: index) { return next }
        if let next = numberedRoad(at: index) { return next }
        if let next = kinNameAlone(at: index) { return next }
        if let next = nameWithHonorific(at: index) { return next }
        if let next = placeByLetters(at: index) { return next }
        if let next = streetOfPremises(at: index) { return next }
        if let next = leadingStreet(at: index) { return next }
        if token.isCapitalised { return capitalisedRun(at: index) }
        if let next = lowerCaseNamedInstitution(at: index) { return next }
        if let next = lowerCaseCompoundPlace(at: index) { return next }
        if let next = lowerCaseUniversity(at: index) { return next }
        if let next = relativeNamedAfterRelation(at: index) { return next }
        if let next = numberedStreet(at: index) { return next }
        if let next = lowerCaseNamedStreet(at: index) { return next }
        if let next = lowerCaseUnlistedStreet(at: index) { return next }
        if let next = lowerCaseLandmark(at: index) { return next }
        if let next = lowerCaseParticlePlace(at: index) { return next }
        if let next = lowerCaseHeadOfPlace(at: index) { return next }
        if let next = lowerCaseUnlistedVenue(at: index) { return next }
        if let next = lowerCaseOwnedPlace(at: index) { return next }
        if let next = lowerCaseVenue(at: index) { return next }
        if let next = lowerCaseAirport(at: index) { return next }
        if let next = lowerCasePlace(at: index) { return next }
        if let next = lowerCaseRegion(at: index) { return next }
        if let next = lowerCaseCountry(at: index) { return next }
        if let next = lowerCaseShop(at: index) { return next }
        if let next = lowerCaseShortStreet(at: index) { return next }
        if let next = lowerCaseStreetByEnding(at: index) { return next }
        if let next = lowerCaseTripPlace(at: index) { return next }
        if let next = lowerCasePossessiveVenue(at: index) { return next }
        if let next = lowerCaseUnknownPlace(at: index) { return next }
        if let next = lowerCaseJourneyStart(at: index) { return next }
        if let next = lowerCaseUnknownVenue(at: index) { return next }
        if let next = lowerCaseApostropheSurname(at: index) { return next }
        if let next = bareTranscriptPossessive(at: index) { return next }
        if let next = bareUnlistedPossessive(at: index) { return next }
        if let next = lowerCaseNamedDay(at: index) { return next }
        if let next = lowerCaseUncuedPlace(at: index) { return next }
        if lowerCasePerson(at: index) || unlistedLowerCaseName(at: index) || unlistedReceiver(at: index) || lowerCaseOccasionOwner(at: index)
            || unlistedLowerCaseSubject(at: index, afterPerson: index > 1 && personEnds.contains(index - 2))
            || isTranscriptSubjectReferredToAsSomeone(at: index) {
            personEnds.insert(index)
            if let end = particleSurname(after: index) {
                found.people.append(tokens[index...end].map { ["van", "von", "bin", "ibn"].contains($0.lower) ? $0.word : $0.word.titleCased }
                    .joined(separator: " "))
                return end + 1
            }
            if secondGivenName(after: index) || lowerCaseSurname(after: index) || foreignSurnameBeforeVerb(after: index) {
                found.people.append(token.word.titleCased + " " + tokens[index + 1].word.titleCased)
                return index + 2
            }
            found.people.append(token.word.titleCased)
        }
        return index + 1
    }

    // MARK: Titles

    /// Words before a lower-case "miss" that make it the verb.
    static let missSubjects: Set<String> = [
        "i", "we", "you", "they", "he", "she", "really", "will", "i'll", "we'll", "you'll", "gonna", "don't", "dont",
        "so", "still", "also", "to", "and", "do", "did", "didn't", "always", "already", "totally", "just", "would",
    ]

    /// Words before a lower-case "ate" that make it the verb ("we ate joy's leftovers").
    static let eaters: Set<String> = ["i", "we", "you", "they", "he", "she", "who", "everyone", "everybody", "just", "finally",
                                      "then", "never", "also", "already", "all", "both", "kids", "still"]

    /// Titles kept in front of the name in every spelling; other titles ("sister", "coach") only when capitalised.
    static let keptTitles: Set<String> = ["dr", "doctor", "mr", "mister", "mrs", "missus", "ms", "miss", "mx", "prof", "professor", "aunt", "auntie", "aunty", "uncle",
                                          "grandma", "grandpa", "granny"]
    /// Words that make a following title a relative: "my sister Maya", "our uncle".
    static let possessiveDeterminers: Set<String> = ["my", "our", "your", "his", "her", "their", "me", "ma", "oor"]
    /// Titles that are as often a relation as a title, kept in lower case only after no possessive and never alone:
    /// "brother", "cousin" ("cousin jo" is Jo).
    static let kinTitles: Set<String> = ["brother", "cousin"]

    /// Family titles: after one, a first name that is also an everyday word is still the name ("auntie grace",
    /// "uncle rich", "grandpa frank").
    static let familyTitles: Set<String> = Set(["aunt", "auntie", "aunty", "uncle", "grandma", "grandpa", "granny", "nan", "nana", "gran", "grandad",
                                                "mama", "ate", "manang", "manong"])
        .union(Gazetteers.kinNames).union(Gazetteers.familyTitles)

    /// The last words of a building's or a street's name that are seldom anyone's surname.
    static let buildingWords: Set<String> = ["temple", "mosque", "masjid", "gurdwara", "mandir", "church", "cathedral", "chapel", "school",
                                             "academy", "college", "hospital", "clinic", "centre", "center", "road", "street", "avenue",
                                             "boulevard", "library", "museum", "station", "stadium", "mission", "parish"]

    /// Titles that are English words for an office or calling, and start the names of towns, streets and things too
    /// ("Bishop Auckland", "Elder Street", "Principal Investigator", "Governor General").
    static let officeTitles: Set<String> = ["principal", "headteacher", "governor", "mayor", "senator", "congressman", "congresswoman",
                                            "councillor", "councilman", "councilwoman", "bishop", "archbishop", "apostle", "evangelist",
                                            "prophet", "prophetess", "elder", "vicar", "colonel", "admiral", "monsignor", "deaconess"]

    /// "Mayor Wu", "Bishop Okoro", not "Bishop Auckland", "Elder Street" or "the Principal Investigator": after an
    /// office's title, a first name, or a word that is neither an English word nor a place.
    static func namesAfterOfficeTitle(_ lower: String) -> Bool {
        let folded = Gazetteers.fold(lower)
        return Gazetteers.isFirstName(lower) || !Gazetteers.commonWords.contains(lower) && !Gazetteers.places.contains(folded)
            && !Gazetteers.towns.contains(folded) && !isPlaceHead(lower)
    }

    /// Formal titles: a lower-case unknown word after them is still a surname ("mister ng").
    /// Ranks and callings work the same way: "officer delgado", "coach okoro", "pastor adeyemi".
    static let formalTitles: Set<String> = ["dr", "doctor", "mr", "mister", "mrs", "missus", "ms", "miss", "mx", "prof", "professor",
                                            "sergeant", "sgt", "constable", "inspector", "officer", "detective", "nurse", "coach",
                                            "captain", "pastor", "rabbi", "imam", "reverend", "judge", "alhaji", "alhaja", "hajiya",
                                            "senhor", "senhora", "dona", "sensei", "pandit", "sheikh", "deacon",
                                            "maître", "maitre", "mme", "mlle",
                                            // A Vietnamese teacher's or monk's title, as typed and as transcribed: "thay tam says".
                                            "thầy", "thay",
                                            // Amharic: Mr, Mrs, a priest, a teacher ("ato bekele", "kesis haile blessing the house").
                                            "ato", "weyzero", "woizero", "kesis", "qes", "memhir",
                                            // Doctors, pastors and teachers of other languages: "doutora fabiana", "dra katia".
                                            "dra", "doutora", "doutor", "doctora", "dottore", "dottoressa", "dott", "docteur",
                                            "pastora", "profesora", "professora", "licenciado", "licenciada", "sr", "sra", "srta",
                                            "signor", "signora",
                                            // Muslim scholars and pilgrims, Hindu and Sikh titles: "molana qasim", "shri mehta".
                                            "maulana", "molana", "moulana", "maulvi", "molvi", "moulvi", "mufti", "ustad", "ustadh",
                                            "ustaz", "ustadha", "ustaza", "qari", "hajji", "hajja", "hajjah", "shaykh", "shri",
                                            "shree", "smt", "swami", "giani",
                                            // Church callings and offices: "bishop okoro", "councillor dunn", "senator ruiz".
                                            "bishop", "archbishop", "apostle", "evangelist", "prophetess", "deaconess", "monsignor",
                                            "msgr", "councillor", "cllr", "councilman", "councilwoman", "senator", "congressman",
                                            "congresswoman", "mayor", "colonel", "lt", "capt", "cpl", "admiral"]

    /// Verbs whose object "me" is no dialect possessive ("remind me", not "me mum").
    static let verbsOfMe: Set<String> = ["remind", "tell", "told", "ask", "asked", "let", "give", "gave", "send", "sent", "show", "help",
                                         "call", "text", "email", "ping", "bug", "nudge", "warn"]

    private mutating func titledName(at index: Int) -> Int? {
        let title = tokens[index]
        let key = title.lower.hasSuffix(".") ? String(title.lower.dropLast()) : title.lower
        // "Paati: follow-up with the surgeon": a break after the title leaves it alone; "nani ji" is the relative
        // with an honorific (`kinNameAlone`), no one called Ji.
        guard let written = Gazetteers.titles[key], index + 1 < tokens.count, !title.possessive, !title.breakAfter,
              !["ji", "jis"].contains(tokens[index + 1].lower) else { return nil }
        // "i miss lisbon", "we'll miss ravi": the verb, not the title.
        if key == "miss", !title.isCapitalised, index > 0, Self.missSubjects.contains(tokens[index - 1].lower) { return nil }
        // "no father gripping the door handle", "a sister visiting us": a title in lower case before a verb's "-ing" form
        // and what it does that to is the relation doing it, not a name.
        if !title.isCapitalised, case let after = tokens[index + 1].lower, after.count > 5, after.hasSuffix("ing"), !Gazetteers.isFirstName(after),
           index + 2 < tokens.count, Self.afterVerbOfDoing.contains(tokens[index + 2].lower) { return nil }
        // "we ate pancit", "she ate it": in lower case the Filipino elder sister's title is only one before a listed
        // name that no subject comes before ("with ate joy", "ate joy says").
        if key == "ate", !title.isCapitalised,
           !Gazetteers.isFirstName(tokens[index + 1].lower) || index > 0 && Self.eaters.contains(tokens[index - 1].lower) { return nil }
        let next = tokens[index + 1]
        var words: [String] = []
        var end = index + 1
        // "Auntie May", "Uncle Will": after a family title, a capitalised name that is also a month or a modal verb.
        // (The tokeniser leaves such a word uncapitalised: its capital alone would make "May" someone.)
        if next.word.first?.isUppercase == true, Self.familyTitles.contains(key), ["may", "will", "june", "april", "august"].contains(next.lower) {
            words = [next.word]
            end = index + 2
        } else if next.isCapitalised, Self.canBeName(next.lower), !Self.isShouted(next),
                  !Self.officeTitles.contains(key) || Self.namesAfterOfficeTitle(next.lower) {
            while end < tokens.count, words.count < 2, tokens[end].isCapitalised, Self.canBeName(tokens[end].lower), !Self.isShouted(tokens[end]) {
                words.append(tokens[end].word)
                end += 1
                if tokens[end - 1].breakAfter || tokens[end - 1].possessive { break }
            }
        } else if !next.isCapitalised, Self.canBeName(next.lower),
                  // "the stuff Paati cooks with": typed text capitalises a name, so a relative's capitalised title before a
                  // lower-case word is the relative alone.
                  // "the song Mama sang to us": any family title, capitalised before a lower-case word.
                  !(title.isCapitalised && (Gazetteers.kinNames.contains(key) || Self.familyTitles.contains(key))),
                  (Gazetteers.isFirstName(next.lower) && (!Gazetteers.commonWordNames.contains(next.lower) || Self.familyTitles.contains(key)))
                    || (Self.formalTitles.contains(key) && !Gazetteers.commonWords.contains(next.lower))
                    // "doctor park says…", "doctor park never closes": after a formal title, an everyday word that a verb
                    // of the person follows is a surname ("doctor appointment is", "nurse practitioner says" are not).
                    || (Self.formalTitles.contains(key) && isSurnameBeforeVerb(at: index + 1))
                    // "doctor parks anniversary dinner", "mrs kims grandson": a possessive without its apostrophe after
                    // a formal title, before a person's thing or relative.
                    || (Self.formalTitles.contains(key) && isLostPossessive(next) && index + 2 < tokens.count
                        && Self.ownsPersonalThingOrRelative(tokens[index + 2], index + 3 < tokens.count ? tokens[index + 3] : nil))
                    // "sister roche signed it", "father curian said": a religious title before a surname that is no
                    // English word, with no possessive before the title ("my sister" is a relation).
                    || (Self.religiousTitles.contains(key) && !title.isCapitalised && Self.isNoEnglishWord(next.lower)
                        && !(index > 0 && (Self.possessiveDeterminers.contains(tokens[index - 1].lower) || tokens[index - 1].possessive)))
                    // "lola remedios", "nonna pina": after a family title, a word shaped like a name no list knows.
                    || (Self.familyTitles.contains(key) && Self.isUnlistedNameShape(next.lower, length: 3...14))
                    // "aunty mere comes over", "uncle babu said": after a family title, a word a verb of the person
                    // follows is the relative's name, whatever else the word can mean.
                    || (Self.familyTitles.contains(key) && !next.breakAfter && !next.possessive && index + 2 < tokens.count
                        && Self.personFollowers.contains(tokens[index + 2].lower) && !Self.kin.contains(next.lower)
                        // "mama never wrote anything down": an adverb before the verb is no name.
                        && !Self.adverbsBeforeVerbs.contains(next.lower) && !StopWords.english.contains(next.lower)) {
            words = [next.word.titleCased]
            end = index + 2
            // "nana meres ninetieth": a transcript's possessive without its apostrophe, before a person's thing.
            // "abuela chelas eighty fifth", "tio rudys house": a listed name's too, when the word itself is no name or word.
            let stem = String(next.lower.dropLast())
            if isLostPossessive(next),
               Self.isUnlistedNameShape(stem, length: 3...14)
                || Gazetteers.isFirstName(stem) && !Gazetteers.isFirstName(next.lower) && !Gazetteers.commonWords.contains(next.lower)
                // "dido petros eightieth": before an ordinal birthday, even when the word is a name too ("Petros").
                || Gazetteers.isFirstName(stem) && index + 2 < tokens.count && Self.isOrdinalBirthday(tokens[index + 2].lower)
                || Self.formalTitles.contains(key),
               Self.ownsPersonalThingOrRelative(index + 2 < tokens.count ? tokens[index + 2] : nil, index + 3 < tokens.count ? tokens[index + 3] : nil) {
                words = [String(next.word.dropLast()).titleCased]
            }
            // "doctor nadia haddad next monday": a first name after the title may bring its surname.
            if Gazetteers.isFirstName(next.lower), lowerCaseSurname(after: index + 1) {
                words.append(tokens[index + 2].word.titleCased)
                end = index + 3
            }
        }
        guard !words.isEmpty else { return nil }
        // "Shri Ganesh Temple", "Swami Vivekananda Road": a building's word after the name makes the title part of a place's
        // name ("Dr. Park", "Mr. David Hall" keep theirs: those words are surnames too).
        if words.count > 1 && Self.buildingWords.contains(words[words.count - 1].lowercased())
            || end < tokens.count && tokens[end].isCapitalised && !tokens[end - 1].breakAfter && Self.buildingWords.contains(tokens[end].lower) {
            return nil
        }
        let name = words.joined(separator: " ")
        // "Dr. Ng", "Aunt Lou", "Coach Taylor" keep their title; "my sister maya" names Maya.
        // At a sentence start a capitalised title still belongs to a capitalised name ("Coach Brennan says…",
        // "Nurse Adebayo said…"): only the capital of the title itself says nothing there.
        // In a lower-case transcript "father declan's ceilidh", "sister ngozi asked" keep theirs too, unless a possessive
        // makes the title a relative ("my sister maya" is Maya).
        // Typed text writes a relation in lower case before a capitalised name ("Mateo's sister Valentina"); only an
        // all-lower-case title and name is a transcript's title.
        // "remind me father tomasz…", "tell me coach ellis…": "me" after a verb of asking is its object, no possessive.
        let objectMe = index > 1 && tokens[index - 1].lower == "me" && Self.verbsOfMe.contains(tokens[index - 2].lower)
        let owned = index > 0 && (Self.possessiveDeterminers.contains(tokens[index - 1].lower) && !objectMe || tokens[index - 1].possessive)
        // A family title of another language is part of how the relative is called, whoever's it is ("gosia's ciocia
        // jadwiga" is Ciocia Jadwiga).
        let keepTitle = Self.keptTitles.contains(key) || Gazetteers.kinNames.contains(key) && !Self.kin.contains(key)
            || (title.isCapitalised && (!title.atSentenceStart || next.isCapitalised))
            || (!title.isCapitalised && !next.isCapitalised && !owned && !Self.kinTitles.contains(key))
        found.people.append(keepTitle ? written + " " + name : name)
        return end
    }

    /// Whether `token` may be a lower-case possessive whose apostrophe a transcript dropped ("meres", "parks").
    func isLostPossessive(_ token: Token) -> Bool {
        !token.isCapitalised && !token.possessive && !token.breakAfter && token.lower.count > 3 && token.lower.hasSuffix("s")
            && !token.lower.hasSuffix("ss") && token.lower.allSatisfy(\.isLetter)
    }

    /// Whether the lower-case everyday word at `index`, after a formal title, is a surname: a verb said of a person
    /// follows it, straight or after an adverb ("doctor park says", "doctor park never closes"). A role's noun
    /// ("practitioner", "specialist") and a word that is loosely followed ("doctor appointment is") are not.
    func isSurnameBeforeVerb(at index: Int) -> Bool {
        let word = tokens[index]
        guard !word.breakAfter, !word.possessive, index + 1 < tokens.count, word.lower.count >= 2, word.lower.allSatisfy(\.isLetter),
              !StopWords.english.contains(word.lower), !Self.kin.contains(word.lower), !Self.adverbsBeforeVerbs.contains(word.lower),
              !Self.roleNouns.contains(word.lower), !["tioner", "ist", "ian", "ant", "ent"].contains(where: { word.lower.hasSuffix($0) })
        else { return false }
        let after = tokens[index + 1].lower
        // "the one doctor park keeps mentioning": "keeps" follows a person here; after a name alone it as often follows
        // a thing ("Outlook keeps crashing").
        if Self.personFollowers.contains(after) && !Self.looseFollowers.contains(after) || after == "keeps" { return true }
        return Self.adverbsBeforeVerbs.contains(after) && !tokens[index + 1].breakAfter && index + 2 < tokens.count
            && !StopWords.english.contains(tokens[index + 2].lower)
    }

    // MARK: Capitalised words

    /// Those an institution serves, said as its owner: "Children's Hospital", "Women's Hospital".
    static let servedPossessives: Set<String> = ["children", "childrens", "women", "womens", "men", "mens", "ladies", "people", "peoples",
                                                 "veterans", "seniors", "kids", "girls", "boys", "mothers", "workers", "shriners"]

    private mutating func capitalisedRun(at index: Int) -> Int {
        if isCoordinatedPair(at: index) {
            found.people.append(tokens[index].word)
            found.people.append(tokens[index + 2].word)
            personEnds.insert(index)
            personEnds.insert(index + 2)
            return index + 3
        }
        var words: [Token] = []
        var end = index
        while end < tokens.count, tokens[end].isCapitalised || isNameParticle(at: end, after: words), words.count < 4,
              words.isEmpty || !Self.isShouted(tokens[end]) {
            // A title inside a run starts a new name ("… and Dr. Ng").
            // ("Notre Dame" is a place, not a dame.)
            if !words.isEmpty, Gazetteers.titles[tokens[end].lower.trimmingDot] != nil, words.last?.lower != "notre" { break }
            words.append(tokens[end])
            end += 1
            // "St. Hyacinth", "Mt. Rainier": the abbreviation's full stop ends no name.
            let abbreviation = words.count == 1 && ["st", "mt"].contains(tokens[end - 1].lower) && end < tokens.count && tokens[end].isCapitalised
            if (tokens[end - 1].breakAfter && !abbreviation) || tokens[end - 1].possessive { break }
        }
        let previous = index > 0 ? tokens[index - 1].lower : nil
        let before = index > 1 ? tokens[index - 2].lower : nil
        // "in the School of Education", "the Department of Health", "Board of Management": a part of an institution or a
        // government, and a board, are no place and no one.
        if words.count == 1, Self.unitsBeforeOf.contains(words[0].lower), !words[0].breakAfter, end + 1 < tokens.count, tokens[end].lower == "of",
           !tokens[end].breakAfter, tokens[end + 1].isCapitalised {
            var stop = end + 1
            while stop < tokens.count, tokens[stop].isCapitalised, stop - end <= 3 {
                stop += 1
                if tokens[stop - 1].breakAfter { break }
            }
            return stop
        }
        // "Ash Wednesday", "Palm Sunday", "Black Friday": a day's name before a weekday is no one's.
        if words.count == 1, Self.namedWeekdayWords.contains(words[0].lower), !words[0].breakAfter, !words[0].possessive, end < tokens.count,
           DueDates.weekdays.contains(tokens[end].lower) {
            return end + 1
        }
        // "Pen y Fan", "Stratford upon Avon", "Frankfurt am Main": a particle no English sentence puts between two
        // capitalised words joins them into one place's name.
        // After "the" it is a title ("practise the Ar Lan y Môr solo"): one name, but neither place nor person.
        // "the Cliffs of Moher", "the Isle of Skye": "of" after a landform's word joins it to its name, "the" or not.
        let headOf = words.count == 1 && end < tokens.count && tokens[end].lower == "of" && Self.headsBeforeOf.contains(words[0].lower)
        // "Lajes do Pico", "Vila do Conde", "Foz do Iguaçu": a Portuguese particle after a word that is no first name ("Maria
        // da Silva" is someone).
        let portugueseParticle = Self.portugueseParticles.contains(tokens[min(end, tokens.count - 1)].lower) && words.count == 1
            && !Gazetteers.isFirstName(words[0].word) && !tokens[min(end, tokens.count - 1)].isCapitalised
        if let last = words.last, !last.breakAfter, !last.possessive, end + 1 < tokens.count,
           Self.placeParticles.contains(tokens[end].lower) || headOf || portugueseParticle, !tokens[end].breakAfter, tokens[end + 1].isCapitalised {
            var stop = end + 1
            while stop < tokens.count, tokens[stop].isCapitalised, stop - end <= 2 {
                stop += 1
                if tokens[stop - 1].breakAfter || tokens[stop - 1].possessive { break }
            }
            if previous != "the" || headOf { found.places.append(tokens[index..<stop].map(\.word).joined(separator: " ")) }
            return stop
        }
        // "Ffion, Oluwaseun and little Mateo are staying": a sentence's first word, cut off by a comma before a first
        // name, is the first of a list of people (an everyday word there is an interjection: "Sorry, Ravi").
        if words.count == 1, words[0].atSentenceStart, words[0].breakAfter, !words[0].possessive, end < tokens.count,
           tokens[end].isCapitalised, Gazetteers.isFirstName(tokens[end].word), !Gazetteers.commonWordNames.contains(tokens[end].lower),
           Self.isUnlistedNameShape(words[0].lower, length: 3...14), !Self.isBrandCased(words[0]) {
            found.people.append(words[0].word)
            personEnds.insert(index)
            return end
        }
        // "St David's Hall", "Worm's Head", "Land's End Point": a possessive before a place's last word is part of
        // the place's name — a saint's, or a word that is no first name ("Priya's Park" stays Priya's).
        // "George's Street", "James's Lane": no one owns a street, so a first name before a street's word is its name too.
        // "at the Briton's Protection", "in the Nag's Head": after "the" and a place preposition, a possessive that is no
        // first name and the capitalised word after it are a pub's or venue's name, whatever that word is.
        let pubName = previous == "the" && before.map { Self.placePrepositions.contains($0) || ["to", "from"].contains($0) } == true
            && end < tokens.count && Self.canBeName(tokens[end].lower) && !Gazetteers.isFirstName(tokens[end].word)
        // "Boston Children's Hospital", "Royal Children's Hospital": those an institution serves, before its place word,
        // are its name, with the town before them; place words after the first are the name's too.
        if let last = words.last, last.possessive, end < tokens.count, tokens[end].isCapitalised,
           Self.isPlaceHead(tokens[end].lower) || Self.shopHeads.contains(tokens[end].lower.trimmingDot)
            || pubName && words.count == 1 && !Gazetteers.isFirstName(last.word),
           Self.royalAndSaintly.contains(words[0].lower)
            || words.count == 1 && !Gazetteers.isFirstName(last.word)
            || words.count == 1 && Self.streetWords.contains(tokens[end].lower.trimmingDot)
            || Self.servedPossessives.contains(last.lower) && Self.isPlaceHead(tokens[end].lower)
            // "Park's Mart", "Joe's Diner", "at Tony's Garage": a shop named for its owner is the shop, whoever's name it is.
            || words.count == 1 && Self.shopHeads.contains(tokens[end].lower.trimmingDot) {
            let owner = words.map(\.word).joined(separator: " ")
            var stop = end + 1
            while stop < tokens.count, !tokens[stop - 1].breakAfter, !tokens[stop - 1].possessive, tokens[stop].isCapitalised,
                  Self.isPlaceHead(tokens[stop].lower) { stop += 1 }
            found.places.append(owner + "'s " + tokens[end..<stop].map(\.word).joined(separator: " "))
            return stop
        }
        // "Valentine's Day", "Mother's Day", "New Year's Eve": a named day, not a person.
        if let last = words.last, last.possessive, end < tokens.count, tokens[end].isCapitalised, ["day", "eve"].contains(tokens[end].lower) { return end + 1 }
        // "Christmas Eve", "New Years Eve", "Boxing Day": the day's second word is no name either.
        if ["eve", "day"].contains(words[0].lower), let previous, ["christmas", "xmas", "year", "years", "boxing", "valentines", "hallows"].contains(previous) {
            return end
        }
        // "the Crown and Anchor", "the Rose & Crown": a pub's name is one place, not a person after "and".
        if previous == "the", words.count == 1, !words[0].breakAfter, end + 1 < tokens.count, ["and", "&"].contains(tokens[end].lower),
           tokens[end + 1].isCapitalised, !tokens[end].breakAfter {
            let joined = [words[0], tokens[end], tokens[end + 1]]
            classify(joined, at: index, previous: previous, before: before, next: end + 2 < tokens.count ? tokens[end + 2] : nil, lookBack: lookBack(from: index))
            return end + 2
        }
        if let next = placeTail(words, at: index, end: end) { return next }
        let peopleBefore = found.people.count, placesBefore = found.places.count
        // "Physio, Gore — Thurs 10:40.", "Coaching course — Sat Nov 15, 9am to 3pm, Cloverdale.": a name alone between a
        // dated note's breaks is its where.
        // "Wojtek's fortieth, the Gravediggers, Saturday at 8.": the slot may open with "the".
        let opening = slotOpening(index)
        let slotOpens = index > 0 && (tokens[index - 1].breakAfter || tokens[index - 1].lower == "the" && (opening < 0 || tokens[opening].breakAfter))
        let noteSlot = saysWhen && slotOpens && (words.last?.breakAfter == true || end == tokens.count)
            && words.count <= 3 && words.last?.possessive == false
        classify(words, at: index, previous: previous, before: before, next: end < tokens.count ? tokens[end] : nil, lookBack: lookBack(from: index),
                 afterPerson: index > 1 && personEnds.contains(index - 2), nextAfter: end + 1 < tokens.count ? tokens[end + 1] : nil,
                 beforeTrip: !(words.last?.breakAfter ?? true) && tripFollows(from: end), afterPlace: index > 1 && placeEnds.contains(index - 2),
                 noteSlot: noteSlot)
        if found.people.count > peopleBefore { personEnds.insert(end - 1) }
        if found.places.count > placesBefore { placeEnds.insert(end - 1) }
        return end
    }

    /// Words that follow a verb's "-ing" form rather than a surname ("gripping the door", "coming up", "visiting us").
    static let afterVerbOfDoing: Set<String> = ["the", "a", "an", "my", "his", "her", "their", "our", "your", "it", "up", "out", "on", "in",
                                                "at", "to", "for", "with", "about", "me", "him", "them", "us", "over", "off", "down"]
    /// Parts of an institution or a government named by what they do ("the School of Education", "Department of Health").
    static let unitsBeforeOf: Set<String> = ["school", "faculty", "department", "dept", "ministry", "division", "office", "board"]
    /// Words that name a day with a weekday after them ("Ash Wednesday", "Palm Sunday", "Black Friday", "Giving Tuesday").
    static let namedWeekdayWords: Set<String> = ["ash", "palm", "whit", "maundy", "shrove", "mothering", "trinity", "holy", "good", "black",
                                                 "cyber", "super", "giving", "spy", "low", "plough", "blue"]

    /// Possessives that name a place after them, though a first name too ("Queen's Park", "King's Cross").
    static let royalAndSaintly: Set<String> = ["st", "st.", "saint", "queen", "queens", "king", "kings", "prince", "princes"]

    /// "Walking Queen's Park", "at Wishing Well Park": a place's last word that is also a surname ("Park", "Hall",
    /// "Green"), alone in its run only because the word before it is a possessive or a word no run holds ("Well"),
    /// ends the place those capitalised words name; the surname names no one here. What the words before it were
    /// filed as alone is taken back. Returns the index to continue from, or nil.
    private mutating func placeTail(_ words: [Token], at index: Int, end: Int) -> Int? {
        guard words.count == 1, !words[0].possessive, Self.surnameVenueWords.contains(words[0].lower), index > 0 else { return nil }
        var start = index
        while start > 0, index - start < 3, case let token = tokens[start - 1], token.word.first?.isUppercase == true,
              !token.breakAfter, Gazetteers.titles[token.lower.trimmingDot] == nil, token.word.first?.isLetter == true {
            start -= 1
        }
        // "Walking Queen's Park": a sentence's first word that is an everyday word is its verb, not the place's.
        if start < index, tokens[start].atSentenceStart, Gazetteers.commonWords.contains(tokens[start].lower) || tokens[start].lower.hasSuffix("ing"),
           !Gazetteers.isFirstName(tokens[start].word), !Gazetteers.places.contains(Gazetteers.fold(tokens[start].lower)) {
            start += 1
        }
        guard start < index, tokens[start..<index].contains(where: { $0.possessive || !$0.isCapitalised }),
              // "Priya's Park" stays Priya's.
              !tokens[start..<index].contains(where: { $0.possessive && Gazetteers.isFirstName($0.word) && !Self.royalAndSaintly.contains($0.lower) })
        else { return nil }
        let name = tokens[start...index].map { $0.possessive ? $0.word + "'s" : $0.word }.joined(separator: " ")
        var parts = Set<String>()
        for from in start..<index {
            for to in from..<index { parts.insert(Gazetteers.fold(tokens[from...to].map(\.word).joined(separator: " ").lowercased())) }
        }
        found.people.removeAll { parts.contains(Gazetteers.fold($0.lowercased())) }
        found.places.removeAll { parts.contains(Gazetteers.fold($0.lowercased().replacingOccurrences(of: "'s", with: ""))) }
        found.places.append(name)
        placeEnds.insert(index)
        return end
    }

    /// "Hoi An", "Da Nang", "Ho Chi Minh": a short word that is otherwise a stop word ("An", "Do") but written with
    /// a capital mid-sentence straight after a capitalised word is part of that name.
    private func isNameParticle(at index: Int, after words: [Token]) -> Bool {
        let token = tokens[index]
        guard let last = words.last, !last.breakAfter, !last.possessive, !token.atSentenceStart, token.word.count <= 3,
              token.word.first?.isUppercase == true, token.word.dropFirst().allSatisfy(\.isLowercase),
              !Self.joiningWords.contains(token.lower) else { return false }
        return StopWords.english.contains(token.lower)
    }
    /// Words that join or follow names even when capitalised in a title ("Tom And Jerry", "Bath In Time").
    static let joiningWords: Set<String> = ["i", "and", "or", "the", "of", "in", "at", "on", "to", "for", "a", "by", "with", "from", "is", "it", "my",
                                            "if", "so", "but", "as", "not", "no", "we", "he", "she", "you", "me", "us", "up", "are", "was",
                                            "be", "can", "will", "has", "had", "all", "our", "his", "her", "its", "off", "out", "too", "yes"]

    /// Up to three lower-case words before the preposition that precedes `index` ("bakery" in "the Portuguese
    /// bakery on Kirkgate", "course" in "the course from Coursera").
    private func lookBack(from index: Int) -> ArraySlice<String> {
        guard index > 1 else { return [] }
        let end = index - 1
        return tokens[max(0, end - 3)..<end].map(\.lower)[...]
    }

    /// Whether `word` is a day of the month in figures, as written before a month: "9", "21st", "3rd".
    static func isDayOfMonth(_ word: String) -> Bool {
        guard word.first?.isNumber == true else { return false }
        return Int(word).map { (1...31).contains($0) } ?? (DueDates.dayOfMonth(word) != nil)
    }

    /// What the capitalised `run`, starting at token `start`, names.
    private mutating func classify(_ run: [Token], at start: Int, previous: String?, before: String?, next: Token?, lookBack: ArraySlice<String> = [],
                                   afterPerson: Bool = false, nextAfter: Token? = nil, beforeTrip: Bool = false, afterPlace: Bool = false,
                                   noteSlot: Bool = false) {
        guard let first = run.first else { return }
        let name = run.map(\.word).joined(separator: " ")
        let lower = name.lowercased()
        // "on Jan 5", "by March 3rd", "expires 9 Jan": a month beside a day is a date, even when the month is also a
        // first name.
        if run.count == 1, DueDates.months.contains(first.lower) || DueDates.monthShort.contains(first.lower.trimmingDot),
           next?.lower.first?.isNumber == true || previous.map(Self.isDayOfMonth) == true {
            return
        }
        // "a good piece in the Guardian", "an interview in the Observer": a publication, neither place nor person.
        if previous == "the", before == "in", lookBack.contains(where: Self.writingNouns.contains) { return }
        // "Sent D'Souza the list", "Mrs O'Rourke's dog": a surname of one letter and an apostrophe is someone's.
        if run.count <= 2, let last = run.last, Self.isApostropheSurname(last.word), previous != "the",
           !run.dropLast().contains(where: { Gazetteers.places.contains(Gazetteers.fold($0.lower)) }) {
            // "Sent D'Arcy the invoice": a sentence's first word before the surname is its verb, not a first name.
            found.people.append(run.count == 2 && !Gazetteers.isFirstName(first.word) ? last.word : name)
            return
        }
        // "MacLeod said…", "in MacLeod's inbox", "with Dr Okafor and McKenzie": a Mac or Mc surname alone is someone's,
        // even at a sentence's start, unless it is a place the lists know or a place's word follows ("McArthur Park").
        if run.count == 1, Self.isMacSurname(first.word), previous != "the", case let key = Gazetteers.fold(first.lower),
           !Gazetteers.places.contains(key), !Gazetteers.towns.contains(key),
           next.map({ !Self.isPlaceHead($0.lower) && !Self.streetWords.contains($0.lower) }) ?? true {
            found.people.append(name)
            return
        }
        // "Pointe-Saint-Charles", "Sainte-Justine", "Notre Dame": a place by how its name is built.
        if Self.isCompoundPlace(run) {
            found.places.append(name)
            return
        }
        // "Loch Ness Marathon", "the Great Aberdeen Run": a race or a festival named by its place names the place.
        if run.count >= 2, let last = run.last, Self.occasionNames.contains(last.lower) {
            let rest = Array(run.dropLast().drop(while: { ["great", "the"].contains($0.lower) }))
            if !rest.isEmpty, !rest.contains(where: \.possessive),
               Self.isKnownPlace(rest.map(\.lower).joined(separator: " ")) || Self.isLandmarkNamedByKind(rest) {
                found.places.append(rest.map(\.word).joined(separator: " "))
                return
            }
        }
        // "up to Camp Muir", "the stairs at Point Defiance", "Mount Rainier National Park".
        if Self.isLandmarkNamedByKind(run) {
            found.places.append(name)
            return
        }
        // "Scarborough General", "Surrey Memorial": a place the lists know and a word that makes a hospital of it.
        // ("Cardiff City", "Hull City" are football clubs; the cities named so are in the lists whole.)
        if run.count >= 2, let last = run.last, Self.placeSuffixes.contains(last.lower), !run.dropLast().contains(where: \.possessive),
           Self.isKnownPlace(run.dropLast().map(\.lower).joined(separator: " ")) {
            found.places.append(name)
            return
        }
        // "St Mary's", "St Luke's": a saint's name with its possessive names a church, hospital or school.
        if run.count >= 2, ["st", "st.", "saint"].contains(first.lower), let last = run.last, last.possessive {
            found.places.append(name + "'s")
            return
        }
        // "at St. Hyacinth", "St. Kilda": the abbreviated saint names a church, a school or a town.
        if run.count >= 2, ["st", "mt"].contains(first.lower), !run.contains(where: \.possessive) {
            found.places.append(name)
            return
        }
        // "Ute fund: $15k", "Tuba fund at $2,400", "Ute account": a word straight before a savings pot, with no
        // possessive, names what the money is for, even when it is also a first name ("Priya's fund" stays hers).
        if run.count == 1, !first.possessive, !first.breakAfter, let next, !next.isCapitalised, Self.savingsPots.contains(next.lower) { return }
        // "Pickle's booster", "Biscuit's flea treatment": a name that is no first name, owning what a pet has, is a pet.
        if run.count == 1, first.possessive, !Gazetteers.isFirstName(first.word), let next, Self.petCare.contains(next.lower) { return }
        // "from Mancini's bakery", "at Luigi's café": a possessive name before a shop's noun names that shop. A first
        // name's ("Priya's house") is still that person's.
        // "sat in Mele's garage" is in her home's; "at Mancini's garage" is the mechanic's.
        if run.count == 1, first.possessive, !Gazetteers.isFirstName(first.word), let next, !next.isCapitalised,
           Self.shopNouns.contains(next.lower), !(next.lower == "garage" && previous == "in") {
            found.places.append(name + "'s")
            return
        }
        // "Download Duolingo", "install Strava": what is downloaded or installed is an app, not a person.
        if let previous, Self.appVerbs.contains(previous), !first.possessive, !Gazetteers.isFirstName(first.word) { return }
        // "from Sainsbury's on the way home", "at Greggs'": an unknown name's possessive with nothing after it is a
        // shop. A first name's ("at Priya's") is still that person's home.
        if run.count == 1, first.possessive, let previous, Self.shopPrepositions.contains(previous), !Gazetteers.isFirstName(first.word),
           next.map({ !$0.isCapitalised && Self.afterShop.contains($0.lower) }) ?? true {
            found.places.append(name + "'s")
            return
        }
        if let suffix = run.dropFirst().firstIndex(where: { Gazetteers.organisationSuffixes.contains($0.lower.trimmingDot) }) {
            // "Ask Khalsa Credit Union if…": a sentence's first word that is an everyday word and no name is its verb.
            let verb = first.atSentenceStart && suffix > 1 && Gazetteers.commonWords.contains(first.lower) && !Gazetteers.isFirstName(first.word)
            // "at Tangaroa College", "Diné College:": a college, university or school is where it stands — to the run's
            // last such word ("King's College Hospital", "the Royal Free Hospital School").
            if Self.institutionHeads.contains(run[suffix].lower.trimmingDot) {
                let end = run.lastIndex { Self.institutionHeads.contains($0.lower.trimmingDot) } ?? suffix
                found.places.append(run[(verb ? 1 : 0)...end].map(\.word).joined(separator: " "))
            } else {
                found.organisations.append(run[(verb ? 1 : 0)...suffix].map(\.word).joined(separator: " "))
            }
            return
        }
        // "Albert Road", "Oxford Street", "Kirkgate": a street or area, whatever its first word is.
        if Self.isStreet(run, after: previous, before: before) {
            // "Ring Ugie Hospital about…": a sentence's first word that asks for a task is its verb, not the place's.
            let verb = first.atSentenceStart && run.count > 2 && UtteranceClassifier.actionVerbs.contains(first.lower)
                && !Gazetteers.isFirstName(first.word)
            found.places.append(verb ? run.dropFirst().map(\.word).joined(separator: " ") : name)
            return
        }
        let placeCue = previous.map { Self.isPlaceCue($0, before: before) } ?? false
        // "— Saturday 30 April, 2pm, Kenny Park.": in a dated note's where, a name ending in a place's word that is also
        // a surname is the place.
        if noteSlot, run.count >= 2, let last = run.last, !last.possessive, Self.surnameVenueWords.contains(last.lower.trimmingDot) {
            found.places.append(name)
            return
        }
        // "the ground in King City", "out to Union City": a name ending in "City" after a place's cue is the town.
        if run.count >= 2, run.last?.lower == "city", !run.contains(where: \.possessive), placeCue {
            found.places.append(name)
            return
        }
        // A gazetteer place, or a first name that is no everyday word ("Sky" may be an employer, "Ravi" not).
        let known = Gazetteers.places.contains(Gazetteers.fold(lower))
            || Gazetteers.isFirstName(first.word) && !Gazetteers.commonWordNames.contains(first.lower)
        // "Sam from Deliveroo", "an interview at Hooli", "she works for Initech": an employer, filed as an organisation.
        if !known, run.count <= 3, previous == "from" && afterPerson
            || ["at", "for", "from"].contains(previous) && before.map(Self.employmentWords.contains) == true
            || previous == "with" && before.map(Self.jobNouns.contains) == true {  // "got a job with Safaricom"
            found.organisations.append(name)
            return
        }
        if Gazetteers.places.contains(Gazetteers.fold(lower)),
           Self.isPersonNamedLikeAPlace(run, previous: previous, before: before, next: next, nextAfter: nextAfter, afterPerson: afterPerson) {
            found.people.append(name)
            return
        }
        if Gazetteers.places.contains(Gazetteers.fold(lower)) {
            // "Reading the paper" is not Reading, Berkshire: at a sentence start, a place that is also a common word
            // followed by an article or pronoun is a verb.
            // "Reading for Hodan's wedding…": a place that is also an everyday word ("reading", "nice") opens a
            // sentence as that word unless a cue says place.
            let verbLike = first.atSentenceStart && Gazetteers.commonWords.contains(lower) && run.count == 1
                && (next.map { Self.objectStarters.contains($0.lower) } == true || Gazetteers.commonWordPlaces.contains(lower))
            if !verbLike || placeCue { found.places.append(name) }
            return
        }
        // "from Naas", "near Tallaght", "Marek's Blackpool illuminations coach trip": a town the list knows is a place
        // after a place or journey cue or before what a trip is; on its capital alone it may be a surname.
        if Gazetteers.towns.contains(Gazetteers.fold(lower)), !Self.hasPersonCue(run, previous: previous, next: next),
           placeCue || previous.map(Self.weakPlaceCues.contains) == true || beforeTrip || noteSlot {
            found.places.append(name)
            return
        }
        // "the Kenora hockey tournament", "Felixstowe nights", "round Papatoetoe": a town no list knows as a surname, a
        // first name or an everyday word is the town with no cue at all, unless something says it is someone.
        // ("Licha and me, this winter" is someone.)
        if Self.isTownOfNoOne(run), !Self.hasPersonCue(run, previous: previous, next: next),
           !(next?.lower == "and" && ["me", "i", "myself"].contains(nextAfter?.lower ?? "")) {
            found.places.append(name)
            return
        }
        // "staying near Thurso", "the Dunoon ferry": a small town only after a strong cue or before a trip — after a
        // weak one ("Quote sent to Northvale") an unknown name is as often a firm.
        if Gazetteers.smallTowns.contains(Gazetteers.fold(lower)), !Self.hasPersonCue(run, previous: previous, next: next),
           placeCue || beforeTrip || noteSlot {
            found.places.append(name)
            return
        }
        // "the shop in Brandon", "outside Barry": a town named like someone, written with its capital mid-sentence
        // straight after "in", "near" or "outside", or "from" where a journey or a call starts ("Linda called from
        // Frederick"; "with Brandon", "Brandon's car", "a card from Brandon" stay someone), or where a journey ends or
        // someone is from ("moving out to Katy", "a lady from Katy": `journeyCue`).
        if run.count == 1, !first.atSentenceStart, !first.possessive,
           previous.map({ ["in", "near", "outside"].contains($0) }) == true || previous == "from" && placeCue
            || start > 0 && tokens[start - 1].lower == previous && journeyCue(at: start - 1),
           Gazetteers.nameTowns.contains(Gazetteers.fold(lower)), !Self.hasPersonCue(run, previous: previous, next: next) {
            found.places.append(name)
            return
        }
        // "the physio in Gore", "near Bury": a town named by an everyday word, written with its capital mid-sentence
        // after a strong cue.
        if run.count == 1, !first.atSentenceStart, !first.possessive, placeCue || noteSlot, Gazetteers.capitalisedTowns.contains(Gazetteers.fold(lower)),
           !Self.hasPersonCue(run, previous: previous, next: next) {
            found.places.append(name)
            return
        }
        // "with Shona", "Irish rang": a language that is also a first name, after a verb of contact or before a verb
        // of saying, is someone ("learn Shona", "my Irish is rusty" stay the language).
        if run.count == 1, Gazetteers.languages.contains(first.lower), Gazetteers.isFirstName(first.word),
           Self.hasPersonCue(run, previous: previous, next: next) {
            found.people.append(name)
            return
        }
        // "lunch with Ruby", "Ruby says…": a first name the not-people list holds for what else it names (a programming
        // language) is someone after a verb of contact or before a verb of saying ("learn Ruby", "Python and Ruby",
        // "Ruby on Rails" stay the language).
        if run.count == 1, Gazetteers.notPeople.contains(first.lower), Gazetteers.isFirstName(first.word), !first.possessive, !Self.isInitialism(first.word),
           previous.map({ Self.personCues.contains($0) && !Self.looseCues.contains($0) || $0 == "with" }) == true && next?.lower != "on"
            || next.map({ !first.breakAfter && Self.personFollowers.contains($0.lower) && !Self.looseFollowers.contains($0.lower) }) == true {
            found.people.append(name)
            return
        }
        if Gazetteers.languages.contains(first.lower) || Gazetteers.notPeople.contains(first.lower) || Gazetteers.notPeople.contains(lower) {
            return
        }
        // "JR's trainers", "for Rommel and JR", "AJ says": a nickname of two initials is someone, not after an article
        // or straight after a name ("Sammy Davis Jr").
        if run.count == 1, Self.initialNicknames.contains(first.word), previous != "the", previous != "a", previous != "an",
           start == 0 || !tokens[start - 1].isCapitalised || tokens[start - 1].breakAfter {
            found.people.append(name)
            return
        }
        // "its MOT", "the GP", "the NHS": an initialism is a thing or an organisation, never a person.
        if run.count == 1, Self.isInitialism(first.word) { return }
        // "the Ethiopian café", "a Nigerian restaurant": a nationality says where from, not who.
        if !Gazetteers.isFirstName(first.word), Self.isDemonym(first.lower) { return }
        // A relative named only by the relation is someone the user gets in touch with ("call Mum", "lunch with
        // Dad"); "Mum thinks…", "Dad's been gone ten years", "Happy birthday Mum" name no one new to file. A cue that
        // ends the sentence before ("on the phone. Mum thinks…") is none.
        if run.count == 1, Self.kin.contains(first.lower) {
            if let previous, Self.kinContactCues.contains(previous), !first.atSentenceStart { found.people.append(name) }
            return
        }
        // "at the Brudenell", "at the Howard Assembly Room": a venue after a place preposition and "the", even
        // when its first word is also a first name.
        // "a map of the Gower", "a guidebook to the Burren": what a map or guide covers is a place.
        if previous == "the", before == "of" || before == "to", lookBack.contains(where: Self.mapNouns.contains),
           !Gazetteers.isFirstName(first.word), !run.contains(where: Self.isBrandCased) {
            found.places.append(name)
            return
        }
        let venue = previous == "the" && (before.map { Self.placePrepositions.contains($0) } == true
            || before == "to" && lookBack.dropLast().last.map(Self.movementVerbs.contains) == true)  // "going to the Barbican"
        // "at the Walgreens on Lawrence", "from the Tesco off Kirkstall Road": one word after "the" that stands on a
        // street said next is a shop's branch there; the street is the place.
        if venue, run.count == 1, let next, ["on", "off"].contains(next.lower), !first.breakAfter, !Self.isPlaceHead(first.lower),
           let street = nextAfter, street.isCapitalised, Self.canBeName(street.lower), !Self.timeWords.contains(street.lower) {
            return
        }
        // "the Deaf social", "the Green party": an everyday word before a lower-case noun describes that noun; it names
        // no venue ("at the Crown tonight", "the Crown pub" still do).
        if venue, run.count == 1, Gazetteers.commonWords.contains(first.lower), !first.breakAfter, !first.possessive, let next,
           Self.isDescribedNoun(next) {
            return
        }
        if venue {
            found.places.append(name)
            return
        }
        // "homestays in Hoi An", "down to Da Nang": a name joined by a capitalised particle, after a place cue.
        if placeCue, run.count > 1, run.dropFirst().contains(where: { StopWords.english.contains($0.lower) }) {
            found.places.append(name)
            return
        }
        // "the Walgreens on Lawrence", "the library on Lincoln": a first name after "on", where a shop or a site stands
        // before it, is the street's short name ("waiting on Lawrence" is still someone).
        if Gazetteers.isFirstName(first.word), run.count == 1, !first.possessive, let previous, Self.alongPrepositions.contains(previous),
           !(before.map(Self.onPersonWords.contains) ?? false), Self.isSitedOnAStreet(lookBack) {
            found.places.append(name)
            return
        }
        // "Cabane in Rigaud", "two nights in Morin": a first name alone straight after "in" is where, not who — no one
        // is in a person ("confided in Maya", "interested in Ruby" are not where).
        if previous == "in", run.count == 1, !first.possessive, !first.atSentenceStart, Gazetteers.isFirstName(first.word),
           !Gazetteers.commonWordNames.contains(first.lower), !Gazetteers.commonWords.contains(first.lower),
           !(before.map(Self.inwardWords.contains) ?? false), next.map({ !$0.isCapitalised || first.breakAfter }) ?? true {
            found.places.append(name)
            return
        }
        // "Rain or Shine", "Salt and Pepper": a name that is an everyday word, paired with a capitalised everyday word
        // that is no name, is a saying or a title a transcript capitalises ("Ruby and Pearl" are two people).
        if run.count == 1, Gazetteers.commonWordNames.contains(first.lower), !first.breakAfter, !first.possessive, let next,
           ["or", "and", "n"].contains(next.lower), !next.breakAfter, let nextAfter, nextAfter.word.first?.isUppercase == true,
           Gazetteers.commonWords.contains(nextAfter.lower), !Gazetteers.isFirstName(nextAfter.word), !Gazetteers.commonWordNames.contains(nextAfter.lower) {
            return
        }
        // "Dress rehearsal — Thursday 28 Feb, 7pm, Llandaff.", "Marisol's retirement party — Friday the 26th, 7pm, the Old
        // Mill.": alone between a dated note's breaks, a name no list knows, or any name after "the", is where it happens.
        // Not a day ("Tues + Thurs"), an adverb or an English word ("Realistically, …", "Fasting."), and only in the
        // sentence that says when ("Grits, Folgers, stamps." after "Feeling low tonight." is a list).
        // A name of two words or more there is where, though its first word is an everyday one or letters ("—
        // Thursday 9:40, Memorial Hermann Southwest.", "— 1pm, TAFE South Bank."): no adverb or aside runs on into
        // another capitalised word.
        let severalWords = run.count >= 2
        if noteSlot, !first.atSentenceStart, !first.possessive, severalWords || !Self.isInitialism(first.word), !run.contains(where: Self.isBrandCased),
           !run.contains(where: { Self.isWhen($0.lower) || Self.shortDays.contains($0.lower.trimmingDot) }),
           previous == "the" || !Gazetteers.isFirstName(first.word) && (severalWords || !Gazetteers.commonWords.contains(first.lower)
            && !Gazetteers.rareWords.contains(first.lower) && !first.lower.hasSuffix("ly")),
           sentenceSaysWhen(around: start), besideWhen(start, end: start + run.count), !isInListOfThings(start, end: start + run.count),
           !Self.hasPersonCue(run, previous: previous, next: next) {
            found.places.append(name)
            return
        }
        if Gazetteers.isFirstName(first.word) {
            // "the Ivy", "the Victoria line": a name after "the" names a thing.
            if previous == "the", !first.possessive { return }
            // "Frank says he takes me off the board", "Grace rang": a verb of saying or of getting in touch after it
            // makes the everyday word someone.
            if first.atSentenceStart, Gazetteers.commonWordNames.contains(first.lower), !first.possessive,
               next?.lower != "and", run.count == 1,
               !(next.map { !$0.isCapitalised && !first.breakAfter && Self.saidOnlyOfPeople.contains($0.lower) } ?? false) {
                return  // "Will you…", "Mark the date"
            }
            found.people.append(name)
            return
        }
        // "in SwiftUI", "at PayPal": a brand's inner capital says it is no place.
        // "at Kestrel's office", "at Hallam's warehouse": an unknown name owning a workplace is the organisation
        // whose premises they are, not the place's name.
        // "in Ihaia's garage", "at Mele's school camp": whoever owns a person's thing is someone, cue of place or not.
        if placeCue, run.count == 1, first.possessive, Self.ownsPersonalThing(next, nextAfter),
           Self.isUnlistedPersonSlot(run, previous: previous, next: next, nextAfter: nextAfter, clause: []) {
            found.people.append(name)
            return
        }
        if placeCue, run.count == 1, first.possessive, let next, !next.isCapitalised, Self.venueNouns.contains(next.lower),
           !(next.lower == "garage" && previous == "in") {
            found.organisations.append(name)
            return
        }
        if placeCue && (!Gazetteers.commonWords.contains(first.lower) || run.count > 1) && !run.contains(where: Self.isBrandCased) {
            found.places.append(name)  // "at Kew Gardens", "near Ouseburn"
            return
        }
        // "the bakery on Kirkgate" is a street; "watched it on Netflix", "signed up via Eventbrite" name a service.
        // Neither is a person.
        if let previous, Self.alongPrepositions.contains(previous) && !(before.map(Self.onPersonWords.contains) ?? false)
            || Self.servicePrepositions.contains(previous) {
            // "the bakery on Kirkgate", "a loft job on Carrow": a shop or a site before "on" puts the street after it.
            if Self.alongPrepositions.contains(previous), lookBack.contains(where: { Self.venueNouns.contains($0) || Self.siteNouns.contains($0) }),
               !run.contains(where: Self.isBrandCased), Self.canBeName(String(first.lower.dropLast())) {
                found.places.append(name)
            }
            return
        }
        // "the course from Coursera", "a parcel from Zalando": something bought or used comes from an organisation.
        if previous == "from" || previous == "by", lookBack.contains(where: Self.productNouns.contains) { return }
        // "the recruiter from Hays", "the guy from Octopus": someone in a role comes from an organisation.
        if previous == "from", let role = lookBack.last, Self.roleNouns.contains(role) {
            found.organisations.append(name)
            return
        }
        // "Stoicism", "Criminology", "Economics": an unknown word with the shape of an abstract noun.
        if run.count == 1, !Gazetteers.isFirstName(first.word), first.lower.count >= 6,
           Self.abstractEndings.contains(where: { first.lower.hasSuffix($0) }) {
            return
        }
        // "YouTube", "PayPal", "eBay": a capital inside the word marks a brand.
        if run.contains(where: Self.isBrandCased), !Gazetteers.isFirstName(first.word) {
            return
        }
        // "Call Mum", "Ask Ravi Shah": a capitalised verb or common word before the name is not part of it.
        // "Ambulance Victoria", "Transport Scotland": a public service named with its region is an organisation.
        if run.count == 2, Self.serviceNouns.contains(first.lower), Gazetteers.places.contains(Gazetteers.fold(run[1].lower)) {
            found.organisations.append(name)
            return
        }
        // "the Swim Ireland course", "the Sport England grant": after "the", an everyday word before a place is the name of
        // the body that serves it, not the place.
        // "the North Wales coast", "the Greater Manchester buses" are the region, not a body.
        if run.count == 2, previous == "the", !first.atSentenceStart, Gazetteers.commonWords.contains(first.lower),
           !StopWords.english.contains(first.lower), !Self.isPlaceHead(first.lower), !Self.regionQualifiers.contains(first.lower),
           Gazetteers.places.contains(Gazetteers.fold(run[1].lower)) {
            found.organisations.append(name)
            return
        }
        // "Royal Jade, Prince Street", "the Golden Lotus": an everyday word that is no verb, before a name that is an
        // everyday word too, names a venue or a thing ("Ask Grace", "Call Will" keep their verb and their person).
        if run.count == 2, Gazetteers.commonWords.contains(first.lower), !StopWords.english.contains(first.lower),
           !Gazetteers.isFirstName(first.word), !Gazetteers.instructionVerbs.contains(first.lower), !Gazetteers.dualVerbs.contains(first.lower),
           !Self.personCues.contains(first.lower), !Self.kin.contains(first.lower), Gazetteers.commonWordNames.contains(run[1].lower) {
            return
        }
        if run.count > 1, Gazetteers.commonWords.contains(first.lower) || StopWords.english.contains(first.lower) {
            classify(Array(run.dropFirst()), at: start, previous: first.lower, before: previous, next: next, nextAfter: nextAfter)
            return
        }
        // An unknown capitalised word is a name only mid-sentence, not after "the", and not a common word unless a
        // cue says it is a person ("met Quinn", "with Hunter").
        // At a sentence start, "Keisha from Monzo called" still names Keisha: "X from Y" introduces a person.
        // "Nguyen Thi Linh from work…": a full name may have three parts.
        // "Aroha's birthday is…", "Aroha's brother Wiremu": an unknown name owning an occasion or a relative is someone's.
        // "Losaline's school camp", "Ihaia reckons…", "run it past Tipene": a word no list knows in a person's slot.
        let clause = ["past", "by", "off"].contains(previous ?? "") ? sentence(before: start) : []
        let introduced = first.atSentenceStart && run.count <= 3 && next?.lower == "from" && !Gazetteers.commonWords.contains(first.lower)
            || first.atSentenceStart && run.count == 1 && first.possessive && !Gazetteers.commonWords.contains(first.lower)
                && next.map { !$0.isCapitalised && (Self.personalOccasions.contains($0.lower) || Self.relatives.contains($0.lower)) } == true
            || Self.isUnlistedPersonSlot(run, previous: previous, next: next, nextAfter: nextAfter, clause: clause)
            || isHeadingOfSomeone(run, at: start)
            || isSubjectReferredToAsSomeone(run, at: start)
        // "in Levenshulme and Burnage", "near Leeds and Headingley": a name no list knows, listed after a place, is one too.
        if previous == "and" || previous == "or", afterPlace, run.count <= 2, !Gazetteers.isFirstName(first.word), !Gazetteers.commonWords.contains(first.lower),
           !run.contains(where: Self.isBrandCased), !Self.hasPersonCue(run, previous: previous, next: next) {
            found.places.append(name)
            return
        }
        // "going to Kalymnos", "coming to Fontainebleau", "a ferry for Fontainebleau", "the week after
        // Fontainebleau", "the Siurana trip": an unknown single word at the end of a journey is a place, unless what
        // goes to it is sent or paid ("Invoice sent to Brightwave") or a cue makes it someone.
        if !first.atSentenceStart, !Gazetteers.commonWords.contains(first.lower), !Self.hasPersonCue(run, previous: previous, next: next),
           Self.isTravelledTo(run, previous: previous, before: before, next: next, lookBack: lookBack) {
            found.places.append(name)
            return
        }
        let everydayNamed = isEverydayWordInPersonSlot(run, at: start, next: next, nextAfter: nextAfter)
        guard !first.atSentenceStart || introduced, previous != "the", previous != "a", previous != "an",
              !Gazetteers.commonWords.contains(first.lower) || previous.map(Self.personCues.contains) == true || everydayNamed else { return }
        // "the Fontainebleau trip", "to Kalymnos", "Invoice sent to Brightwave", "with their VPN and Jira": a word no
        // name list knows is as often a place, a client or a tool as a person. It is a person only with a cue that
        // says so — a verb of contact or "with" before it ("call Quinn", "with Thanh"), a verb of speech after it
        // ("Quinn said"), or the introduction "X from Y".
        // "an email from Okonkwo", "waiting on Bartholomew": a message's sender, someone waited or relied on.
        // "pick up Blodwen's cake", "for Ngaio's party": whoever has a birthday, a party or a present is someone.
        if run.count == 1, first.possessive, let next, !next.isCapitalised, Self.personalOccasions.contains(next.lower),
           !Gazetteers.commonWords.contains(first.lower), previous != "the", previous != "a" {
            found.people.append(name)
            return
        }
        let sender = previous == "from" && before.map(Self.messageNouns.contains) == true
            || previous == "on" && before.map(Self.onPersonWords.contains) == true
        // "start with Rhossili", "finish with Tryfan": what a plan starts or ends with is a part of it, not company.
        if previous == "with", let before, Self.sequenceVerbs.contains(before) { return }
        // "tickets for me and Tobe", "me and Ife are going": listed with the user, whoever it is is someone.
        // "Kavish and me, Stone Town first", "Tobe and I went": the user's company before "and me" too.
        let withMe = previous == "and" && before == "me" && run.count == 1 && !first.possessive
            || run.count == 1 && !first.possessive && !first.breakAfter && next?.lower == "and"
                && nextAfter.map { ["me", "i"].contains($0.lower) } == true
        guard introduced || sender || withMe || everydayNamed || Self.hasPersonCue(run, previous: previous, next: next)
            || previous == "and" && afterPerson
        else { return }
        found.people.append(name)
    }

    /// Whether `run` names a town of 15000 people or more that is nothing else the lists know: no common surname, first
    /// name, everyday word or language, written with its capital, no possessive. (The small towns are too many: among
    /// them are names and words of every language, "Malia", "Langar", "Chama".)
    static func isTownOfNoOne(_ run: [Token]) -> Bool {
        guard let first = run.first, run.count <= 3, !run.contains(where: \.possessive), !run.contains(where: isBrandCased) else { return false }
        let key = Gazetteers.fold(run.map(\.lower).joined(separator: " "))
        guard Gazetteers.towns.contains(key), !Gazetteers.surnameTowns.contains(key), !Gazetteers.commonWordTowns.contains(key) else { return false }
        return !Gazetteers.isFirstName(first.word) && !Gazetteers.languages.contains(first.lower)
    }

    /// Whether an unknown capitalised run has a cue that makes it a person rather than a thing with a name.
    static func hasPersonCue(_ run: [Token], previous: String?, next: Token?) -> Bool {
        if let previous, strongPersonCues.contains(previous) { return true }
        if let next, let last = run.last, !last.breakAfter, personFollowers.contains(next.lower), !looseFollowers.contains(next.lower) { return true }
        return false
    }
    /// Messages, whose sender follows "from" ("an email from Okonkwo").
    static let messageNouns: Set<String> = ["email", "e-mail", "text", "message", "call", "letter", "note", "voicemail", "card", "postcard", "invite"]
    /// Verbs of contact and "with": what follows them is someone ("call Quinn", "met Thanh", "with Hunter").
    static let strongPersonCues: Set<String> = personCues.subtracting(["and", "for", "from", "into", "see", "visit", "visiting", "seeing", "miss", "missed"])
        .union(["by", "thanks", "love", "hug", "congratulate", "told", "dear", "hi", "hey"])

    /// "to Kalymnos", "for Fontainebleau", "after Fontainebleau" (a trip), "the Fontainebleau trip".
    static func isTravelledTo(_ run: [Token], previous: String?, before: String?, next: Token?, lookBack: ArraySlice<String>) -> Bool {
        guard run.count == 1, let first = run.first, !first.possessive, !isBrandCased(first), first.word.count >= 4 else { return false }
        if let next, !next.isCapitalised, tripNouns.contains(next.lower) { return true }
        guard let previous, ["to", "for", "after", "before", "from", "in"].contains(previous) else { return false }
        if let before, sendingVerbs.contains(before) { return false }
        // "a ferry for Fontainebleau", "the week after Fontainebleau", "coming to Fontainebleau", "get to Kalymnos".
        if previous == "for" || previous == "after" || previous == "before" {
            return lookBack.contains(where: { tripNouns.contains($0) || timeNouns.contains($0) })
        }
        return true
    }
    static let tripNouns: Set<String> = ["trip", "holiday", "holidays", "ferry", "flight", "flights", "train", "trains", "coach", "drive",
                                         "journey", "tour", "visit", "break", "weekend", "getaway", "guidebook", "hotel", "gite", "gîte",
                                         "campsite", "hostel", "airbnb", "villa", "cabin", "crag", "boulders", "bouldering"]
    static let timeNouns: Set<String> = ["week", "weekend", "day", "month", "fortnight", "morning", "night"]
    /// Verbs that send, pay or give to someone: "sent to Brightwave" names a recipient, not a destination.
    static let sendingVerbs: Set<String> = ["sent", "send", "sending", "paid", "pay", "paying", "give", "gave", "given", "wrote", "write",
                                            "talk", "talked", "speak", "spoke", "said", "say", "reply", "replied", "invoice", "invoiced",
                                            "posted", "post", "emailed", "email", "forwarded", "forward", "submitted", "submit", "applied",
                                            "apply", "belongs", "belong", "listen", "listened", "switched", "switch"]

    // MARK: Initialisms and nationalities

    /// "MOT", "GP", "HMRC": two to six capital letters.
    static func isInitialism(_ word: String) -> Bool {
        (2...6).contains(word.count) && word.allSatisfy { $0.isUppercase && $0.isLetter }
    }

    /// Endings of nationality words and the place spellings they are cut from: "Ethiopian" → "Ethiopia",
    /// "Korean" → "Korea", "Brazilian" → "Brazil", "Vietnamese" → "Vietnam", "Israeli" → "Israel", "Turkish" →
    /// "Turkey", "Mexican" → "Mexico", "Chilean" → "Chile".
    static let demonymEndings: [(suffix: String, restore: [String])] = [
        ("ian", ["", "ia", "a", "y", "e"]), ("ean", ["ea", "e", "ia"]), ("an", ["a", "", "o", "e"]), ("n", [""]),
        ("ese", ["", "a", "e", "o", "on"]), ("ish", ["", "ey", "y", "land", "en"]), ("i", [""]), ("ic", ["", "ia"]),
    ]

    /// Whether `lower` is a nationality or regional adjective of a place the gazetteer knows.
    static func isDemonym(_ lower: String) -> Bool {
        guard lower.count >= 5 else { return false }
        for (suffix, restores) in demonymEndings where lower.hasSuffix(suffix) {
            let stem = String(lower.dropLast(suffix.count))
            guard stem.count >= 3 else { continue }
            if restores.contains(where: { Gazetteers.places.contains(stem + $0) }) { return true }
        }
        return false
    }

    // MARK: Streets, venues and services

    /// "YouTube", "PayPal", "eBay" — but not "McKenzie", "DeShawn" or "O'Neill", whose inner capital is a name's.
    static func isBrandCased(_ token: Token) -> Bool {
        let word = token.word
        guard word.dropFirst().contains(where: \.isUppercase), !word.contains("-"), !word.contains("'") else { return false }
        if ["Mc", "Mac", "De", "Di", "Da", "La", "Le", "Du", "Van", "Von"].contains(where: { word.hasPrefix($0) }) { return false }
        return !word.allSatisfy(\.isUppercase)  // "NASA" is an acronym, filed by other rules
    }

    /// Last words of a street's or area's name.
    static let streetWords: Set<String> = [
        "street", "st", "road", "rd", "avenue", "ave", "lane", "boulevard", "blvd", "crescent", "terrace", "square",
        "drive", "gardens", "parade", "mews", "arcade", "precinct", "strasse", "straße", "quay", "wharf", "embankment",
    ]
    /// Endings of one-word street names ("Kirkgate", "Briggate", "Friedrichstrasse").
    static let streetEndings = ["gate", "street", "strasse", "straße", "gasse", "straat", "gatan", "vej"]

    /// Last words of a building's or venue's name ("Victoria Station", "the Howard Assembly Room").
    static let venueWords: Set<String> = [
        "station", "airport", "stadium", "arena", "cathedral", "museum", "gallery", "theatre", "theater", "centre",
        "center", "room", "rooms", "arms", "inn", "tavern", "hotel", "hospital", "library", "market", "abbey",
        "infirmary", "pavilion", "playhouse", "cinema", "baths", "lido", "quarter", "estate", "retail", "mall",
        // "the Commonwealth Pool", "the Cumberland Bar", "the Sheep Heid pub".
        "pool", "bar", "pub", "brewery",
        // "Stone Town", "Cape Town": no one's surname ends a town's name; "Robin House", "Pollok House" name a building.
        "town", "house",
        // Regions: "the Lake District", "the Yorkshire Dales", "the Amalfi Coast".
        "district", "dales", "moors", "highlands", "valley", "hills", "mountains", "coast", "islands", "peninsula",
        "forest", "lakes",
    ]
    /// Last words of a street's or a block's name that are everyday words too ("a place", "close to", "the court").
    static let streetLikeWords: Set<String> = ["place", "close", "court", "row"]
    /// Last words of a place's name that are also surnames ("Roundhay Park" but "Jin Park", "Stuart Hall"): a
    /// place when the run is longer than a first name and this word.
    static let surnameVenueWords: Set<String> = ["park", "hall", "church", "bridge", "castle", "green", "hill", "fields", "field", "common", "moor", "wood", "woods"]

    /// "Albert Road", "Oxford Street", "Victoria Station", "Roundhay Park", or — after a preposition of place or
    /// way ("on Kirkgate", "down Briggate") — one unknown word ending like a street (not "Delegate", not "the
    /// Watergate tapes").
    static func isStreet(_ run: [Token], after previous: String?, before: String? = nil) -> Bool {
        guard let last = run.last else { return false }
        if run.count > 1 {
            let word = last.lower.trimmingDot
            if streetWords.contains(word) || venueWords.contains(word) { return true }
            // "Lawrence Avenue East", "King Street West": a street's compass word ends its name.
            if run.count > 2, ["east", "west", "north", "south"].contains(word), streetWords.contains(run[run.count - 2].lower.trimmingDot) { return true }
            // "in Victoria Park" is a place even though Victoria is a first name; "with Jin Park" is a person.
            let placeCue = previous.map { isPlaceCue($0, before: before) } ?? false
            // "on Spencer Place", "at Ashfield Close", "in Hanover Court": a street or a block after a preposition of
            // place or way, or after a word that is no first name.
            if streetLikeWords.contains(word), !last.possessive,
               placeCue || previous.map(wayPrepositions.contains) == true || !Gazetteers.isFirstName(run[0].word) {
                return true
            }
            // "round the Phoenix Park": after "the" no one's surname is meant either.
            return (surnameVenueWords.contains(word) || Gazetteers.placeHeads.contains(word))
                && (run.count > 2 || !Gazetteers.isFirstName(run[0].word) || (placeCue || previous == "the") && !last.possessive)
        }
        guard let previous, wayPrepositions.contains(previous) else { return false }
        return streetEndings.contains { last.lower.hasSuffix($0) && last.lower.count >= $0.count + 3 }
            && !Gazetteers.commonWords.contains(last.lower) && !Gazetteers.isFirstName(last.lower)
    }
    /// Prepositions before a street's name.
    static let wayPrepositions: Set<String> = [
        "on", "off", "along", "down", "up", "in", "at", "near", "onto", "past", "via", "from", "to", "into", "across", "round", "around",
    ]

    /// Words of a job: "works at X", "an interview with X", "my internship at X" name an employer.
    static let employmentWords: Set<String> = [
        "work", "works", "working", "worked", "job", "jobs", "interview", "interviews", "internship", "intern",
        "role", "position", "placement", "contract", "offer", "employed", "hired", "started", "joined", "career",
    ]

    /// A job, as a noun: "a job with Safaricom", "a contract with Globex" name an employer ("working with Quinn"
    /// may name a colleague).
    static let jobNouns: Set<String> = ["job", "jobs", "contract", "internship", "placement", "offer", "role", "position", "apprenticeship"]

    /// Prepositions of a place along a street ("on", "off", "along").
    static let alongPrepositions: Set<String> = ["on", "off", "along"]
    /// Words before "on" that make what follows a person: "waiting on Bartholomew", "counting on Siobhan".
    static let onPersonWords: Set<String> = [
        "wait", "waiting", "waited", "count", "counting", "rely", "relying", "depend", "depending", "check",
        "checking", "checked", "call", "called", "calling", "lean", "leaning", "dote", "doting", "crush",
        "spy", "spying", "picking", "picked", "keen", "sweet", "hard", "tough", "easy", "congratulate",
        "congratulated", "walked", "walk", "hung", "hang", "cheated", "cheat", "dumped", "bailed", "ditched",
    ]

    /// Where money is put by for something: "the Ute fund", "Tuba fund", "the holiday kitty".
    static let savingsPots: Set<String> = ["fund", "funds", "kitty", "jar", "savings", "account", "pot"]

    /// What a pet has and a person rarely does: "Pickle's booster", "Rolo's flea treatment", "Mabel's walk".
    static let petCare: Set<String> = ["booster", "jab", "jabs", "vaccination", "vaccinations", "worming", "wormer", "flea", "fleas",
                                       "kennel", "kennels", "lead", "collar", "groomer", "grooming", "microchip", "vet", "vets",
                                       "walkies", "litter", "crate", "kibble", "neutering", "spaying"]
    /// Shops and eateries named by their owner's possessive ("Mancini's bakery", "Luigi's chippy").
    static let shopNouns: Set<String> = ["bakery", "bakers", "cafe", "café", "deli", "chippy", "butchers", "butcher", "salon", "barbers",
                                         "barber", "restaurant", "pizzeria", "bistro", "diner", "takeaway", "florist", "florists",
                                         "garage", "pharmacy", "chemist", "newsagent", "newsagents", "shop", "store", "pub", "bar"]
    /// Verbs whose object is an app: "download Duolingo", "install Strava".
    static let appVerbs: Set<String> = ["download", "downloaded", "downloading", "install", "installed", "installing", "uninstall",
                                        "uninstalled", "reinstall", "reinstalled"]

    /// Prepositions of a service or medium ("via Eventbrite", "using Notion", "through Airbnb").
    static let servicePrepositions: Set<String> = ["via", "using", "through"]
    /// Shops, venues and homes: "the bakery on Kirkgate", "a flat off Briggate".
    static let venueNouns: Set<String> = [
        "bakery", "cafe", "café", "coffee", "shop", "store", "pub", "bar", "restaurant", "bistro", "deli", "market",
        "gym", "salon", "barber", "barbers", "bookshop", "bookstore", "library", "flat", "house", "home", "office",
        "studio", "gallery", "museum", "cinema", "theatre", "theater", "hotel", "hostel", "church", "mosque",
        "temple", "synagogue", "school", "clinic", "surgery", "pharmacy", "chemist", "bank", "garage", "takeaway",
        "chippy", "venue", "club", "apartment", "stall", "butcher", "butchers", "bakers", "florist", "laundrette",
        "launderette", "supermarket", "warehouse", "unit", "lives", "live", "living", "parked", "stuck", "place",
        "spot", "building", "offices", "station", "stop", "brewery", "taproom", "diner", "noodle", "pizzeria",
    ]
    /// People known by their role, who come "from" an organisation.
    static let roleNouns: Set<String> = [
        "recruiter", "rep", "representative", "agent", "guy", "bloke", "lady", "woman", "man", "someone", "somebody",
        "people", "team", "folks", "engineer", "consultant", "advisor", "adviser", "technician", "courier", "driver",
        "manager", "staff", "support", "person", "chap", "contact", "salesman", "saleswoman", "installer", "surveyor",
    ]
    /// Endings of abstract nouns and fields, which unknown names do not have.
    static let abstractEndings = ["ism", "ology", "ography", "ics", "tion", "sion", "ment", "ness", "ity", "ship"]

    /// What is read in a publication ("a piece in the Guardian").
    static let writingNouns: Set<String> = ["piece", "article", "column", "editorial", "interview", "story", "review", "read", "op-ed",
                                            "letter", "feature", "obituary", "crossword", "headline", "report"]
    /// Prepositions before a shop's name ("at Sainsbury's", "from Boots'").
    static let shopPrepositions: Set<String> = ["at", "from", "to", "into", "in"]
    /// Words that may follow a shop's possessive name: a time, a way or another preposition, not a noun it owns.
    static let afterShop: Set<String> = ["on", "in", "at", "for", "to", "and", "before", "after", "near", "by", "later", "tomorrow",
                                         "today", "tonight", "first", "then", "again", "instead"]

    /// Things bought, taken or used: when one comes "from X", X is an organisation, not a person.
    static let productNouns: Set<String> = [
        "bought", "ordered", "purchased", "buy", "order", "rented", "delivered", "shipped", "subscribed", "downloaded",
        "course", "courses", "class", "classes", "app", "subscription", "order", "parcel", "package", "delivery",
        "refund", "charge", "charges", "fee", "fees", "payment", "debit", "quote", "loan", "mortgage", "account", "bill", "invoice", "statement", "certificate", "degree",
        "diploma", "product", "software", "membership", "voucher", "coupon", "discount", "deal", "sofa", "laptop",
        "phone", "podcast", "newsletter", "tickets", "ticket", "furniture", "mattress", "tutorial", "webinar",
        "training", "programme", "program", "plan", "policy", "insurance", "contract", "shoes", "jacket", "bike",
    ]

    /// Words that start an object: after one, a sentence-initial "Reading" or "Nice" is a verb or adjective.
    static let objectStarters: Set<String> = ["the", "a", "an", "my", "your", "his", "her", "their", "our", "this", "that", "it", "some", "up", "to", "and"]

    /// Public services named with their region ("Ambulance Victoria", "Police Scotland", "Transport Wales").
    static let serviceNouns: Set<String> = ["ambulance", "police", "fire", "transport", "health", "rail", "water", "tourism", "parks",
                                            "sport", "housing", "forestry", "legal", "energy"]
    /// Relatives a name may own ("Aroha's brother", "Linh's cousin").
    static let relatives: Set<String> = ["brother", "sister", "mum", "mom", "dad", "cousin", "husband", "wife", "partner", "son",
                                         "daughter", "aunt", "uncle", "nephew", "niece", "boyfriend", "girlfriend", "grandma", "grandpa",
                                         "kids", "mother", "father"]

    /// Family words used as a name when capitalised ("call Mum"), or in lower case after a cue ("call mum").
    static let kin: Set<String> = ["mum", "mom", "mummy", "mommy", "dad", "daddy", "mama", "papa", "nan", "nana", "nanna", "gran", "granny", "grandma", "grandpa", "grandad", "granddad",
                                   // Filipino mother and father ("Nanay's passport" is the speaker's mum's).
                                   "nanay", "tatay", "inay", "itay",
                                   // Mother, father and grandparents in the other languages users speak them in: the relation,
                                   // said as "Mum" is ("Amma wants thosai", "baba never wrote anything down", "Emama's visa").
                                   "amma", "appa", "ammi", "abbu", "ammachi", "appachan", "achan", "amme", "umma", "ummi", "emama",
                                   "baba", "mae", "maman", "mami", "papi", "bapu", "ma", "pa", "pog", "shosho",
                                   // Irish, Somali, Korean, Japanese, German and Hindi ("Mam's hip", "Hooyo wants…").
                                   "mam", "mammy", "daid", "hooyo", "aabo", "eomma", "okaasan", "otousan", "mutti", "vati", "maa"]

    // MARK: Lower case (transcripts)

    static let personCues: Set<String> = [
        "with", "call", "ask", "tell", "text", "email", "ring", "phone", "message", "meet", "meeting", "see", "invite",
        "remind", "thank", "from", "for", "told", "asked", "called", "texted", "emailed", "visit", "and", "promised",
        "met", "saw", "meets", "miss", "missed", "calling", "ringing", "texting", "emailing", "messaging", "visiting",
        "seeing", "meeting", "thanking", "asking", "telling", "phoning", "into",
        // "an old man named ernesto", "a girl called kiki": someone named.
        "named",
    ]
    /// Verbs of contact and "with", before a relative named only by the relation ("ring mum", "with grandma").
    static let kinContactCues: Set<String> = personCues.subtracting(["and", "for", "from", "into", "miss", "missed", "told", "asked", "called",
                                                                     "texted", "emailed", "saw", "met"])
    /// Person cues that as often come before a thing ("milk and bread", "tea with milk", "a bag for life").
    static let looseCues: Set<String> = ["and", "with", "for", "from", "into"]
    /// Person followers that as often come after a thing ("milk and eggs", "the bin is full").
    static let looseFollowers: Set<String> = ["and", "is", "was", "will", "needs", "needed", "loves", "loved", "comes", "came",
                                              // "the bill passed", "grace passed me the salt".
                                              "passed"]
    static let personFollowers: Set<String> = [
        "said", "says", "told", "asked", "called", "texted", "emailed", "came", "comes", "wants", "thinks",
        "mentioned", "suggested", "invited", "sent", "and", "is", "was", "will", "arrives", "arrived", "rang",
        "phoned", "visited", "visits", "needs", "needed", "loves", "loved", "wrote", "replied",
        // "mei hasnt called", "why mei doesnt call": a transcript's negatives, with their apostrophe or without.
        "hasnt", "hasn't", "doesnt", "doesn't", "didnt", "didn't", "hadnt", "hadn't",
        // "Hassan reckons…", "mel reckons": verbs of saying, promising and feeling that only a person does.
        "reckons", "reckoned", "promised", "promises", "messaged", "agreed", "agrees", "offered", "explained", "insists",
        "insisted", "admitted", "admits", "complained", "complains", "laughed", "cried", "warned", "recommended", "reminded",
        "answered", "apologised", "apologized", "swears", "swore", "argued", "whatsapped",
        // "since beto passed", "the year ama passed": a death, said of someone.
        "passed",
    ]

    /// A lower-case first name counts with a cue before it ("ask ravi"), a possessive ("ravi's"), or a verb of
    /// speech after it ("maya said"); never when it is also an everyday word ("grace", "will").
    private func lowerCasePerson(at index: Int) -> Bool {
        let token = tokens[index]
        if Self.kin.contains(token.lower) {
            return index > 0 && Self.kinContactCues.contains(tokens[index - 1].lower)  // "call mum", "with grandma"
        }
        if isEverydayNameOpeningAClause(at: index) { return true }
        guard !token.isCapitalised, token.word.count > 1, Gazetteers.isFirstName(token.lower),
              !Gazetteers.commonWordNames.contains(token.lower), !StopWords.english.contains(token.lower) else { return false }
        if token.possessive { return true }
        // "grab milk and bin bags", "coffee with milk": a lower-case first name that is also an everyday word needs
        // a verb of contact before it ("call jan"), not just "and" or "with". A name that is common only as a name
        // ("sophie", "rachel") is no everyday word.
        if Gazetteers.commonWords.contains(token.lower), !Gazetteers.namesNotWords.contains(token.lower) {
            if index > 0, Self.personCues.contains(tokens[index - 1].lower), !Self.looseCues.contains(tokens[index - 1].lower) { return true }
            // "maya said…", "jan texted": a verb of saying after it still names someone; "and", "is" do not.
            // "ruth kowalczek says…": nor does a surname that is no English word, before such a verb.
            return !token.breakAfter && index + 1 < tokens.count && Self.personFollowers.contains(tokens[index + 1].lower)
                && !Self.looseFollowers.contains(tokens[index + 1].lower)
                || personVerbAfterForeignSurname(at: index, orHave: false)
        }
        if index > 0, Self.personCues.contains(tokens[index - 1].lower) || Self.carerCues.contains(tokens[index - 1].lower) { return true }
        // "chat to halina", "talk to wei about it": after a verb of speech and "to".
        if index > 1, ["to", "with"].contains(tokens[index - 1].lower), Self.speechVerbs.contains(tokens[index - 2].lower) { return true }
        if !token.breakAfter, index + 1 < tokens.count, Self.personFollowers.contains(tokens[index + 1].lower) { return true }
        // "niall dunne says…", "tong vue has…": a surname that is no English word, then a verb said of a person.
        return personVerbAfterForeignSurname(at: index, orHave: true)
    }

    /// "joy rang from dubai", "and grace says it's fine", "um hope texted": in a transcript, a first name that is also an
    /// everyday word is someone where it opens a clause and a verb said only of people follows it — an everyday
    /// noun there would need its article ("the grace period", "new hope").
    private func isEverydayNameOpeningAClause(at index: Int) -> Bool {
        let token = tokens[index]
        guard !token.isCapitalised, !token.possessive, !token.breakAfter, Gazetteers.commonWordNames.contains(token.lower),
              Self.canBeName(token.lower), !Self.isWhen(token.lower),
              index + 1 < tokens.count, Self.saidOnlyOfPeople.contains(tokens[index + 1].lower) else { return false }
        return index == 0 || tokens[index - 1].breakAfter || Self.clauseOpeners.contains(tokens[index - 1].lower)
    }

    /// Verbs of saying and getting in touch, which no season, weather or bill does ("spring came", "the bill came to").
    static let saidOnlyOfPeople: Set<String> = ["said", "says", "told", "asked", "texted", "rang", "phoned", "emailed", "messaged",
                                                "whatsapped", "reckons", "reckoned", "thinks", "replied", "promised", "insists"]

    /// Words after which a transcript's clause starts: conjunctions and fillers.
    static let clauseOpeners: Set<String> = ["and", "but", "so", "then", "um", "uh", "er", "erm", "ok", "okay", "because", "cos",
                                             "coz", "when", "while", "yeah", "oh", "well", "anyway"]

    /// Adverbs said between a person and their verb ("mama never wrote", "nana always says").
    static let adverbsBeforeVerbs: Set<String> = ["never", "always", "just", "still", "also", "really", "only", "even", "already",
                                                  "usually", "sometimes", "often", "finally", "actually", "literally", "probably"]

    /// Verbs of speech before "to"/"with" and a person ("chat to halina", "speak with ravi").
    static let speechVerbs: Set<String> = ["chat", "chatting", "chatted", "talk", "talking", "talked", "speak", "speaking", "spoke",
                                           "write", "writing", "wrote", "explain", "explained", "reply", "replied", "listen", "listened",
                                           "apologise", "apologize", "apologised", "apologized", "complain", "complained"]
    /// Verbs of looking after someone, before a lower-case first name: "get oisin swimming", "take nia to the party".
    /// Only names the gazetteer knows and that are no everyday word count after them.
    static let carerCues: Set<String> = ["pay", "paying", "paid", "repay", "repaid", "owe", "owed", "lend", "lent", "reimburse", "reimbursed",
                                         "get", "take", "taking", "took", "bring", "bringing", "help", "helping", "teach", "teaching",
                                         "drive", "driving", "collect", "collecting", "pick", "picking", "drop", "dropping"]

    /// "ask wei ling", "with mary jane": a second lower-case given name after the first is part of the name.
    private func secondGivenName(after index: Int) -> Bool {
        guard !tokens[index].breakAfter, !tokens[index].possessive, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return !next.isCapitalised && next.word.count > 1 && Gazetteers.isFirstName(next.lower)
            && !Gazetteers.commonWordNames.contains(next.lower) && !Gazetteers.commonWords.contains(next.lower)
            && !StopWords.english.contains(next.lower) && Self.canBeName(next.lower)
    }

    /// "swap with thanh before thursday", "ask nguyet about it": in an all-lower-case transcript, a word the
    /// gazetteers do not know, shaped like a name (short, with a vowel, no English ending), after "with" or "ask"
    /// and before a time or a break, names someone the name lists miss.
    private func unlistedLowerCaseName(at index: Int) -> Bool {
        guard index > 0, ["with", "ask", "tell", "thank"].contains(tokens[index - 1].lower), isAllLowerCase else { return false }
        let token = tokens[index]
        let word = token.lower
        guard (3...8).contains(word.count), word.allSatisfy({ $0.isLetter || $0 == "-" }), word.contains(where: { "aeiouy".contains($0) }),
              !Gazetteers.commonWords.contains(word), !StopWords.english.contains(word), !Gazetteers.places.contains(word),
              !Gazetteers.isFirstName(word), !Gazetteers.commonWordNames.contains(word),
              !Gazetteers.languages.contains(word), !Self.kin.contains(word), Self.canBeName(word),
              !["ing", "ed", "er", "ly", "tion", "ness", "ment", "s", "ies", "ism", "able", "ful"].contains(where: { word.hasSuffix($0) }) else { return false }
        guard !token.breakAfter, index + 1 < tokens.count else { return true }
        // "ask ffion to send the photos", "tell rhodri if it rains": asked to do something, or asked whether.
        if ["ask", "tell"].contains(tokens[index - 1].lower), ["to", "if", "whether"].contains(tokens[index + 1].lower) { return true }
        return Self.timeWords.contains(tokens[index + 1].lower)
    }
    /// Words that start a time after a name ("with thanh before thursday").
    static let timeWords: Set<String> = ["before", "after", "on", "at", "by", "tomorrow", "today", "tonight", "next", "this", "about", "later", "soon", "until", "till"]

    /// A lower-case place the gazetteer knows, after a place cue ("flying to lisbon", "in new york", "before
    /// seoul"). A strong cue ("in", "near", "flying to") admits any place; a weaker one ("to", "from", "before",
    /// "via") only places that are not also everyday words or first names ("sale", "florence").
    private mutating func lowerCasePlace(at index: Int) -> Int? {
        guard index > 0 else { return nil }
        // "flights to the philippines", "back from the netherlands": a country said with "the" after the cue.
        let withThe = index > 1 && tokens[index - 1].lower == "the"
        let cueIndex = withThe ? index - 2 : index - 1
        let cue = tokens[cueIndex].lower
        // "flights out of boston": only a place the gazetteer knows follows (a capitalised "out of Marmite" is no place).
        // "in lasalle or verdun", "to leeds and sheffield": a place listed after a place is as strongly cued.
        // "moving out to katy", "a lady from tyler": where a journey ends, or someone is from, even for a town named like
        // someone.
        let journey = !withThe && journeyCue(at: cueIndex)
        let strong = Self.isPlaceCue(cue, before: cueIndex > 0 ? tokens[cueIndex - 1].lower : nil) || journey
            || cue == "of" && cueIndex > 0 && tokens[cueIndex - 1].lower == "out"
            || ["and", "or"].contains(cue) && !withThe && cueIndex > 0 && placeEnds.contains(cueIndex - 1)
        guard strong || Self.weakPlaceCues.contains(cue) else { return nil }
        var words: [String] = []
        var best: Int?
        for end in index..<min(tokens.count, index + Gazetteers.maxPlaceWords) {
            // "dinner at charlotte's" is at a person's home.
            guard !tokens[end].isCapitalised, !tokens[end].possessive else { break }
            words.append(tokens[end].lower)
            let phrase = Gazetteers.fold(words.joined(separator: " "))
            // After "the" only a place that is no name, and no everyday word but a plural country's ("the reading room",
            // "the victoria line", "the china cabinet" are things; "the philippines" is the country).
            let placeAfterThe = Gazetteers.isUnambiguousPlace(phrase) && !Gazetteers.isFirstName(phrase)
                && (!Gazetteers.commonWords.contains(phrase) || phrase.hasSuffix("s"))
            if Gazetteers.places.contains(phrase) || Gazetteers.hyphenated(phrase).map(Gazetteers.places.contains) == true,
               withThe ? placeAfterThe : words.count > 1 || Self.lowerCaseCanBePlace(phrase, strongCue: strong) {
                best = end
            }
            // "from naas", "in nsukka", "out to old trafford": a town the list knows (no everyday word or first name).
            if !withThe, Self.isLowerCaseTown(phrase, strongCue: strong) { best = end }
            if journey, words.count == 1, Gazetteers.nameTowns.contains(phrase) { best = end }
            if tokens[end].breakAfter { break }
        }
        guard var best else { return nil }
        // "at surrey memorial": a word that makes a hospital of the place is its name too.
        if !tokens[best].breakAfter, !tokens[best].possessive, best + 1 < tokens.count, !tokens[best + 1].isCapitalised,
           Self.placeSuffixes.contains(tokens[best + 1].lower) {
            best += 1
        } else if let building = buildingNamedFor(placeEndingAt: best) {
            best = building
        }
        // "to the netherlands": the list's "The Netherlands" is named without its article.
        let start = tokens[index].lower == "the" && best > index ? index + 1 : index
        // "in saint sauveur": a town the lists know only with hyphens is written with them.
        let spaced = Gazetteers.fold(tokens[start...best].map(\.lower).joined(separator: " "))
        let hyphens = !Self.isKnownPlaceSpelled(spaced) && Gazetteers.hyphenated(spaced).map(Self.isKnownPlaceSpelled) == true
        found.places.append(tokens[start...best].map(\.word.titleCased).joined(separator: hyphens ? "-" : " "))
        placeEnds.insert(best)
        return best + 1
    }

    /// "at hong kong city mall", "the manchester royal eye hospital", "framingham high", "kerala stores": a place's kind
    /// after a town's name, with at most two words between that could be part of a name, makes the town's name that
    /// place's. Returns the index of the kind's word, or nil.
    private func buildingNamedFor(placeEndingAt end: Int) -> Int? {
        var index = end
        while index + 1 < tokens.count, index - end < 3, !tokens[index].breakAfter, !tokens[index].possessive {
            let token = tokens[index + 1]
            guard !token.isCapitalised, token.lower.allSatisfy(\.isLetter), Self.canBeName(token.lower), !Self.isWhen(token.lower),
                  !NamePhrase.fillers.contains(token.lower) else { return nil }
            index += 1
            // "framingham high school": an adjective before a noun names the place only with that noun.
            guard Self.isPlaceHead(token.lower) || Self.institutionHeads.contains(token.lower), !adjectiveBeforeNoun(at: index) else {
                // "a budget for amritsar flights hotel the lot": things listed after the town name no building.
                if token.lower.hasSuffix("s"), Gazetteers.commonWords.contains(token.lower) { return nil }
                continue
            }
            return index
        }
        return nil
    }

    /// Last words of a shop's or a workshop's name, which a possessive owner's name comes before ("Park's Mart").
    static let shopHeads: Set<String> = ["mart", "stores", "store", "sweets", "deli", "diner", "bakery", "cafe", "café", "garage",
                                         "pizzeria", "takeaway", "salon", "barbers", "chippy", "grocery", "groceries", "pharmacy",
                                         "supermarket", "restaurant", "bistro", "kitchen", "bakehouse", "butchers", "launderette"]

    /// Last words of a place's name that are also adjectives ("Framingham High", "King West Medical").
    private static let adjectivalPlaceHeads: Set<String> = ["high", "medical"]

    /// "in boston high winds", "dublin city medical records": such an adjective before a lower-case noun names no place.
    private func adjectiveBeforeNoun(at index: Int) -> Bool {
        guard Self.adjectivalPlaceHeads.contains(tokens[index].lower), !tokens[index].breakAfter, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return !next.isCapitalised && next.lower.allSatisfy(\.isLetter) && !StopWords.english.contains(next.lower) && !Self.isWhen(next.lower)
    }

    /// "in victoria park", "at roundhay park", "near kirkstall road": after a preposition of place, one or two
    /// lower-case words and a street's or park's last word name a place, as a transcript writes it. The first word
    /// must be a name or a place, or no everyday word ("in the park", "in car park" are not names).
    private mutating func lowerCaseVenue(at index: Int) -> Int? {
        guard index > 0 else { return nil }
        let cue = tokens[index - 1].lower
        // "on wellfield road", "along the taff trail", "to cardiff bay"; after "the" alone ("walk the whole wales coast
        // path") only a place the gazetteer knows or a word no list knows can start the name.
        let afterThe = cue == "the" || cue == "whole" && index > 1 && tokens[index - 2].lower == "the"
        guard afterThe || ["in", "at", "near", "around", "round", "outside", "on", "off", "along", "to", "from", "up", "down", "past", "via", "into",
                           "through", "across", "behind", "beside", "opposite"].contains(cue)
        else { return nil }
        let first = tokens[index]
        // "the yoruba community centre", "the polish club": a language or nationality says whose it is, not its name.
        guard !first.isCapitalised, !first.breakAfter, !first.possessive, Self.canBeName(first.lower),
              !Gazetteers.languages.contains(first.lower), !Self.isDemonym(first.lower),
              // "take the 2nd road on the left": after "the", a number counts streets, it names none.
              !(afterThe && first.lower.first?.isNumber == true),
              Gazetteers.places.contains(first.lower) || Gazetteers.isFirstName(first.lower) && !afterThe || !Gazetteers.commonWords.contains(first.lower)
        else { return nil }
        for end in (index + 1)..<min(tokens.count, index + 3) {
            let token = tokens[end]
            guard !token.isCapitalised else { return nil }
            // "at platt fields": fields after a word no list knows (not "in the football fields", not "jo fields").
            let namedFields = token.lower == "fields" && end == index + 1 && !Gazetteers.isFirstName(first.lower)
                && !Gazetteers.commonWords.contains(first.lower)
            if Self.lowerCaseVenueWords.contains(token.lower) && !adjectiveBeforeNoun(at: end) || namedFields {
                // "along the merri creek trail": a water's or a hill's name can itself start a trail's or a park's.
                let last = !token.breakAfter && !token.possessive && end + 1 < tokens.count && !tokens[end + 1].isCapitalised
                    && Self.lowerCaseVenueWords.contains(tokens[end + 1].lower) ? end + 1 : end
                found.places.append(tokens[index...last].map(\.word.titleCased).joined(separator: " "))
                return last + 1
            }
            if token.breakAfter || token.possessive || !Self.canBeName(token.lower) { return nil }
        }
        return nil
    }

    /// Words that make a region of a place ("North Wales", "Greater Manchester", "inner London").
    static let regionQualifiers: Set<String> = ["north", "south", "east", "west", "northern", "southern", "eastern", "western", "central",
                                                "upper", "lower", "greater", "inner", "outer", "old", "new", "mid", "rural", "coastal",
                                                "downtown", "uptown", "metro", "metropolitan", "little", "great", "far"]

    /// Regions called "the X" ("up in the highlands", "walking in the dales"): places even in lower case.
    static let regions: Set<String> = ["highlands", "lowlands", "cotswolds", "alps", "pyrenees", "dolomites", "fens", "broads",
                                       "hebrides", "dales", "midlands", "trossachs", "cairngorms", "chilterns", "pennines"]

    /// "in the highlands", "to the cotswolds": a region's name after "the" and a place preposition.
    private mutating func lowerCaseRegion(at index: Int) -> Int? {
        guard index > 1, !tokens[index].isCapitalised, Self.regions.contains(tokens[index].lower), tokens[index - 1].lower == "the",
              Self.isPlaceCue(tokens[index - 2].lower, before: index > 2 ? tokens[index - 3].lower : nil)
                || ["to", "across", "through", "from", "round", "around"].contains(tokens[index - 2].lower) else { return nil }
        found.places.append(tokens[index].word.titleCased)
        return index + 1
    }

    /// "from mancini's bakery", "at luigi's chippy": a lower-case possessive that is no first name, before a shop's
    /// noun, after a preposition of shops.
    private mutating func lowerCaseShop(at index: Int) -> Int? {
        let token = tokens[index]
        guard index > 0, index + 1 < tokens.count, token.possessive, !token.isCapitalised, token.word.count > 2,
              Self.shopPrepositions.contains(tokens[index - 1].lower), Self.shopNouns.contains(tokens[index + 1].lower),
              !Gazetteers.isFirstName(token.lower), !Gazetteers.commonWords.contains(token.lower), Self.canBeName(token.lower) else { return nil }
        found.places.append(token.word.titleCased + "'s")
        return index + 1
    }

    /// Last words that make a lower-case run a place's name ("park", "road", "street").
    static let lowerCaseVenueWords: Set<String> = streetWords.union(surnameVenueWords).union(["station", "common"]).union(Gazetteers.placeHeads)
        .subtracting(["st", "rd", "ave", "wood", "woods", "field", "fields", "drive", "square", "green", "hill", "bridge"])

    /// Prepositions that may precede a place but as often precede a person or a time ("to", "from", "before").
    static let weakPlaceCues: Set<String> = [
        "for", "to", "from", "before", "after", "via", "through", "across", "into", "towards", "toward", "leaving", "leave",
        "left", "than", "beyond", "about", "miss", "missed", "love", "loved", "explore", "exploring", "explored",
    ]

    /// Whether a one-word lower-case gazetteer place is meant as the place: never a possessive-free everyday word
    /// ("reading", "turkey"), and a first name ("florence", "jordan") only after a strong cue.
    static func lowerCaseCanBePlace(_ word: String, strongCue: Bool) -> Bool {
        if Gazetteers.commonWordPlaces.contains(word) { return false }
        if strongCue { return true }
        return !Gazetteers.isFirstName(word) && !StopWords.english.contains(word)
    }

    /// Words before "in" that take a person or a subject, not a place: "confided in Maya", "believe in Jesus".
    static let inwardWords: Set<String> = ["confide", "confided", "confides", "confiding", "believe", "believed", "believes", "believing",
                                           "faith", "trust", "interested", "interest", "fluent", "written", "coded", "invested", "involved",
                                           "disappointed", "proud", "delighted", "lost", "hope"]
    static let placePrepositions: Set<String> = ["in", "at", "near", "visit", "visiting", "visited", "around", "outside"]
    static let movementVerbs: Set<String> = [
        "go", "going", "goes", "went", "travel", "travelling", "traveling", "fly", "flying", "flew", "move", "moving",
        "moved", "drive", "driving", "drove", "trip", "back", "headed", "heading", "road", "train", "flight",
        // "then down to Hoi An": the next leg of a journey.
        "down",
    ]

    /// Words after a place that make a hospital of it.
    static let placeSuffixes: Set<String> = ["general", "memorial"]
    /// Last words of a race's or a festival's name.
    static let occasionNames: Set<String> = ["marathon", "half", "run", "10k", "5k", "festival", "fest", "gathering", "games", "show",
                                             "fringe", "triathlon", "sportive", "parkrun"]
    /// Whether the places, towns or small towns list holds `key` (folded) as spelled.
    static func isKnownPlaceSpelled(_ key: String) -> Bool {
        Gazetteers.places.contains(key) || Gazetteers.towns.contains(key) || Gazetteers.smallTowns.contains(key)
    }
    /// Whether the lists know `lower` as a place or a town of any size — with hyphens for its spaces too, as the lists
    /// spell "saint-sauveur" and "stoke-on-trent".
    static func isKnownPlace(_ lower: String) -> Bool {
        let key = Gazetteers.fold(lower)
        return isKnownPlaceSpelled(key) || Gazetteers.capitalisedTowns.contains(key) || Gazetteers.nameTowns.contains(key)
            || Gazetteers.hyphenated(key).map(isKnownPlaceSpelled) == true
    }

    static func isPlaceCue(_ word: String, before: String?) -> Bool {
        if placePrepositions.contains(word) { return true }
        // "driving down from austin", "flew in from Lagos", "came over from Leith": where a journey starts.
        if word == "from", let before { return movementVerbs.contains(before) || journeyStarts.contains(before) }
        return word == "to" && before.map { movementVerbs.contains($0) } == true
    }
    /// Words before "from" that make it where a journey starts.
    /// A call from somewhere says where the caller is ("Linda called from Frederick", "tyler called from pendleton").
    static let journeyStarts: Set<String> = ["in", "over", "up", "out", "came", "come", "comes", "coming", "arrived", "arriving",
                                             "arrive", "flying", "flew", "fly", "driving", "drove", "home", "moved", "moving",
                                             "called", "calling", "rang", "ringing", "phoned", "phoning", "facetimed"]

    /// Nicknames of two initials, written in capitals: "JR" (Junior), "AJ", "TJ". Not "DJ" or "PJ", which are more often
    /// a job and pyjamas.
    static let initialNicknames: Set<String> = ["JR", "AJ", "TJ", "CJ", "RJ", "MJ", "JJ", "JP", "JT", "KJ"]

    /// "Mrs Docherty PASSED.", "Dr. Ng SAID no": an everyday word in capitals is said loudly, and is no part of a name.
    /// Initialisms ("NHS", "DVSA") and names in capitals ("JOHN") are no everyday words.
    static func isShouted(_ token: Token) -> Bool {
        token.word.count >= 3 && token.word.allSatisfy { !$0.isLetter || $0.isUppercase }
            && Gazetteers.commonWords.contains(token.lower) && !Gazetteers.isFirstName(token.lower)
    }

    /// Not a pronoun, stop word, day, month or the assistant's name.
    static func canBeName(_ lower: String) -> Bool {
        // "theres a pupil in the car": a contraction written without its apostrophe is no name, whatever list has it.
        !StopWords.english.contains(lower) && !NamePhrase.notNames.contains(lower) && Contractions.unambiguous[lower] == nil
    }

    // MARK: Tokens

    static func tokenise(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var sentenceStart = true
        // "Flights: Winnipeg–Calgary": a dash between two words (not a hyphen) parts them as a spaced dash does.
        // (Most texts have no such dash: the pattern is compiled only for those that do.)
        let parted = !text.contains(where: { $0 == "\u{2013}" || $0 == "\u{2014}" }) ? text
            : text.replacingOccurrences(of: #"(?<=\p{L})[\u2013\u2014](?=\p{L})"#, with: " \u{2013} ", options: .regularExpression)
        for raw in parted.split(whereSeparator: { $0.isWhitespace }) {
            var core = Substring(raw)
            while let c = core.first, !(c.isLetter || c.isNumber) { core = core.dropFirst() }
            let leadingQuote = core.count < raw.count
            var trailing = ""
            while let c = core.last, !(c.isLetter || c.isNumber) {
                trailing.insert(c, at: trailing.startIndex)
                core = core.dropLast()
            }
            var word = String(core).replacingOccurrences(of: "\u{2019}", with: "'")
            var possessive = false
            if word.count > 2, word.lowercased().hasSuffix("'s") {
                word.removeLast(2)
                possessive = true
            } else if word.hasSuffix("s'"), word.count > 2 {
                word.removeLast()
                possessive = true
            }
            guard !word.isEmpty else {
                if trailing.contains(where: { ".!?".contains($0) }) { sentenceStart = true }
                // "at Nationwide - Gosia is free", "a Lifetime ISA - Gosia has one": a dash between words ends a run
                // of names as a comma does.
                if ["-", "\u{2013}", "\u{2014}"].contains(String(raw)), !tokens.isEmpty { tokens[tokens.count - 1].breakAfter = true }
                continue
            }
            let lower = word.lowercased()
            let title = Gazetteers.titles[lower] != nil
            // "Dr." ends no sentence, and "Mam' Zodwa" elides a letter: neither ends the title's run.
            let titleMark = title && (trailing == "." || trailing == "'" || trailing == "\u{2019}")
            let endsSentence = trailing.contains(where: { ".!?".contains($0) }) && !titleMark
            // "R1.2m", "R80k", "A4", "B12": letters before a number make an amount, a size or a code, never a name.
            let amount = word.prefix(while: \.isLetter).count <= 3 && word.contains(where: \.isNumber)
            let capitalised = word.first!.isUppercase && word.count > 1 && canBeName(lower) && !leadingQuote && !amount
                || (title && word.first!.isUppercase)
            tokens.append(Token(word: word, lower: lower, isCapitalised: capitalised, possessive: possessive,
                                atSentenceStart: sentenceStart, breakAfter: !trailing.isEmpty && !titleMark))
            sentenceStart = endsSentence || trailing.contains(":")
        }
        return tokens
    }
}

extension String {
    /// "ravi" → "Ravi", "anne-marie" → "Anne-Marie", "d'andre" → "D'Andre", "o'hare" → "O'Hare" (a one-letter
    /// prefix before an apostrophe is written as part of an Irish, Italian or French name).
    var titleCased: String {
        split(separator: "-", omittingEmptySubsequences: false).map { part in
            let word = part.prefix(1).uppercased() + part.dropFirst()
            guard word.count > 3, let apostrophe = word.firstIndex(where: { $0 == "'" || $0 == "\u{2019}" }),
                  word.distance(from: word.startIndex, to: apostrophe) == 1 else { return word }
            let next = word.index(after: apostrophe)
            return String(word[...apostrophe]) + word[next...].prefix(1).uppercased() + word[word.index(after: next)...]
        }.joined(separator: "-")
    }

    var trimmingDot: String { hasSuffix(".") ? String(dropLast()) : self }
}
