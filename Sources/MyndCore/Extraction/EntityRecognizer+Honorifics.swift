import Foundation

/// People said in shapes the Hmong and Malayali development scripts (train42, train43) showed the rules missing: an
/// honorific of kinship or respect said after the name ("Jomon Chettan", "bincy chechi", "lissy auntys class",
/// "Sharma ji"), a lower-case surname that is no English word before what the person does ("jenna shultz says",
/// "niall dunne the mortgage broker"), and a religious title in a lower-case transcript ("sister roche",
/// "father curian"). `step(at:)`, `titledName` and `lowerCasePerson` call these.
extension EntityRecognizer {
    /// Honorifics said after the name, and part of how the person is called: an elder brother or sister in Malayalam
    /// ("Jomon Chettan", "Tintu Chechi"), a Syro-Malabar priest ("Kurian Achan"), elder siblings and respect in Hindi,
    /// Urdu, Punjabi, Tamil and Kannada ("Priya Didi", "Raju Bhaiya", "Sharma ji", "Selvi Akka"), an aunt or uncle in
    /// South Asian and African English ("Lissy Aunty", "Babu Uncle"). Not "Sahib": "Darbar Sahib" and "Japji Sahib"
    /// are a gurdwara and a prayer.
    static let honorificsAfterName: Set<String> = [
        "chechi", "chechy", "chetta", "chettan", "chettai", "ettan", "ichayan", "achayan", "achan", "akka", "didi", "bhaiya",
        "bhaiyya", "bhai", "bhabhi", "bhabi", "baji", "ji", "mausi", "chacha", "chachi", "kaka",
        "kaki", "bua", "aunty", "auntie", "uncle",
    ]
    /// Of those, the English ones: a name before them must be one a list knows or no English word at all ("the boys
    /// uncle" is someone's uncle).
    static let englishHonorifics: Set<String> = ["aunty", "auntie", "uncle"]
    /// Words before an adjective or a noun, not before a name.
    static let honorificDeterminers: Set<String> = ["a", "an", "the", "some", "any", "this", "that", "his", "her", "their", "our", "your",
                                                    "my", "every", "one"]

    /// Religious titles a lower-case transcript says before a surname that is no English word: "sister roche signed
    /// the form", "father curian said". "my sister", "his father" are relations, and before an English word or a first
    /// name ("sister mary") the title may be a relation too, so those stay as they were.
    static let religiousTitles: Set<String> = ["sister", "father", "fr"]

    /// Whether `word` (lower case) is in no English word list at all and is shaped like a name: letters, three to
    /// fourteen of them, a vowel, no place, language, relation or stop word. "shultz", "dunne", "vue", "curian".
    static func isNoEnglishWord(_ word: String) -> Bool {
        (3...14).contains(word.count) && word.allSatisfy({ $0.isLetter || $0 == "-" }) && word.contains(where: { "aeiouy".contains($0) })
            && !Gazetteers.commonWords.contains(word) && !Gazetteers.rareWords.contains(word) && Gazetteers.wordZipf[word] == nil
            && !StopWords.english.contains(word) && !Gazetteers.places.contains(word) && !Gazetteers.languages.contains(word)
            && !kin.contains(word) && !Gazetteers.kinNames.contains(word) && !Gazetteers.notPeople.contains(word) && canBeName(word)
            && !isPastOfAWord(word) && !isOrdinalBirthday(word)
            // "rosalind hasnt called": a transcript's contraction without its apostrophe, or a verb said of a person.
            && Contractions.unambiguous[word] == nil && !personFollowers.contains(word) && !humanVerbs.contains(word)
            // "thursdays", "reminders": a plural of a word or a day.
            && (!word.hasSuffix("s") || canBeName(String(word.dropLast())) && !Gazetteers.commonWords.contains(String(word.dropLast())))
    }

