import Foundation

/// Helpers that decide whether a capitalised run of words is a name, and tidy phrases around names.
enum NamePhrase {
    /// Capitalised words that are not names.
    static let notNames: Set<String> = Set([
        "i", "i'm", "i've", "i'll", "i'd", "axel", "mynd", "ok", "okay", "monday", "tuesday", "wednesday",
        "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july",
        "august", "september", "october", "november", "december", "christmas", "easter", "today", "tomorrow",
        "tonight", "yesterday", "mr", "mrs", "ms", "dr", "english", "hey", "hi", "hello", "dear",
        // Interjections a transcript capitalises ("Ugh, the train…"), besides its fillers ("Um, feeling better").
        "ugh", "urgh", "argh", "oh", "ah", "ahh",
        "eh", "huh", "wow", "oops", "whoops", "yeah", "yep", "yup", "nope", "nah", "aw", "aww", "ooh", "meh", "phew", "gosh",
    ]).union(fillers)

    /// A transcript's hesitations: never a name, even where a name list spells one ("Um" is a Korean surname).
    static let fillers: Set<String> = ["um", "umm", "uh", "uhh", "erm", "er", "ehm", "hmm", "hm", "mm", "mmm"]

    /// Whether `phrase` can be a name: its words are not all stop words, days, months or pronouns.
    static func isName(_ phrase: String) -> Bool {
        let words = NameNormalizer.words(in: phrase).map { $0.lowercased() }
        guard let first = words.first else { return false }
        return !notNames.contains(first) && !StopWords.english.contains(first)
    }

    /// Removes a trailing "with Alice" / "at Home Depot" / "for the garden project" naming an extracted entity,
    /// so the goal reads "finish the garden plan" rather than "finish the garden plan with Alice".
    static func dropTrailingEntity(_ phrase: String, names: [String]) -> String {
        var result = phrase
        var changed = true
        while changed {
            changed = false
            let lower = result.lowercased()
            for name in names {
                let n = name.lowercased()
                for tail in [" with \(n)", " and \(n)", " at \(n)", " in \(n)", " to \(n)", " for \(n)", " from \(n)",
                             " for the \(n) project", " on the \(n) project", " for the \(n)", " on the \(n)"]
                where lower.hasSuffix(tail) && lower.count > tail.count {
                    result = UtteranceClassifier.tidy(String(result.dropLast(tail.count)))
                    changed = true
                    break
                }
                if changed { break }
            }
        }
        return result
    }
}

/// An utterance cut into clauses at sentence ends and connectors ("so", "then", "and <verb>").
enum Clauses {
    struct Clause: Hashable {
        var text: String
        /// Introduced by "so", "then", "first", "for that": the clause is a step of what came before.
        var followsOn: Bool
        /// The topic a note named before a dash ("Lagos flights - keep an eye on Skyscanner"): the task is about it.
        var topic: String? = nil
        /// What the speaker said before their own clause ("my grandad's old honda, i'm getting that back on the
        /// road"): a task or aim that points back with "that" or "it" is about it.
        var context: String? = nil
    }

    static let followConnectors = [", so ", " so ", ", and then ", " and then ", ", then ", " then ", ", first ", " first "]
    static let plainConnectors = [", but ", " but ", " because ", ", and ", "; "]

    static func split(_ text: String) -> [Clause] {
        var clauses: [Clause] = []
        for sentence in sentences(text) {
            var pending = [Clause(text: sentence, followsOn: false)]
            for (connectors, follows) in [(followConnectors, true), (plainConnectors, false)] {
                pending = pending.flatMap { clause in cut(clause, at: connectors, follows: follows) }
            }
            pending = pending.flatMap(cutAtDash).flatMap(cutAtFirstPerson).flatMap(cutAtAndVerb).flatMap(cutAtImperative)
            clauses += pending.filter { !UtteranceClassifier.tidy($0.text).isEmpty }
        }
        return clauses
    }

