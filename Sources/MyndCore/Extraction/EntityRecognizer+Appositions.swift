import Foundation

/// People named in shapes where the name leans on the word beside it: a relative's name after the relation ("lakshmi's
/// sister padmavathi", "my cousin shanthi-priya's party"), a family or courtesy title said after the name, as South
/// Asian and Japanese usage has it ("Ravi Mama", "Sharma ji", "Tanaka-san" is one word already), and a surname with its
/// letter and apostrophe ("D'Souza", "O'Rourke"). `step(at:)`, `classify` and `run()` call these.
extension EntityRecognizer {
    /// Relations after which, in "X's sister padmavathi" or "my cousin jo", the next word is that relative's name.
    static let appositiveRelations: Set<String> = ["sister", "brother", "cousin", "niece", "nephew", "son", "daughter", "husband",
                                                   "wife", "aunt", "aunty", "auntie", "uncle", "grandson", "granddaughter",
                                                   "stepson", "stepdaughter", "neighbour", "neighbor", "friend", "colleague",
                                                   "boss", "flatmate", "roommate", "fiance", "fiancee", "fiancé", "fiancée",
                                                   "mate", "buddy", "pal", "bestie", "coworker", "classmate", "teammate", "housemate",
                                                   "partner", "girlfriend", "boyfriend"]

    /// "lakshmi's sister padmavathi is having everyone over", "my cousin shanthi-priya's engagement": in lower case, a
    /// word shaped like a name after someone's relation is the relative's name. "my sister always calls", "her son
    /// moved out", "my friend from work" are no names (everyday words, verbs and stop words are not name-shaped).
    mutating func relativeNamedAfterRelation(at index: Int) -> Int? {
        guard index >= 2 else { return nil }
        let token = tokens[index], relation = tokens[index - 1], owner = tokens[index - 2]
        guard !token.isCapitalised, !relation.breakAfter, !relation.possessive, Self.appositiveRelations.contains(relation.lower),
              owner.possessive || Self.possessiveDeterminers.contains(owner.lower) else { return nil }
        let word = token.lower
        let parts = word.split(separator: "-").map(String.init)
        // "his friend ethan": here a name frequent as a word only as a name is one too.
        let nameShaped = Gazetteers.isPersonName(word)
            || Gazetteers.isFirstName(word) && Gazetteers.properNames.contains(word)
            || Self.isUnlistedNameShape(word, length: 3...16)
            || parts.count == 2 && parts.allSatisfy { Gazetteers.isFirstName($0) || Self.isUnlistedNameShape($0, length: 2...10) }
        guard nameShaped, !Self.humanVerbs.contains(word), !Self.contractedVerbs.contains(word), !Self.personFollowers.contains(word),
              !Gazetteers.towns.contains(word) else { return nil }
        found.people.append(parts.map(\.titleCased).joined(separator: "-"))
        personEnds.insert(index)
        return index + 1
    }

    /// Family and courtesy titles said after a name: "Ravi Mama" (a mother's brother), "Sharma ji", "Kamala Akka",
    /// "Ravi Uncle". After a first name, with no capitalised name after them, they are part of how the person is called.
    static let titlesAfterName: Set<String> = kinTitlesAfterName.union([
        "mama", "mami", "kaka", "kaki", "nani", "dada", "dadi", "bhai", "sahib", "saheb", "amma", "appa", "thatha", "paati",
        "uncle", "aunty", "auntie", "san", "sama", "sensei",
    ])
    /// The titles of `titlesAfterName` that are no English word and no name of their own: after a first name they make
    /// it someone with no other cue ("gurpreet bhaji does flights", "manpreet masi says…").
    static let kinTitlesAfterName: Set<String> = [
        "mausi", "masi", "chacha", "chachi", "chachu", "bua", "phupho", "phuphi", "bhaiya", "didi", "bhabhi", "jiju", "akka",
        "ji", "bhaji", "paaji", "praji", "veerji",
    ]

    /// Renames a person found as a first name alone to the name with the title said after it ("Ravi" → "Ravi Mama"),
    /// wherever the words say so.
    mutating func attachTitlesAfterNames() {
        guard tokens.contains(where: { Self.titlesAfterName.contains($0.lower) }) else { return }
        attachKinTitlesToUnfoundNames()
        var renamed: [String: String] = [:]
        var titles = Set<String>()
        for person in found.people where !person.contains(" ") {
            let key = person.lowercased()
            for index in tokens.indices.dropLast() where tokens[index].lower == key && !tokens[index].breakAfter && !tokens[index].possessive {
                let title = tokens[index + 1]
                guard Self.titlesAfterName.contains(title.lower),
                      index + 2 >= tokens.count || title.breakAfter || title.possessive || !tokens[index + 2].isCapitalised else { continue }
                renamed[person] = person + " " + title.word.titleCased
                titles.insert(title.lower)
                break
            }
        }
        guard !renamed.isEmpty else { return }
        // "Ravi Mama flies home": the title may have been taken alone as a relation's name; it is his.
        var seen = Set<String>()
        found.people = found.people.filter { !titles.contains($0.lowercased()) }.map { renamed[$0] ?? $0 }
            .filter { seen.insert($0.lowercased()).inserted }
    }