    /// "Jomon Chettan rang", "ring bincy chechi", "in lissy auntys malayalam class", "Sharma ji said": a name, then an
    /// honorific said after it, are one person, called by both. The name is one a list knows and that is no everyday
    /// word, or no English word at all; an English "aunty" or "uncle" needs a name the lists know or one that is no
    /// English word, and never follows a possessive ("Maya's uncle").
    mutating func nameWithHonorific(at index: Int) -> Int? {
        guard index + 1 < tokens.count else { return nil }
        let name = tokens[index]
        guard !name.possessive, !name.breakAfter, name.word.count >= 3, name.lower.allSatisfy(\.isLetter) else { return nil }
        let next = tokens[index + 1]
        var honorific = next.lower
        // "lissy auntys malayalam class": a transcript's possessive, its apostrophe lost.
        // Not "aunties" or "uncles", as often plurals ("the sunnybank aunties").
        if !next.possessive, !Self.honorificsAfterName.contains(honorific), honorific.hasSuffix("s"), !["aunties", "uncles"].contains(honorific),
           Self.honorificsAfterName.contains(String(honorific.dropLast())), !next.breakAfter {
            honorific = String(honorific.dropLast())
        }
        guard Self.honorificsAfterName.contains(honorific) else { return nil }
        // A name the lists know, even one that is also a word ("mercy aunty", "shiny chechi", "grace uncle"); one that
        // is no English word at all; or a capitalised word within a sentence. After an honorific of another language
        // ("chechi", "didi", "ji") any word that can be a name is one: no English phrase puts a word before it.
        let listed = Gazetteers.isFirstName(name.lower) && !StopWords.english.contains(name.lower)
        let foreignHonorific = !Self.englishHonorifics.contains(honorific)
        guard listed || Self.isNoEnglishWord(name.lower) || foreignHonorific && Self.canBeName(name.lower) && !Gazetteers.places.contains(name.lower)
                || name.isCapitalised && !name.atSentenceStart && Self.canBeName(name.lower)
                && !Gazetteers.commonWords.contains(name.lower) && !Gazetteers.places.contains(name.lower) else { return nil }
        guard !Self.kin.contains(name.lower), !Gazetteers.kinNames.contains(name.lower), Gazetteers.titles[name.lower] == nil else { return nil }
        // "a rich uncle", "the church aunty": after an article or a possessive the word says what kind of relative.
        if index > 0, Self.honorificDeterminers.contains(tokens[index - 1].lower) { return nil }
        // "ask bhai jaswinder", "call didi priya": a verb before a title, which the name after it takes.
        if UtteranceClassifier.actionVerbs.contains(name.lower) || Self.personCues.contains(name.lower) || Gazetteers.instructionVerbs.contains(name.lower) {
            return nil
        }
        if Gazetteers.titles[honorific] != nil, !next.breakAfter, !next.possessive, index + 2 < tokens.count {
            let after = tokens[index + 2]
            if after.isCapitalised && !after.atSentenceStart || Gazetteers.isFirstName(after.lower) && !Gazetteers.commonWords.contains(after.lower) {
                return nil
            }
        }
        // "the ugwu auntie bisi found me": an English family title before a name is that name's title.
        if Self.englishHonorifics.contains(honorific), !next.breakAfter, !next.possessive, index + 2 < tokens.count {
            let after = tokens[index + 2]
            if after.isCapitalised || Gazetteers.isFirstName(after.lower) || Self.isNoEnglishWord(after.lower) { return nil }
        }
        // "Maya's uncle Babu" is Babu; "Maya uncle" after a possessive determiner ("my maya aunty") still names her.
        if index > 0, tokens[index - 1].possessive { return nil }
        found.people.append(name.word.titleCased + " " + honorific.titleCased)
        personEnds.insert(index + 1)
        return index + 2
    }

    /// Whether, in lower case, the word after a first name is their surname because it is no English word and what
    /// follows it is said of a person or introduces them: "jenna shultz says", "jenna shultz from the extension",
    /// "niall dunne the mortgage broker", "tong vue has his hoop house up".
    func foreignSurnameBeforeVerb(after index: Int) -> Bool {
        guard !tokens[index].breakAfter, !tokens[index].possessive, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        guard !next.isCapitalised, Self.isNoEnglishWord(next.lower) else { return false }
        if next.breakAfter || next.possessive || index + 2 >= tokens.count { return true }
        let after = tokens[index + 2].lower
        return Self.personFollowers.contains(after) || Self.humanVerbs.contains(after) || Self.surnameFollowers.contains(after)
    }
    /// Whether the first name at `index` is followed by a surname that is no English word and then a verb said of a
    /// person ("ruth kowalczek says", "niall dunne said"); with `orHave`, "has" and "had" count too ("tong vue has").
    func personVerbAfterForeignSurname(at index: Int, orHave: Bool) -> Bool {
        guard index + 2 < tokens.count, foreignSurnameBeforeVerb(after: index) else { return false }
        let verb = tokens[index + 2].lower
        return Self.personFollowers.contains(verb) && !Self.looseFollowers.contains(verb) || Self.humanVerbs.contains(verb)
            || orHave && ["has", "had"].contains(verb)
    }
    /// Words that follow a surname and introduce what the person is or has: "from the extension", "the mortgage
    /// broker", "has his hoop house up".
    static let surnameFollowers: Set<String> = ["from", "the", "has", "had", "who", "about", "for", "with", "and", "or", "on", "can", "could",
                                                "would", "should", "might", "did", "does", "got", "gets"]
}
