import Foundation

/// Places whose names are built like French, English and German town names: a saint, a mount, a lake or a point, or
/// words joined by a particle ("Pointe-Saint-Charles", "Sainte-Justine", "Lac-Saint-Jean", "Stoke-on-Trent",
/// "Notre-Dame-des-Sept-Douleurs"). Such a name is a place whatever its other parts are — "Charles" and "Justine" are
/// first names, and a compound the lists lack would otherwise be taken for someone. A transcript drops the hyphens
/// ("lac saint jean", "on notre dame"), so there the words after a place's preposition are joined back.
extension EntityRecognizer {
    /// Words that make a place's name of a hyphenated compound wherever they stand in it.
    static let compoundPlaceWords: Set<String> = ["saint", "sainte", "st", "ste", "mont", "lac", "pointe", "notre", "ile", "port", "cap",
                                                   "riviere", "val", "bois", "fort", "baie", "anse"]
    /// Particles that join a place's compound, only between two of its parts ("La-Toya" may be someone's name).
    static let compoundParticles: Set<String> = ["de", "des", "du", "la", "le", "les", "aux", "en", "sur", "sous", "on", "upon", "under",
                                                 "in", "super", "am", "an", "der", "di", "lez", "lès"]
    /// First words that open a place's name said without hyphens: "lac saint jean", "sainte justine", "notre dame",
    /// "pointe saint charles", "mont royal". ("saint" alone is left to the saints' rules: "at saint maron".)
    static let spokenCompoundLeads: Set<String> = ["sainte", "lac", "pointe", "mont", "ile", "notre"]

    /// Whether `lead` and the word after it open a place's name said with a space: a lead of `spokenCompoundLeads`, and
    /// "notre" only as "notre dame" (both folded).
    static func opensSpokenCompound(_ lead: String, _ next: String) -> Bool {
        spokenCompoundLeads.contains(lead) && (lead != "notre" || next == "dame")
    }