    /// "gurpreet bhaji reckons…", "manpreet masi says…": a first name and a family title said after it are one person,
    /// though no cue made the name someone; the title may have been taken alone for someone ("masi says"). Only a name
    /// that is no everyday word ("onion bhaji", "grace didi" are not) and not before a capitalised name.
    private mutating func attachKinTitlesToUnfoundNames() {
        for index in tokens.indices.dropFirst() where Self.kinTitlesAfterName.contains(tokens[index].lower) {
            let name = tokens[index - 1], title = tokens[index]
            guard !name.breakAfter, !name.possessive, name.word.count > 2, Gazetteers.isFirstName(name.lower),
                  !Gazetteers.commonWordNames.contains(name.lower), !StopWords.english.contains(name.lower),
                  !Gazetteers.commonWords.contains(name.lower) || Gazetteers.namesNotWords.contains(name.lower),
                  index + 1 >= tokens.count || title.breakAfter || title.possessive || !tokens[index + 1].isCapitalised else { continue }
            let full = name.word.titleCased + " " + title.word.titleCased
            found.people.removeAll { [name.lower, title.lower, full.lowercased()].contains($0.lowercased()) }
            found.people.append(full)
        }
    }

    /// "MacLeod", "McKenzie": a Scots or Irish surname's prefix before a capital, written as no brand is.
    static func isMacSurname(_ word: String) -> Bool {
        let letters = Array(word)
        let prefix = word.hasPrefix("Mac") ? 3 : word.hasPrefix("Mc") ? 2 : 0
        guard prefix > 0, letters.count >= prefix + 3, letters[prefix].isUppercase else { return false }
        return letters[(prefix + 1)...].allSatisfy(\.isLowercase)
    }

    /// "D'Souza", "O'Rourke", "d'arcy": a surname made of one letter, an apostrophe and a capitalised or name-shaped rest.
    static func isApostropheSurname(_ word: String) -> Bool {
        let letters = Array(word)
        guard letters.count >= 4, letters[1] == "'", ["o", "d", "m"].contains(letters[0].lowercased()) else { return false }
        let rest = String(letters[2...])
        return rest.allSatisfy(\.isLetter) && rest.count >= 2 && (rest.first?.isUppercase == true || !Gazetteers.commonWords.contains(rest.lowercased()))
    }

    /// "a card for will o'rourke", "ask d'souza": in lower case, a surname of one letter and an apostrophe is someone's;
    /// a first name before it — even one that is an everyday word ("will", "bill") — is the same person's.
    mutating func lowerCaseApostropheSurname(at index: Int) -> Int? {
        let token = tokens[index]
        // "flying into o'connell", "lands at o'hare": after a place's preposition it is an airport or a street.
        guard !token.isCapitalised, Self.isApostropheSurname(token.word), !Gazetteers.commonWords.contains(token.lower),
              index == 0 || !["the", "a", "an", "at", "into", "in", "to", "from", "near", "via", "of", "on", "off"].contains(tokens[index - 1].lower)
        else { return nil }
        let surname = token.word.titleCased
        if index > 0, !tokens[index - 1].isCapitalised, !tokens[index - 1].breakAfter, !tokens[index - 1].possessive,
           Gazetteers.isFirstName(tokens[index - 1].lower) || Gazetteers.commonWordNames.contains(tokens[index - 1].lower), index < 2 || !["i", "you", "we", "they", "he", "she"].contains(tokens[index - 2].lower) {
            found.people.removeAll { $0.lowercased() == tokens[index - 1].lower }
            found.people.append(tokens[index - 1].word.titleCased + " " + surname)
        } else {
            found.people.append(surname)
        }
        personEnds.insert(index)
        return index + 1
    }

    /// Verbs after a pair of names that make the pair people: "Tavita and Mele are in Apia", "Sefo and Lani have the keys".
    static let pairVerbs: Set<String> = ["are", "were", "have", "had", "'re", "got", "went", "came", "said", "reckon", "want",
                                         "wanted", "arrive", "arrived", "left", "fly", "flew", "will", "can", "need", "both"]

