import Foundation

/// Tasks said as arrangements and notes rather than with a marker: things to get from a shop, a time kept clear, a
/// chore put out, being in for someone, the speaker's part in an arrangement ("I'm collecting her"), a routine
/// labelled with its pursuit ("Cooking: one proper dinner a week").
extension UtteranceClassifier {
    /// The arrangement and note forms, or nil.
    static func arrangement(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        var words = lower.split(separator: " ").map { tidy(String($0)) }.filter { !$0.isEmpty }
        while words.count > 2, leadFillers.contains(words[0]) { words.removeFirst() }
        guard words.count >= 2 else { return nil }
        if shoppingNote(words) || keptClear(words) || choreOut(words) || beingIn(words) || myPart(words) {
            return (.action, tidy(clause))
        }
        if let routine = labelledRoutine(clause) { return (.goal, routine) }
        return nil
    }

    /// Where things are bought: "the African shop", "the garden centre", "the market" (chains are `Gazetteers.shops`).
    static let shopWords: Set<String> = ["shop", "shops", "market", "centre", "center", "store", "supermarket", "chemist", "chemists",
                                         "pharmacy", "butcher", "butchers", "butcher's", "baker", "bakery", "deli", "hardware", "outlet",
                                         "stall", "grocer", "grocers", "greengrocer", "greengrocer's", "newsagent", "newsagents",
                                         "co-op", "cash-and-carry", "factors", "merchants", "ironmonger", "florist", "florists"]

    /// "Egusi seeds, stockfish and palm oil from the African shop on Moore Street, tomorrow", "Seed potatoes + onion
    /// sets from the garden centre": things named with no verb, from a shop, are things to get. "Postcard from Gran
    /// today" names no shop; "Dinner from the Thai place was lovely" is a statement.
    static func shoppingNote(_ words: [String]) -> Bool {
        guard let from = words.firstIndex(of: "from"), (1...8).contains(from), let first = words.first,
              !statementStarts.contains(first), !speakers.contains(first), !otherSubjects.contains(first),
              !words.contains(where: { finiteVerbs.contains($0) || noteStatementVerbs.contains($0) }),
              // "Picked up bread from the shop", "Parcel arrived from…": a past verb early on reports; "dried chillies" later is a thing.
              !words.prefix(2).contains(where: { $0.hasSuffix("ed") }),
              !words[..<from].contains(where: { actionVerbs.contains($0) || Gazetteers.instructionVerbs.contains($0) })
        else { return false }
        let source = words[(from + 1)...].prefix(6)
        return source.contains(where: shopWords.contains) || source.contains(where: { Gazetteers.isShop($0) })
    }

    /// "Keep Saturday afternoon clear", "keep next Friday free for the move": time held for something.
    static func keptClear(_ words: [String]) -> Bool {
        guard words[0] == "keep", let state = words.prefix(6).firstIndex(where: { ["clear", "free", "open"].contains($0) }), state >= 2 else {
            return false
        }
        return words[1..<state].contains(where: { DueDates.weekdays.contains($0) || nearDays.contains($0) || noteTimes.contains($0) || $0 == "diary" })
    }

    /// What is put out for collection: "Bins out tonight", "recycling out Thursday", "glass out first thing".
    static let putOutThings: Set<String> = ["bins", "bin", "recycling", "rubbish", "trash", "garbage", "compost", "glass", "wheelie",
                                            "green", "brown", "blue", "black"]

    /// "Bins out tonight - recycling week", "recycling out Thursday": a chore put out on a day.
    static func choreOut(_ words: [String]) -> Bool {
        guard let out = words.prefix(4).firstIndex(of: "out"), out >= 1, out + 1 < words.count,
              words[..<out].allSatisfy({ putOutThings.contains($0) || $0 == "the" }), words[..<out].contains(where: putOutThings.contains)
        else { return false }
        return noteDays.contains(words[out + 1]) || DueDates.weekdays.contains(words[out + 1]) || ["first", "on", "by"].contains(words[out + 1])
    }

    /// "so i need to be in that morning", "I have to be home by four for the plumber", "need to be there at nine":
    /// being somewhere for something is a task ("I need to be more patient" is not).
    static func beingIn(_ words: [String]) -> Bool {
        let spoken = " " + words.joined(separator: " ") + " "
        for duty in obligations {
            guard let range = spoken.range(of: " \(duty) be ") else { continue }
            let after = spoken[range.upperBound...].split(separator: " ").map(String.init)
            guard let place = after.first else { continue }
            // "be in that morning", "be home by eight", "be there for nine"; not "be in bed by midnight", "be in shape".
            let when: Set<String> = ["that", "this", "for", "from", "between", "all", "on", "at", "by", "when", "till", "until", "tomorrow",
                                     "today", "tonight", "first", "early", "before", "after", "to", "so"]
            if ["in", "home", "there", "around", "back"].contains(place),
               after.count == 1 || when.contains(after[1]) || DueDates.weekdays.contains(after[1]) {
                return true
            }
            if place == "at", after.count >= 2, ["the", "work", "school", "home"].contains(after[1]) || after[1].first?.isNumber == true {
                return true
            }
        }
        return false
    }