    /// Whether `word` ("Pointe-Saint-Charles", "Stoke-on-Trent") is a hyphenated place name by its parts.
    static func isCompoundPlaceWord(_ word: String) -> Bool {
        guard word.contains("-") else { return false }
        let parts = Gazetteers.fold(word).split(separator: "-").map(String.init)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }) else { return false }
        if parts.contains(where: compoundPlaceWords.contains) { return true }
        // "Phone-in-the-drawer" is a rule's name: an English article or pronoun makes no town's.
        guard !parts.contains(where: { StopWords.english.contains($0) && !compoundParticles.contains($0) }) else { return false }
        return parts.count >= 3 && parts.dropFirst().dropLast().contains(where: compoundParticles.contains)
    }

    /// A capitalised run that is such a place: its first word a hyphenated compound ("Sainte-Justine till 02:00",
    /// "on Notre-Dame in Saint-Henri"), or a lead said with a space ("Notre Dame", "Lac Beauport", "Sainte Justine").
    /// After a first name it is a surname ("Marie Saint-Pierre"), and a title is read before this.
    static func isCompoundPlace(_ run: [Token]) -> Bool {
        guard let first = run.first, !first.possessive || run.count > 1 else { return false }
        if isCompoundPlaceWord(first.word) { return true }
        return run.count >= 2 && opensSpokenCompound(Gazetteers.fold(first.lower), Gazetteers.fold(run[1].lower))
    }

    /// "on lac saint jean", "at sainte justine", "the parking lot at notre dame des sept douleurs", "on mont royal": in
    /// lower case after a place's preposition, a lead word and the name's words after it, to the next stop word, time
    /// or break, are one place — written back with its hyphens.
    mutating func lowerCaseCompoundPlace(at index: Int) -> Int? {
        let lead = tokens[index]
        guard index > 0, !lead.isCapitalised, !lead.possessive, !lead.breakAfter, Self.spokenCompoundLeads.contains(Gazetteers.fold(lead.lower)),
              Self.compoundCues.contains(tokens[index - 1].lower) else { return nil }
        var end = index
        var parts = [lead.lower]
        while end + 1 < tokens.count, parts.count < 5 {
            let token = tokens[end + 1]
            let word = Gazetteers.fold(token.lower)
            guard !token.isCapitalised, word.count >= 2, word.allSatisfy(\.isLetter), !Self.isWhen(word), !NamePhrase.fillers.contains(word) else { break }
            // A particle joins only when a name's word follows it ("notre dame des sept douleurs", not "lac … des").
            if Self.compoundParticles.contains(word) {
                guard !token.breakAfter, end + 2 < tokens.count, !StopWords.english.contains(tokens[end + 2].lower),
                      tokens[end + 2].lower.allSatisfy(\.isLetter) else { break }
            } else if StopWords.english.contains(word) {
                break
            }
            parts.append(token.lower)
            end += 1
            if token.breakAfter || token.possessive { break }
        }
        // The name needs a word after its lead that is no particle ("at lac" is no name), and "notre" is "notre dame".
        guard parts.count >= 2, !Self.compoundParticles.contains(Gazetteers.fold(parts.last ?? "")),
              Self.opensSpokenCompound(Gazetteers.fold(parts[0]), Gazetteers.fold(parts[1])) else { return nil }
        found.places.append(parts.map { Self.compoundParticles.contains(Gazetteers.fold($0)) ? $0 : $0.titleCased }.joined(separator: "-"))
        placeEnds.insert(end)
        return end + 1
    }

    /// "at the university of bradford", "the college of new jersey": in lower case, a university or college named by a
    /// place the lists know is one place, the campus, not the town alone.
    mutating func lowerCaseUniversity(at index: Int) -> Int? {
        let head = tokens[index]
        guard ["university", "college"].contains(head.lower), !head.breakAfter, !head.possessive, index + 2 < tokens.count,
              tokens[index + 1].lower == "of", !tokens[index + 1].breakAfter else { return nil }
        var best: Int?
        for end in (index + 2)..<min(tokens.count, index + 5) {
            guard !tokens[end].isCapitalised, tokens[end].lower.allSatisfy(\.isLetter) else { break }
            if Self.isKnownPlace(tokens[(index + 2)...end].map(\.lower).joined(separator: " ")) { best = end }
            if tokens[end].breakAfter || tokens[end].possessive { break }
        }
        guard let best else { return nil }
        found.places.append(tokens[index...best].map { $0.lower == "of" ? "of" : $0.word.titleCased }.joined(separator: " "))
        placeEnds.insert(best)
        return best + 1
    }

    /// Words that end a college's, university's, school's or hospital's name: the institution is a place (its campus),
    /// not an organisation filed as a project ("at Tangaroa College", "Email Holy Angel University").
    static let institutionHeads: Set<String> = ["college", "university", "school", "academy", "institute", "polytechnic", "hospital",
                                                "campus", "seminary"]
    /// Words before "college" or "hospital" that say what kind it is, not which one ("community college", "the local hospital").
    static let institutionKinds: Set<String> = ["community", "junior", "local", "technical", "teaching", "private", "public", "nursing",
                                                "medical", "art", "music", "language", "vet", "dental", "night", "summer", "bible",
                                                "cooking", "driving", "beauty", "training"]

    /// Institutions a lower-case transcript names by the words before them ("red river college").
    static let lowerCaseInstitutionHeads: Set<String> = ["college", "university", "hospital"]
    /// Prepositions before a lower-case institution's name.
    static let institutionCues: Set<String> = ["at", "in", "into", "to", "from", "near"]

    /// "at red river college", "got into rice university", "in wythenshawe hospital": in lower case, after a place's
    /// preposition, one to three words no break parts, then "college", "university" or "hospital" — the place named.
    mutating func lowerCaseNamedInstitution(at index: Int) -> Int? {
        guard index > 0, Self.institutionCues.contains(tokens[index - 1].lower), !tokens[index - 1].breakAfter else { return nil }
        for head in (index + 1)..<min(tokens.count, index + 4) {
            let words = tokens[index..<head]
            guard let last = words.last, !last.breakAfter, !last.possessive,
                  words.allSatisfy({ !$0.isCapitalised && $0.lower.allSatisfy(\.isLetter) && $0.lower.count >= 3 && Self.canBeName($0.lower)
                      && !NamePhrase.fillers.contains($0.lower) && !Self.institutionKinds.contains($0.lower) })
            else { return nil }
            let token = tokens[head]
            guard Self.lowerCaseInstitutionHeads.contains(token.lower.trimmingDot), !token.isCapitalised else { continue }
            // "the college of new jersey" is lowerCaseUniversity's.
            if head + 1 < tokens.count, tokens[head + 1].lower == "of", !token.breakAfter { return nil }
            found.places.append(tokens[index...head].map { $0.word.titleCased.trimmingDot }.joined(separator: " "))
            placeEnds.insert(head)
            return head + 1
        }
        return nil
    }

    /// Street words that come before the street's name in French, Spanish, Portuguese and Italian: "Rue Rielle",
    /// "rue de l'église", "Boulevard Saint-Laurent", "Calle Ocho", "Rua Augusta", "Avenida Paulista".
    static let leadingStreetWords: Set<String> = ["rue", "boulevard", "boul", "chemin", "calle", "rua", "avenida", "viale"]
    /// Particles between a street's name words ("Rue de l'Église", "Calle del Sol", "Rua da Prata").
    static let streetParticles = compoundParticles.union(["del", "da", "do", "dos", "das", "della", "di"])

    /// "l'église", "d'youville": a word whose article is elided onto it (folded, lower case).
    static func isElided(_ word: String) -> Bool {
        word.count > 2 && (word.hasPrefix("l'") || word.hasPrefix("d'"))
    }

    /// "on Rue Rielle", "on rue de l'église", "the dépanneur on boulevard saint laurent": a leading street word and the
    /// name after it — capitalised words, or in lower case words after a place's preposition — with the particles
    /// between them, to the next stop word, time or break.
    mutating func leadingStreet(at index: Int) -> Int? {
        let lead = tokens[index]
        guard Self.leadingStreetWords.contains(Gazetteers.fold(lead.lower)), !lead.breakAfter, !lead.possessive, index + 1 < tokens.count else { return nil }
        // "Calle Johansson called": a lead that is a first name as well is a street's only after a place's preposition.
        if !lead.isCapitalised || Gazetteers.isFirstName(lead.word) {
            guard index > 0, Self.compoundCues.contains(tokens[index - 1].lower) || Self.wayPrepositions.contains(tokens[index - 1].lower) else { return nil }
        }
        var end = index
        var named = false
        while end + 1 < tokens.count, end - index < 5 {
            let token = tokens[end + 1]
            let word = Gazetteers.fold(token.lower)
            let elided = Self.isElided(word)
            if Self.streetParticles.contains(word) {
                guard !token.breakAfter, end + 2 < tokens.count else { break }
            } else {
                guard token.isCapitalised || !lead.isCapitalised || elided else { break }
                // In lower case an everyday word ends the name ("on boulevard saint laurent closes at ten"), unless it
                // is a name, a place or a saint's ("saint").
                if !token.isCapitalised, !elided, Gazetteers.commonWords.contains(word), !Gazetteers.isFirstName(word),
                   !Self.compoundPlaceWords.contains(word), !Self.isKnownPlace(word) { break }
                guard word.count >= 2, !Self.isWhen(word), !NamePhrase.fillers.contains(word),
                      !StopWords.english.contains(word) || elided,
                      token.word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" || $0 == "\u{2019}" }) else { break }
                named = true
            }
            end += 1
            if token.breakAfter || token.possessive { break }
        }
        guard named else { return nil }
        // A name ends on a name's word, not on a particle.
        while Self.streetParticles.contains(Gazetteers.fold(tokens[end].lower)) { end -= 1 }
        let words = tokens[index...end].map { token -> String in
            let word = Gazetteers.fold(token.lower)
            if Self.streetParticles.contains(word) { return token.lower }
            // "l'Église" as written; "rielle" said is "Rielle".
            return token.isCapitalised || Self.isElided(word) && lead.isCapitalised ? token.word : token.word.titleCased
        }
        found.places.append(words.joined(separator: " "))
        placeEnds.insert(end)
        return end + 1
    }

    /// Words before a place's name said without hyphens.
    static let compoundCues: Set<String> = ["in", "on", "at", "to", "from", "near", "by", "around", "past", "through", "up", "down", "of", "off",
                                            "outside", "towards", "toward"]
}