    /// Sentences, keeping a question mark on its sentence.
    private static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            current.append(character)
            if ".!?\n".contains(character),
               !(character == "." && (endsWithTitle(current) || isAbbreviation(current, before: characters[(index + 1)...]))) {
                result.append(current)
                current = ""
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { result.append(current) }
        return result.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Abbreviations that stand before a name or a number and so never end a sentence: "St. Joseph's", "Mt. Rainier".
    static let nameAbbreviations: Set<String> = ["st", "mt", "ft", "approx", "vs", "nr"]
    /// Abbreviations that may end a sentence, and do only when a capital follows: "on Pacific Ave. Then lunch".
    static let closingAbbreviations: Set<String> = ["ave", "rd", "blvd", "ln", "apt", "jr", "sr", "etc", "hwy", "pkwy"]

    /// Whether the full stop that ends `text` belongs to an abbreviation rather than ending a sentence: a stop with a
    /// letter or digit straight after it ("a.m", "3.30", "e.g"), "St." or "Mt." before a name, or "a.m.", "p.m.",
    /// "Ave." with a lower-case word after them ("7:15 a.m. check-in", "Friday 6:50 a.m. out of Sea-Tac").
    private static func isAbbreviation(_ text: String, before rest: ArraySlice<Character>) -> Bool {
        if let next = rest.first, next.isLetter || next.isNumber { return true }
        let word = text.dropLast().split(whereSeparator: { $0.isWhitespace }).last.map { $0.lowercased() } ?? ""
        let bare = word.trimmingCharacters(in: .punctuationCharacters)
        if nameAbbreviations.contains(bare) { return rest.contains(where: { !$0.isWhitespace }) }
        // "a.m", "p.m", "e.g", "u.s": letters with stops between them; or an abbreviation that may close a sentence.
        let dotted = bare.count >= 3 && bare.contains(".") && bare.split(separator: ".").allSatisfy { $0.count == 1 }
        guard dotted || closingAbbreviations.contains(bare) else { return false }
        guard let following = rest.first(where: { !$0.isWhitespace }) else { return false }
        return following.isLowercase || following.isNumber
    }

    /// "Call Dr." does not end a sentence.
    private static func endsWithTitle(_ text: String) -> Bool {
        let last = text.dropLast().split(whereSeparator: { $0.isWhitespace }).last.map { $0.lowercased() } ?? ""
        return Gazetteers.titles[last] != nil
    }

    private static func cut(_ clause: Clause, at connectors: [String], follows: Bool) -> [Clause] {
        let lower = clause.text.lowercased()
        for connector in connectors {
            if let range = lower.range(of: connector) {
                // "Sofia's first game", "the first draft": "first" after a possessive or a determiner is an ordinal.
                if connector.hasSuffix("first "), let before = lower[..<range.lowerBound].split(separator: " ").last,
                   before.hasSuffix("'s") || before.hasSuffix("\u{2019}s") || ordinalLeaders.contains(String(before)) {
                    continue
                }
                // "ring the surgery back first thing tomorrow": "first thing" is a time of day, not "first, do this".
                if connector.hasSuffix("first "), lower[range.upperBound...].hasPrefix("thing") { continue }
                let offset = lower.distance(from: lower.startIndex, to: range.lowerBound)
                let head = String(clause.text.prefix(offset))
                let rest = String(clause.text.dropFirst(offset + connector.count))
                return cut(Clause(text: head, followsOn: clause.followsOn), at: connectors, follows: follows)
                    + cut(Clause(text: rest, followsOn: follows), at: connectors, follows: follows)
            }
        }
        return [clause]
    }

    /// A typed note's dash between its parts: "Halfords on Wilmslow Road - book the bike in", "NCT for the car - book
    /// it", "Cover for period 5 - sort the worksheets". A label before the dash introduces what follows instead
    /// ("todo - renew the passport", "fitness goal - a 10k"), and a dash between numbers is a range or a score.
    private static func cutAtDash(_ clause: Clause) -> [Clause] {
        for dash in [" - ", " \u{2013} ", " \u{2014} "] {
            guard let range = clause.text.range(of: dash) else { continue }
            let head = String(clause.text[..<range.lowerBound])
            let rest = String(clause.text[range.upperBound...])
            let last = head.split(separator: " ").last.map { UtteranceClassifier.tidy($0.lowercased()) } ?? ""
            let next = rest.split(separator: " ").first.map { String($0) } ?? ""
            // "Sort out a babysitter for the hen do — maybe ask Aunt Bernadette": a task before the dash is the
            // note's task; what follows says more about it.
            // "Irish passports for the kids — this is the year": a verdict after the dash makes the head its aim.
            let verdict = UtteranceClassifier.aimVerdicts.contains { rest.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").hasPrefix($0) }
            if verdict || labelWords.contains(last) || UtteranceClassifier.aimNouns.contains(last) || UtteranceClassifier.classifyClause(head) != nil
                || UtteranceClassifier.actionLabels.contains(head.lowercased().trimmingCharacters(in: .whitespaces))
                || last.first?.isNumber == true && next.first?.isNumber == true
                || head.trimmingCharacters(in: .whitespaces).isEmpty || rest.trimmingCharacters(in: .whitespaces).isEmpty {
                return [clause]
            }
            // A short head with no verb names the topic: "Halfords on Wilmslow Road", "NCT for the car", "Lagos flights".
            let headWords = head.lowercased().split(separator: " ").map { UtteranceClassifier.tidy(String($0)) }
            let nominal = headWords.count <= 6 && !headWords.contains { word in
                UtteranceClassifier.finiteVerbs.contains(word) || UtteranceClassifier.speakers.contains(word)
                    || word.hasSuffix("'s") && word == headWords.first || word.hasSuffix("ing") || word.hasSuffix("ed")
                    || ["runs", "goes", "comes", "needs", "wants", "says", "looks", "feels"].contains(word)
            }
            var tail = Clause(text: rest, followsOn: clause.followsOn)
            if nominal { tail.topic = UtteranceClassifier.tidy(head) }
            return [Clause(text: head, followsOn: clause.followsOn)] + cutAtDash(tail)
        }
        return [clause]
    }

    /// How the speaker starts a clause of their own after a comma: "…gave me the allotment, i'm set on getting it
    /// going", "the garage can take it Friday, I'll drop it round".
    static let firstPersonOpeners = [", i'm ", ", im ", ", i am ", ", i'll ", ", i will ", ", i've got to ", ", i need to ",
                                     ", i have to ", ", i want to ", ", i've to ", ", i must ",
                                     // "the concert is tuesday at six thirty at pine crest and im bringing the cake": a transcript's
                                     // "and" where typed text has its comma.
                                     " and i'm ", " and im ", " and i am "]

    /// A statement, a comma, then the speaker's own clause: two clauses. A condition before the comma ("if it rains,
    /// I'll cancel") keeps its clause whole, and so does a short lead ("Tomorrow, I'll call").
    private static func cutAtFirstPerson(_ clause: Clause) -> [Clause] {
        let lower = clause.text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        // After "and" only the speaker's part in an occasion just told with its day ("the concert is tuesday at six
        // thirty … and im bringing the cake"): "i want to learn guitar and im going to practise every day", "i want
        // them here for eid and im taking the week off" are one aim each.
        let opened = firstPersonOpeners.compactMap { opener -> Range<String.Index>? in
            guard let range = lower.range(of: opener) else { return nil }
            guard opener.hasPrefix(" and ") else { return range }
            let next = lower[range.upperBound...].split(separator: " ").first.map { UtteranceClassifier.tidy(String($0)) } ?? ""
            let head = lower[..<range.lowerBound].split(separator: " ").map { UtteranceClassifier.tidy(String($0)) }
            guard UtteranceClassifier.partVerbs.contains(next), UtteranceClassifier.namesSpecificDay(head),
                  !head.contains(where: { ["want", "wanna", "goal", "plan", "hope", "dream"].contains($0) }) else { return nil }
            return range
        }
        guard let range = opened.min(by: { $0.lowerBound < $1.lowerBound }) else {
            return [clause]
        }
        let offset = lower.distance(from: lower.startIndex, to: range.lowerBound)
        let head = String(clause.text.prefix(offset))
        let headWords = head.lowercased().split(separator: " ").map { UtteranceClassifier.tidy(String($0)) }
        let conditions: Set<String> = ["if", "unless", "whether", "suppose", "supposing", "should", "in", "once", "when", "whenever", "until"]
        guard headWords.count >= 4, !headWords.prefix(3).contains(where: conditions.contains) else { return [clause] }
        let rest = String(clause.text.dropFirst(offset + (lower[range].hasPrefix(" and ") ? 5 : 2)))
        var tail = Clause(text: rest, followsOn: clause.followsOn)
        tail.context = head
        return [Clause(text: head, followsOn: clause.followsOn), tail]
    }

    /// Labels that introduce the words after a filler rather than end a clause.
    static let labelWords: Set<String> = ["goal", "goals", "resolution", "aim", "target", "objective", "todo", "reminder", "note", "task", "plan"]

    /// Words before "first" that make it an ordinal, not "first, do this".
    /// "jordans twenty first is on the 28th", "the thirty first": a tens word makes it a number's end.
    static let ordinalLeaders: Set<String> = ["the", "my", "our", "his", "her", "their", "your", "its", "a", "very",
                                              // "a real first dance", "our own first home".
                                              "real", "proper", "own", "actual", "official",
                                              "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// Words before a verb that make it no imperative ("I'll get her…", "need to get him…", "didn't buy them…").
    static let verbLeaders: Set<String> = ["to", "i", "we", "you", "he", "she", "they", "will", "i'll", "we'll", "can", "could", "should",
                                           "must", "gonna", "wanna", "might", "didn't", "did", "don't", "do", "and", "or", "not", "never",
                                           "would", "i'd", "let's", "always", "just", "ll", "me"]

    /// "Mum's birthday is on the 9th, get her the cookbook", "his birthday's on the twentieth get him chalk": a
    /// statement followed by an imperative — after a comma, or a gift verb with its person ("get her", "buy
    /// him") — is two clauses; "I'll get her a card" and "call, text or email him" stay one.
    private static func cutAtImperative(_ clause: Clause) -> [Clause] {
        let words = clause.text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 4 else { return [clause] }
        for index in words.indices.dropFirst(2) where index + 1 < words.count {
            let word = words[index].lowercased()
            let previous = words[index - 1].lowercased()
            let next = words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters)
            guard UtteranceClassifier.actionVerbs.contains(word), !["or", "and"].contains(next) else { continue }
            let afterComma = previous.hasSuffix(",")
            let gift = ["get", "buy", "order", "send"].contains(word) && ["him", "her", "them"].contains(next)
                && !verbLeaders.contains(previous.trimmingCharacters(in: .punctuationCharacters))
            // "okay quick before the van comes um call chidi today": a transcript's filler before the verb opens it.
            // A label before the filler introduces what follows ("goal for next year um get my application in").
            let afterFiller = ["um", "uh", "erm", "er"].contains(previous.trimmingCharacters(in: .punctuationCharacters))
                && !words[..<index].contains { labelWords.contains($0.lowercased().trimmingCharacters(in: .punctuationCharacters)) }
            guard afterComma || gift || afterFiller else { continue }
            let head = words[..<index].joined(separator: " ")
            let rest = words[index...].joined(separator: " ")
            return [Clause(text: head, followsOn: clause.followsOn), Clause(text: rest, followsOn: clause.followsOn)]
        }
        return [clause]
    }

    /// Verbs of going somewhere on an errand ("get to", "pop into", "nip down to").
    static let tripVerbs: Set<String> = ["get", "go", "pop", "nip", "head", "swing", "run", "duck", "dash"]

    /// Whether `head` ends with going to a place: a trip verb, "to"/"into" (maybe after "down", "over", "up"),
    /// then one to three words.
    static func isTrip(_ head: [String]) -> Bool {
        guard let to = head.lastIndex(where: { $0 == "to" || $0 == "into" }), (1...3).contains(head.count - 1 - to), to >= 1 else { return false }
        var verb = to - 1
        if ["down", "over", "up", "out", "round"].contains(head[verb]), verb >= 1 { verb -= 1 }
        return tripVerbs.contains(head[verb])
    }

    /// Whether `word`, as written, is a name or a title: capitalised, or a first name or title the lists know.
    static func namesSomeone(_ word: String) -> Bool {
        let lower = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
        return word.first?.isUppercase == true || Gazetteers.titles[lower] != nil
            || Gazetteers.isFirstName(lower) && !Gazetteers.commonWords.contains(lower) && !StopWords.english.contains(lower)
    }
    /// Verbs of getting in touch that open an errand.
    static let contactVerbs: Set<String> = ["call", "ring", "phone", "email", "text", "message", "ping", "contact", "whatsapp", "facetime"]
    /// Verbs of what is done on the call or in the message.
    static let doneOnTheCall: Set<String> = ["ask", "tell", "book", "get", "check", "see", "find", "arrange", "sort", "confirm", "order",
                                             "set", "let", "say", "explain", "cancel", "change", "move", "reschedule", "request",
                                             "organise", "organize", "make", "put"]

    /// Whether `head` opens with a verb of getting in touch (after a topic and fillers: "Onam: ring…", "house um ring…")
    /// and `next` says what is done on that call.
    static func contactErrand(_ head: [String], then next: String, object: String?) -> Bool {
        guard doneOnTheCall.contains(next),
              // "call Mum and ask Nina about the flat": asking someone else is another errand.
              !(["ask", "tell"].contains(next) && object.map(namesSomeone) == true),
              let verb = head.prefix(4).first(where: { UtteranceClassifier.actionVerbs.contains($0) || contactVerbs.contains($0) }) else { return false }
        return contactVerbs.contains(verb)
    }

    /// "call Bob and buy seeds" → two clauses; "call Bob and Alice" stays one.
    private static func cutAtAndVerb(_ clause: Clause) -> [Clause] {
        let words = clause.text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        for index in words.indices.dropLast() where words[index].lowercased() == "and" {
            let next = words[index + 1].lowercased()
            guard UtteranceClassifier.actionVerbs.contains(next) || next == "i" else { continue }
            // "get to bunnings and pick up the membrane", "pop into town and grab stamps": going somewhere to do a
            // thing is one errand, not two.
            if next != "i", isTrip(words[..<index].map { $0.lowercased() }) { continue }
            // "sign the contract and send it back", "take photos of the damp and send them to Mr Reddy": a second verb
            // whose object is the first one's thing, said again as "it" or "them", finishes the same errand.
            if next != "i", index + 2 < words.count,
               ["it", "them"].contains(words[index + 2].lowercased().trimmingCharacters(in: .punctuationCharacters)) { continue }
            // "ring the community centre and book the hall", "call the pharmacy and get the drops refilled", "text kia
            // and ask is january better": what is done on the call is the same errand.
            if next != "i", contactErrand(words[..<index].map { $0.lowercased() }, then: next,
                                         object: index + 2 < words.count ? words[index + 2] : nil) { continue }
            let head = words[..<index].joined(separator: " ")
            let rest = words[(index + 1)...].joined(separator: " ")
            return [Clause(text: head, followsOn: clause.followsOn)] + cutAtAndVerb(Clause(text: rest, followsOn: clause.followsOn))
        }
        return [clause]
    }
}