    /// Verbs of the speaker's part in an arrangement, in the progressive: "I'm collecting her", "I'm doing the
    /// speech", "I'm picking the kids up at three", "I'm bringing the dessert".
    static let partVerbs: Set<String> = ["collecting", "picking", "driving", "bringing", "doing", "presenting", "hosting", "making",
                                         "baking", "booking", "organising", "organizing", "fetching", "dropping", "meeting", "chairing",
                                         // "I'm taking her", "I'm running the cutover call", "I'm singing alto", "I'm cooking".
                                         "taking", "running", "singing", "leading", "cooking", "catering", "covering",
                                         // "I'm swapping a shift with Taff", "I'm helping with the teas", "I'm minding the kids".
                                         "swapping", "helping", "volunteering", "serving", "minding",
                                         // "I'm ordering the food from Kashmir Sweets", "I'm buying the drinks".
                                         "ordering", "buying"]
    /// Part verbs whose object may be someone by name: "I'm picking Bela up at 11:45", "I'm driving Pog to vote",
    /// "im collecting tou from school".
    static let personPartVerbs: Set<String> = ["picking", "driving", "collecting", "fetching", "dropping", "meeting", "taking"]
    /// Part verbs that take what is brought or sung as it is said, with no determiner: "I'm bringing pancit", "I'm singing
    /// alto", "im bringing two dozen tamales".
    static let bareObjectPartVerbs: Set<String> = ["bringing", "baking", "singing", "cooking", "catering"]
    /// Part verbs said alone as the whole clause: "I'm driving.", "I'm hosting."
    static let standalonePartVerbs: Set<String> = ["driving", "hosting", "cooking", "catering", "presenting", "chairing", "baking"]
    /// Part verbs whose part is said by whom or what they are done with: "I'm singing with the choir", "I'm helping with
    /// the teas".
    static let withPartVerbs: Set<String> = ["singing", "helping", "volunteering", "serving", "playing"]
    /// Who is taken: "I'm taking her", never "I'm taking a break", "I'm taking the piss".
    static let takenPeople: Set<String> = ["her", "him", "them", "us", "everyone"]

    /// Whether `word` counts what follows: "two dozen", "12 trays", "a proper breakfast", "some lumpia".
    static func opensACount(_ word: String) -> Bool {
        Int(word) != nil || DueDates.numberWords[word] != nil || Rementions.numerals[word] != nil || ["some", "dozen"].contains(word)
    }

    /// "Ciocia Jadwiga lands on Thursday; I'm collecting her", "I'm doing the speech, God help us", "i'm the one
    /// presenting the complaints": the speaker's part, said as already arranged. Not what is happening now ("I'm
    /// driving at the moment", "I'm making dinner now"), nor a habit ("I'm always picking up after them").
    static func myPart(_ words: [String]) -> Bool {
        var index = 0
        if words[0] == "i'm" || words[0] == "im" {
            index = 1
        } else if words.count > 2, words[0] == "i", words[1] == "am" {
            index = 2
        } else {
            return false
        }
        // "i'm the one presenting the 39a complaints".
        if index + 2 < words.count, words[index] == "the", words[index + 1] == "one" { index += 2 }
        let now: Set<String> = ["now", "currently", "always", "already", "still", "moment", "today", "right"]
        if words.contains(where: now.contains) { return false }
        // "I'm on pancit duty", "im on flask duty for like eighty people".
        if words[index] == "on", words.dropFirst(index + 1).prefix(3).contains("duty") { return true }
        // "I'm driving.": the part said alone.
        if index + 1 == words.count { return standalonePartVerbs.contains(words[index]) }
        // "I'm singing with the choir": the part and whom it is done with.
        if withPartVerbs.contains(words[index]), words[index + 1] == "with" { return index + 2 < words.count }
        guard partVerbs.contains(words[index]) else { return false }
        let object = words[index + 1]
        // "I'm taking Kuba, he gets a vote", "I'm picking Bela up": whom the speaker takes, by name.
        let named = Gazetteers.isFirstName(object) && !Gazetteers.commonWords.contains(object)
        if words[index] == "taking" { return takenPeople.contains(object) || named }
        if personPartVerbs.contains(words[index]), named { return true }
        let counted = opensACount(object)
        let bare = bareObjectPartVerbs.contains(words[index]) && !StopWords.english.contains(object) && object.first?.isLetter == true
            && !object.hasSuffix("ing")
        guard ["her", "him", "them", "the", "a", "an", "my", "our", "his", "us", "it", "up", "everyone"].contains(object) || counted || bare else {
            return false
        }
        // "I'm doing the Great North Run this year" is an aim, read by the aim rules.
        let spoken = words.joined(separator: " ")
        if vagueHorizons.contains(where: spoken.contains) || yearHorizons.contains(where: spoken.contains) { return false }
        // "I'm making a mess", "I'm running a temperature": no arrangement.
        if words[index] == "making", ["mess", "mistake", "mistakes", "fool", "point"].contains(where: words.contains) { return false }
        if words[index] == "running", ["temperature", "late", "fever", "low"].contains(where: words.contains) { return false }
        if words[index] == "doing", ["well", "ok", "okay", "fine", "great", "alright", "better", "nothing", "my", "best"].contains(where: words.contains) {
            return false
        }
        return true
    }