    /// "Tavita and Mele are in Apia", "while Sefo and Lani were away": two capitalised words no list places, joined by
    /// "and" and followed by a verb people do, are two people, listed or not. "Marks and Spencer are…" is a shop,
    /// "Leeds and York are…" two places; both stay out.
    func isCoordinatedPair(at index: Int) -> Bool {
        guard index + 3 < tokens.count else { return false }
        let first = tokens[index], and = tokens[index + 1], second = tokens[index + 2], verb = tokens[index + 3]
        guard first.isCapitalised, second.isCapitalised, !first.breakAfter, !and.breakAfter, and.lower == "and", !second.breakAfter,
              !first.possessive, !second.possessive, Self.pairVerbs.contains(verb.lower) else { return false }
        func nameLike(_ token: Token) -> Bool {
            guard Self.isNoPlaceOrThing(token) else { return false }
            return Gazetteers.isFirstName(token.word) && !Gazetteers.commonWordNames.contains(token.lower)
                || Self.isUnlistedNameShape(token.lower, length: 3...14)
        }
        return nameLike(first) && nameLike(second) && !(first.atSentenceStart && Gazetteers.commonWords.contains(first.lower))
    }

    /// A capitalised word that no list holds as a place, town, shop, title or language, and that is no brand or initialism.
    static func isNoPlaceOrThing(_ token: Token) -> Bool {
        let folded = Gazetteers.fold(token.lower)
        return !Gazetteers.places.contains(folded) && !Gazetteers.towns.contains(folded) && !Gazetteers.isShop(token.word)
            && !isBrandCased(token) && !isInitialism(token.word) && Gazetteers.titles[token.lower] == nil
            && !Gazetteers.languages.contains(token.lower)
    }

    /// "my husband Wander", "Gi and Débora can run it", "about Wander's pills": an everyday word written with its
    /// capital mid-sentence is someone's name in a slot only a person stands in — straight after a relation that is
    /// someone's ("my husband", "Rose's boss"), listed before a first name with "and", or owning a person's thing or
    /// relative. Never a place, town, shop, brand, title, language, day or the not-people list's words.
    func isEverydayWordInPersonSlot(_ run: [Token], at start: Int, next: Token?, nextAfter: Token?) -> Bool {
        guard run.count == 1, let first = run.first, !first.atSentenceStart, Gazetteers.commonWords.contains(first.lower),
              Self.canBeName(first.lower), !Self.isWhen(first.lower), !Self.kin.contains(first.lower), Self.isNoPlaceOrThing(first),
              !Gazetteers.notPeople.contains(first.lower), !Self.isDemonym(first.lower) else { return false }
        if start >= 2, !first.possessive || Self.ownsPersonalThingOrRelative(next, nextAfter) {
            let relation = tokens[start - 1], owner = tokens[start - 2]
            if !relation.breakAfter, !relation.possessive, !relation.isCapitalised, Self.appositiveRelations.contains(relation.lower),
               owner.possessive || Self.possessiveDeterminers.contains(owner.lower) {
                return true
            }
        }
        if !first.possessive, !first.breakAfter, next?.lower == "and", next?.breakAfter == false, let nextAfter, nextAfter.isCapitalised,
           Gazetteers.isFirstName(nextAfter.word), !Gazetteers.commonWordNames.contains(nextAfter.lower),
           !Gazetteers.commonWords.contains(nextAfter.lower) {
            return true
        }
        return first.possessive && Self.ownsPersonalThingOrRelative(next, nextAfter)
    }

    /// "Sione: get him out to quote", "Nikau: sign him up for the gym": a name set as a note's heading, where what
    /// follows speaks of "him" or "her" (not "her number"), is the person the note is about. Only a first name that is
    /// no everyday word, or a word no list knows shaped like a name — "Van: get it serviced", "Padala: save her number"
    /// stay headings.
    func isHeadingOfSomeone(_ run: [Token], at start: Int) -> Bool {
        guard run.count == 1, let first = run.first, first.breakAfter, !first.possessive, start == 0 || tokens[start - 1].breakAfter,
              !Self.isWhen(first.lower), !Gazetteers.towns.contains(Gazetteers.fold(first.lower)),
              !Gazetteers.places.contains(Gazetteers.fold(first.lower)),
              Gazetteers.isFirstName(first.word) && !Gazetteers.commonWords.contains(first.lower) && !Gazetteers.commonWordNames.contains(first.lower)
                || Self.isUnlistedNameShape(first.lower) else { return false }
        var index = start + 1
        while index < tokens.count, index <= start + 5 {
            let word = tokens[index].lower
            if ["him", "he", "she", "he's", "she's", "hes", "shes"].contains(word) { return true }
            // "ring her about it", not "save her number": "her" as the one spoken of, not as an owner.
            if word == "her", tokens[index].breakAfter || index + 1 == tokens.count || StopWords.english.contains(tokens[index + 1].lower) {
                return true
            }
            if tokens[index].breakAfter { return false }
            index += 1
        }
        return false
    }

    /// Weekdays shortened in a note ("water Wed, Fri, Mon", "Sat 9am") name no one.
    /// ("Jan", "Jun" and "May" are names too, so months are left to the other rules.)
    static let shortDays: Set<String> = ["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"]
}