    /// "Cooking: one proper Nigerian dinner a week for the family, no skipping", "Spanish - ten minutes a day": a
    /// pursuit named as a label, then how often it is done, is the aim said as a routine.
    static func labelledRoutine(_ clause: String) -> String? {
        let lower = clause.lowercased()
        guard let separator = [": ", " - ", " – "].compactMap({ lower.range(of: $0) }).first else { return nil }
        let label = lower[..<separator.lowerBound].split(separator: " ").map(String.init)
        guard (1...2).contains(label.count), !Topics.of(label.joined(separator: " ")).strong.isEmpty
                || label.contains(where: { Gazetteers.languages.contains($0) }) else { return nil }
        let rest = String(clause[separator.upperBound...])
        let restLower = " " + rest.lowercased() + " "
        let routine = [" a week", " a day", " every ", " per week", " per day", " times a ", " each week", " each day", " daily", " weekly"]
        guard routine.contains(where: restLower.contains) else { return nil }
        let phrase = tidy(rest)
        return phrase.isEmpty ? nil : phrase
    }

    /// Saying yes to what someone asked or proposed.
    static let acceptances = ["told him yes", "told her yes", "told them yes", "said yes", "count me in", "i agreed", "agreed to it",
                              "go on then", "i said i would", "i said i'd do it",
                              // "and i said yeah sure", "told her sure": the yes of speech.
                              "i said yeah", "i said sure", "i said yep", "i said ok", "i said okay", "i said of course",
                              "told him sure", "told her sure", "told them sure", "told him yeah", "told her yeah", "told them yeah",
                              // "so i said id be there": a yes to being somewhere.
                              "i said i'd be there", "i said id be there", "i said i would be there"]
    /// Someone asking or proposing: "Pastor Kunle asked if I'd do the reading", "Jean-Baptiste wants to do a loop".
    static let requests = [" asked if i", " asked me to ", " asked whether i", " asked if we", " invited me to ", " invited us to ",
                           " wants me to ", " wants us to ", " wants to ", " wanted me to ", " asked me if i",
                           // "marion asked could i do her friday shift": the question put in the asker's own words.
                           " asked could i", " asked can i", " asked would i", " asked me could i", " asked me can i",
                           " asked me would i"]

    /// "Pastor Kunle asked if I'd do the reading on the 21st. Told him yes.", "jean-baptiste wants to do a hundred k
    /// loop sunday and you know what im in": a request or proposal the speaker says yes to is their task; the clause
    /// that asks is what is filed. "I'm in two minds" and a yes to nothing asked file nothing.
    static func acceptedRequest(_ text: String) -> String? {
        let words = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ").map { tidy(String($0)) }
            .filter { !$0.isEmpty }
        let spoken = " " + words.joined(separator: " ") + " "
        var trailing = words
        while let last = trailing.last, ["then", "definitely", "obviously", "honestly", "really", "too"].contains(last) { trailing.removeLast() }
        let imIn = trailing.suffix(2) == ["i'm", "in"] || trailing.suffix(2) == ["im", "in"]
        guard imIn || acceptances.contains(where: { spoken.contains(" \($0) ") }) else { return nil }
        for clause in Clauses.split(text) {
            let lower = " " + clause.text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            guard let found = requests.compactMap({ lower.range(of: $0) }).first else { continue }
            let subject = lower[..<found.lowerBound].split(separator: " ").last.map { tidy(String($0)) } ?? ""
            guard !["i", "we", "who", ""].contains(subject) else { continue }
            let phrase = tidy(clause.text)
            return phrase.isEmpty ? nil : phrase
        }
        return nil
    }
}
