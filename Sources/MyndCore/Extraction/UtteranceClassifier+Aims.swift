import Foundation

/// Aims said without a marker the other rules know word for word: how people commit to something long-term in
/// ordinary speech. They are recognised by what an aim has rather than by its opening words —
/// - the speaker's commitment, wherever it stands ("im determined to…", "id give anything to…", "I'm going for the
///   trainer job", "fingers crossed ill get into…", "I'm not giving up on it");
/// - a resolution's lead ("new rule for me: lights out by ten", "From today, no more fizzy");
/// - a note's label and a target with a long horizon ("Fitness: a half marathon under 2:15 by October");
/// - a thing of the speaker's changing within a long horizon ("the car loan is gone by August", "by summer I'll have
///   a proper vege garden");
/// - the aim named as such after it ("Retiring at sixty is still the dream", "…, that's the target now").
/// Each asks for the speaker (not someone else), the present or future (not a report of the past), and a horizon or
/// a commitment strong enough to stand for one; a near day makes an errand, which the task rules keep.
extension UtteranceClassifier {
    /// Words that commit the speaker to an aim, subject said or dropped: "i'm determined to", "dying to".
    static let commitments = ["dead set on", "set on", "determined to", "dying to", "give anything to", "keen as to", "keen to",
                              "desperate to", "itching to", "committed to", "resolved to", "bent on", "intent on", "aiming to"]
    /// Words between the speaker and the commitment that say how much ("i'm really really determined").
    static let degree: Set<String> = softeners.union(["so", "just", "more", "even", "very", "absolutely", "properly", "well", "like",
                                                      "totally", "completely", "100%", "now", "truly", "deeply", "um", "uh"])
    /// What a speaker goes for that is an aim rather than a walk: a role, a title, a qualification.
    static let soughtThings: Set<String> = ["job", "promotion", "role", "position", "post", "title", "record", "scholarship", "degree",
                                            "diploma", "place", "spot", "medal", "seat", "licence", "license", "certificate",
                                            "qualification", "grade", "belt", "award", "contract", "lead", "part", "captaincy"]
    /// A resolution's lead: what follows is the new habit.
    static let resolutionLeads = ["new rule for me", "new rule", "new habit", "from now on", "from today", "from here on",
                                  "starting today", "starting now", "as of today", "as of now"]
    /// Nouns that name what was just said as the aim: "that's the target now", "is still the dream".
    static let aimNamings = ["target", "goal", "aim", "dream", "commitment", "mission", "resolution", "non negotiable",
                             "non-negotiable", "plan", "deal", "thing i care about most", "thing i want most", "priority"]
    /// Aim nouns that say how as often as what for ("that's the plan for tonight"): an aim only with a horizon or "still".
    static let looseAimNamings: Set<String> = ["plan", "deal"]
    /// Words of a report of the past or of progress: what happened is no aim ("Sorted: the form went in").
    static let reportWords: Set<String> = ["went", "was", "were", "did", "managed", "got", "had", "came", "lapsed", "ran", "finished",
                                           "started", "booked", "sorted", "paid", "sent", "done", "called", "bought", "made"]
    /// Seasons, holidays and spans that put a deadline far enough off for an aim.
    static let farDeadlines: Set<String> = seasonsAndHolidays.union(["holidays", "end", "next", "time", "new", "year", "years"])
    /// Seasons and holidays: a day far enough off for an aim, whatever is said around them.
    static let seasonsAndHolidays: Set<String> = ["summer", "winter", "spring", "autumn", "fall", "christmas", "xmas", "easter",
                                                  "thanksgiving", "diwali", "eid", "ramadan"]
    /// Occasions a target can be set for: "for Nana's ninetieth", "before the ball".
    static let occasions: Set<String> = ["birthday", "wedding", "anniversary", "ball", "graduation", "retirement", "party", "race",
                                         "marathon", "reunion", "christening", "baptism", "funeral", "concert", "recital", "prom"]

    /// The first rule that finds an aim in `clause`, or nil.
    static func aimByWhatItHas(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        let said = clause.split(separator: " ").map(String.init)
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard said.count == words.count, words.count >= 3, !isReported(lower) else { return nil }
        return committed(said, words)
            ?? resolution(said, words)
            ?? labelledTarget(clause, said, words)
            ?? namedAfter(clause, said, words)
            ?? changingThing(clause, said, words)
            ?? noteFormTarget(clause, words)
    }

    /// "Manager badge for Linh by June.", "Twenty-five metres each, the pair of them, before September.", "the will
    /// signed and witnessed by summer": a note naming a thing, then a far deadline for it, with no verb or speaker of
    /// its own, is the aim in note form. A near day ("Forms in by Friday", "before my next walk") is an errand's, and a
    /// verb makes a statement ("the results are out by August", "kiran wants to swim before summer") or a report
    /// ("Failed the practical by two marks in November").
    private static func noteFormTarget(_ clause: String, _ words: [String]) -> (type: NodeType, phrase: String)? {
        // The sentence that holds the deadline, up to its full stop.
        let plain = words.map { $0.trimmingCharacters(in: .punctuationCharacters) }
        guard let by = plain.firstIndex(where: { ["by", "before"].contains($0) }), by >= 2, by + 1 < plain.count,
              !words[..<by].contains(where: { $0.hasSuffix(".") || $0.hasSuffix("!") || $0.hasSuffix("?") }) else { return nil }
        let head = plain[..<by].filter { !$0.isEmpty }
        guard let first = head.first, !fillers.contains(first), !first.hasSuffix("ed"),
              !head.contains(where: { finiteVerbs.contains($0) || speakers.contains($0) || reportWords.contains($0) || nounStateVerbs.contains($0)
                  || otherSubjects.contains($0) || pointingSubjects.contains($0) || EntityRecognizer.personFollowers.contains($0)
                  || ["it's", "its", "that's", "thats", "this", "still", "haven't", "havent", "not", "wants", "needs", "hopes", "plans"].contains($0) }),
              !actionVerbs.contains(first), !Gazetteers.instructionVerbs.contains(first), !Gazetteers.dualVerbs.contains(first),
              !goalVerbs.contains(first),
              // "A trip to Lisbon by June would be lovely": a wish; "Flight to Lagos before Christmas": a journey's date.
              !plain.contains(where: { ["would", "could", "might", "may"].contains($0) }),
              !head.contains(where: { ["flight", "flights", "train", "trains", "ferry", "bus", "coach", "plane"].contains($0) }),
              // "Exam results by August apparently": what comes to the speaker, or hearsay, is news.
              !plain.contains(where: { awaitedThings.contains($0) || ["apparently", "supposedly", "allegedly", "expected"].contains($0) })
        else { return nil }
        var deadline: [String] = []
        for (word, typed) in zip(plain[(by + 1)...], words[(by + 1)...]) {
            deadline.append(word)
            if typed.hasSuffix(".") || typed.hasSuffix("!") || typed.hasSuffix("?") || typed.hasSuffix(",") || deadline.count == 5 { break }
        }
        guard isFarDeadline(deadline) else { return nil }
        return (.goal, tidy(clause))
    }

    /// Things that come to the speaker by a day rather than things the speaker gets done.
    static let awaitedThings: Set<String> = ["results", "result", "decision", "answer", "reply", "news", "delivery", "parcel", "refund",
                                             "verdict", "outcome", "forecast", "letter", "response"]

    /// Whether the words after "by" or "before" name a month, a season, a holiday, an occasion, a year or the end of
    /// one: "June", "the end of the year", "her birthday", "Lunar New Year", "2034". ("the next long ride", "7" do not.)
    static func isFarDeadline(_ words: [String]) -> Bool {
        let spoken = " " + words.joined(separator: " ") + " "
        if spoken.contains(" new year") { return true }
        // "the end of the year", "the end of term"; the end of the month or the week is an errand's.
        if let end = words.firstIndex(of: "end"), case let after = words.dropFirst(end + 1).filter({ !["of", "the", "this"].contains($0) }),
           let what = after.first, !["month", "week", "day"].contains(what) { return true }
        return words.contains { word in
            DueDates.months.contains(word) || occasions.contains(word) || word.hasSuffix("tieth")
                || seasonsAndHolidays.contains(word) || ["passover", "hanukkah"].contains(word)
                || word.count == 4 && word.hasPrefix("20") && word.allSatisfy(\.isNumber)
        }
    }

    /// Whether `words` put the thing on the scale of a season, a year or an occasion: "this year", "by the end of
    /// October", "before Christmas", "next season", "for her ninetieth". A weekday or "tomorrow" is an errand's day.
    static func hasLongHorizon(_ words: [String]) -> Bool {
        let spoken = words.joined(separator: " ")
        if yearHorizons.contains(where: spoken.contains) || vagueHorizons.contains(where: spoken.contains) { return true }
        for (index, word) in words.enumerated() {
            if ["next", "this"].contains(word), index + 1 < words.count,
               ["season", "term", "semester", "year", "summer", "winter", "spring", "autumn"].contains(words[index + 1]) { return true }
            guard deadlineWords.contains(word) || word == "for" else { continue }
            let after = words.dropFirst(index + 1).prefix(4)
            if word == "for" {
                // "for Nana's ninetieth", "for the wedding": a target set for an occasion.
                if after.contains(where: { occasions.contains($0) || $0.hasSuffix("tieth") }) { return true }
                continue
            }
            guard let first = after.first, !nearDays.contains(first), !DueDates.weekdays.contains(first) else { continue }
            if after.contains(where: { farDeadlines.contains($0) || DueDates.months.contains($0) || occasions.contains($0) || $0.hasSuffix("tieth") }) {
                return true
            }
        }
        return false
    }

    /// A target to measure by: "under 2:15", "twenty books", "sixty k", "four nights a week".
    static func hasTarget(_ words: [String]) -> Bool {
        for (index, word) in words.enumerated() {
            if ["under", "sub", "below", "over", "at least"].contains(word), index + 1 < words.count,
               words[index + 1].first?.isNumber == true || DueDates.numberWords[words[index + 1]] != nil { return true }
            let number = word.first?.isNumber == true || DueDates.numberWords[word] != nil
            if number, index + 1 < words.count, !["o'clock", "am", "pm", "thirty", "fifteen", "forty-five"].contains(words[index + 1]),
               !DueDates.months.contains(words[index + 1]) { return true }
        }
        return false
    }

    /// Whether the speaker is the subject before `index`: said ("i'm", "i am", "i'd", "we're"), or dropped at the
    /// clause's start ("dying to learn…"). Someone else ("she's determined to"), a past ("I was keen to") or a
    /// denial ("I'm not keen to") is not.
    private static func speakerBefore(_ index: Int, in words: [String]) -> Bool {
        var cursor = index - 1
        while cursor >= 0, degree.contains(words[cursor]) || fillers.contains(words[cursor]) { cursor -= 1 }
        guard cursor >= 0 else { return true }
        let word = words[cursor]
        if ["not", "never", "no", "longer", "was", "were", "wasn't", "weren't"].contains(word) { return false }
        if ["i'm", "i'd", "we're", "we'd", "i've", "i'll", "we'll"].contains(word) { return true }
        if word == "am" || word == "are", cursor > 0 { return ["i", "we"].contains(words[cursor - 1]) }
        // "been dying to", "i've been set on": the speaker's state going on.
        if word == "been", cursor > 0 { return ["i've", "we've", "i", "have"].contains(words[cursor - 1]) || cursor == 0 }
        return false
    }

    /// "im determined to make selas dress myself this year", "id give anything to take the kids home to tonga",
    /// "Honestly I'm keen as to coach the league team", "I'm going for the driver trainer job", "fingers crossed ill
    /// get into the diploma next year", "im not giving up on it".
    private static func committed(_ said: [String], _ words: [String]) -> (type: NodeType, phrase: String)? {
        let spoken = words.joined(separator: " ")
        for cue in commitments {
            guard let range = spoken.range(of: cue + " ") else { continue }
            let index = spoken[..<range.lowerBound].split(separator: " ").count
            guard index == 0 || spoken[spoken.index(before: range.lowerBound)] == " ", speakerBefore(index, in: words) else { continue }
            let rest = tidy(said.dropFirst(index + cue.split(separator: " ").count).joined(separator: " "))
            if rest.split(separator: " ").count >= 2 { return (.goal, rest) }
        }
        // "I'm going for the trainer job": going for a role or a title, not a walk.
        if let index = words.indices.first(where: { $0 + 2 < words.count && words[$0] == "going" && words[$0 + 1] == "for" }),
           speakerBefore(index, in: words),
           words.dropFirst(index + 2).prefix(5).contains(where: soughtThings.contains) || hasLongHorizon(words) {
            let rest = tidy(said.dropFirst(index + 2).joined(separator: " "))
            if !rest.isEmpty { return (.goal, "go for " + rest) }
        }
        // "fingers crossed i'll get into…", "hopefully we'll have it booked by summer": a hope for the speaker's own future.
        if let index = words.indices.first(where: { $0 + 2 < words.count && words[$0] == "fingers" && words[$0 + 1] == "crossed" }) {
            var cursor = index + 2
            while cursor < words.count, fillers.contains(words[cursor]) || ["that"].contains(words[cursor]) { cursor += 1 }
            if cursor + 1 < words.count, ["i'll", "we'll", "i", "we"].contains(words[cursor]) {
                cursor += 1
                if cursor < words.count, ["will", "can"].contains(words[cursor]) { cursor += 1 }
                let rest = tidy(said.dropFirst(cursor).joined(separator: " "))
                if rest.split(separator: " ").count >= 2 { return (.goal, rest) }
            }
        }
        // "still want that sixty k deposit, even if it takes till the year after", "i still really want that book done":
        // a thing still wanted with a target, a far horizon or a finished state is an aim said again ("I still want
        // the pasta" is not).
        if let index = words.indices.first(where: { $0 + 3 < words.count && words[$0] == "still" }),
           let want = words[(index + 1)...].prefix(3).firstIndex(where: { $0 == "want" || $0 == "wanna" }),
           words[(index + 1)..<want].allSatisfy(degree.contains), speakerBefore(index, in: words) || index == 0 || words[index - 1] == "i",
           want + 2 < words.count, ["that", "the", "my", "our", "this"].contains(words[want + 1]) {
            let rest = Array(words.dropFirst(want + 1))
            if hasTarget(rest) || hasLongHorizon(rest) || wantsFinished(rest.joined(separator: " ")) {
                return (.goal, tidy(said.dropFirst(want + 1).joined(separator: " ")))
            }
        }
        // "im not giving up on it", "not giving up on the trainer job": holding to an aim said before.
        if let index = words.indices.first(where: { $0 + 3 < words.count && words[$0] == "giving" && words[$0 + 1] == "up" && words[$0 + 2] == "on" }),
           index >= 1, ["not", "never"].contains(words[index - 1]),
           index < 2 || ["i'm", "am", "we're"].contains(words[index - 2]) || words[index - 2] == "i" {
            return (.goal, tidy(said.joined(separator: " ")))
        }
        return nil
    }

    /// "new rule for me, um, lights out by ten every night", "From today, no more fizzy": a resolution's lead and
    /// the habit it starts.
    private static func resolution(_ said: [String], _ words: [String]) -> (type: NodeType, phrase: String)? {
        var start = 0
        while start < words.count, fillers.contains(words[start]) || words[start].isEmpty { start += 1 }
        let spoken = words.dropFirst(start).joined(separator: " ")
        guard let lead = resolutionLeads.first(where: { spoken.hasPrefix($0 + " ") }) else { return nil }
        var cursor = start + lead.split(separator: " ").count
        while cursor < words.count, fillers.contains(words[cursor]) || words[cursor].isEmpty { cursor += 1 }
        let rest = Array(words.dropFirst(cursor))
        // "from today the office is closed" states a fact: the habit is the speaker's ("no more…", "lights out…",
        // "I'm…", a verb) — not someone else's news.
        guard rest.count >= 2, !otherSubjects.contains(rest[0]), !["the", "it", "that", "there"].contains(rest[0]) || rest[0] == "no" else { return nil }
        return (.goal, tidy(said.dropFirst(cursor).joined(separator: " ")))
    }

    /// "Fitness: a half marathon under two hours fifteen by the end of October", "Citizenship: I'd like the ceremony
    /// done before Sela turns eighteen", "Ukulele: two of Dad's songs played right through for Nana's ninetieth": a
    /// note's label, then a target with a far horizon. "Shopping: milk, eggs" has none; "Sorted: the form went in"
    /// reports.
    private static func labelledTarget(_ clause: String, _ said: [String], _ words: [String]) -> (type: NodeType, phrase: String)? {
        guard let colon = said.prefix(4).firstIndex(where: { $0.hasSuffix(":") }), colon + 2 < said.count else { return nil }
        let label = words[...colon]
        // "Te reo goal now: stand up at the reunion and say my pepeha": a label that calls what follows the aim.
        if label.contains(where: { ["goal", "goals", "aim", "target", "resolution", "mission"].contains($0.trimmingCharacters(in: .punctuationCharacters)) }),
           words.count - colon - 1 >= 3, !words.dropFirst(colon + 1).contains(where: { reportWords.contains($0) && !["done", "finished", "paid"].contains($0) }) {
            return (.goal, tidy(clause))
        }
        // The label names an area, not a day, a verdict or an errand: no verb, no time, no speaker.
        guard !label.contains(where: { finiteVerbs.contains($0) || speakers.contains($0) || nearDays.contains($0)
            || DueDates.weekdays.contains($0) || reportWords.contains($0) || ["update", "news", "fyi", "note", "ps", "btw", "reminder",
            "todo", "done", "progress", "result", "results", "status", "so"].contains($0) }) else { return nil }
        let rest = Array(words.dropFirst(colon + 1))
        guard !rest.contains(where: { reportWords.contains($0) && $0 != "done" && $0 != "finished" && $0 != "paid" }) else { return nil }
        // "before Sela turns eighteen": a deadline set by someone's age is far enough off.
        let turning = rest.contains("turns") && rest.contains { deadlineWords.contains($0) }
        guard hasLongHorizon(rest) || turning || hasTarget(rest) && rest.contains(where: { ["still", "by", "before", "under", "sub"].contains($0) })
        else { return nil }
        return (.goal, tidy(clause))
    }

    /// "Retiring at sixty is still the dream", "The Tongan class is still the thing I care about most", "tonga, i
    /// reckon we'll have it booked for the christmas holidays, that's the target now", "the blood pressure thing,
    /// coming off the tablets, still the plan": the aim said, then named as the aim.
    private static func namedAfter(_ clause: String, _ said: [String], _ words: [String]) -> (type: NodeType, phrase: String)? {
        let spoken = words.joined(separator: " ")
        for naming in aimNamings {
            for frame in [" is still the ", " is the ", " that's still the ", " that's the ", " that is the ", " still the ",
                          " is still my ", " is my ", " that's my ", " that's still my "] {
                guard let range = spoken.range(of: frame + naming), range.upperBound == spoken.endIndex
                        || spoken[range.upperBound...].split(separator: " ").first.map({ ["now", "for", "this", "again", "though", "really"].contains(String($0)) }) == true
                else { continue }
                let subjectCount = spoken[..<range.lowerBound].split(separator: " ").count
                let subjectWords = Array(words.prefix(subjectCount)).filter { !fillers.contains($0) && !$0.isEmpty }
                guard subjectWords.count >= 2, !pointingSubjects.contains(subjectWords[0]), !otherSubjects.contains(subjectWords[0]),
                      !subjectWords.contains(where: { ["was", "were", "had", "did"].contains($0) }) else { continue }
                // "dinner at six, that's the plan": "plan" and "deal" are an aim only said again ("still") or far off.
                if looseAimNamings.contains(naming), !frame.contains("still"), !hasLongHorizon(words) { continue }
                return (.goal, tidy(said.prefix(subjectCount).joined(separator: " ")))
            }
        }
        // "Twenty by December is still on", "coaching the team next season, yeah still keen": an aim kept.
        if spoken.hasSuffix(" is still on") || spoken.hasSuffix(" still on") && spoken.contains(","),
           hasLongHorizon(words) || hasTarget(words) {
            let cut = spoken.hasSuffix(" is still on") ? 3 : 2
            return (.goal, tidy(said.dropLast(cut).joined(separator: " ")))
        }
        if let index = words.indices.first(where: { $0 + 1 < words.count && words[$0] == "still" && words[$0 + 1] == "keen" }), index >= 2,
           said[index - 1].hasSuffix(",") || words[index - 1] == "yeah" && said[index - 2].hasSuffix(",") {
            let head = said.prefix(index).joined(separator: " ")
            return (.goal, tidy(head.hasSuffix(", yeah") ? String(head.dropLast(6)) : head))
        }
        return nil
    }

    /// A predicate that says a thing will change: "is getting back on the road", "will be running", "is gone by".
    static let changePredicates = [" is getting ", " will be ", "'ll be ", " is gone ", " is going to be ", " is gonna be ", " has to be ",
                                   " must be ", " is coming off ", " is coming down ", " is paid off ", " will have ", "'ll have ",
                                   " is going ", " is happening "]

    /// What follows "will be" to say when, where or how a thing is rather than what it becomes.
    static let scheduledStates: Set<String> = ["in", "at", "on", "around", "here", "there", "closed", "open", "late", "early", "away",
                                               "out", "over", "busy", "fine", "ok", "okay", "held", "during", "after", "before", "until"]

    /// "Dad's old Holden ute is getting back on the road this year", "The Holden will be running before Christmas",
    /// "the car loan is gone by August", "by summer I'll have a proper vege garden", "it has to be home for tea four
    /// nights a week by winter": the speaker's thing, or the speaker, changed within a far horizon. "The bus will be
    /// late tonight" has no far horizon; "Sam will be in Leeds by summer" is someone else.
    private static func changingThing(_ clause: String, _ said: [String], _ words: [String]) -> (type: NodeType, phrase: String)? {
        guard hasLongHorizon(words) else { return nil }
        let spoken = " " + words.joined(separator: " ") + " "
        guard let predicate = changePredicates.compactMap({ spoken.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let subject = spoken[..<predicate.lowerBound].split(separator: " ").map(String.init).filter { !fillers.contains($0) }
        // The subject: the speaker ("I'll have", "we'll have"), or a thing — not someone else, nor news of the world.
        let speaker = subject.last.map { ["i", "we", "i'll", "we'll"].contains($0) } ?? false
        let lastNoun = subject.last ?? ""
        let someone = subject.contains(where: otherSubjects.contains) || Gazetteers.isFirstName(Gazetteers.fold(lastNoun))
            && !subject.contains(where: { $0.hasSuffix("'s") })
        guard speaker || !subject.isEmpty && subject.count <= 7 && !someone
                && !["weather", "bus", "train", "shop", "office", "school", "it's", "there", "he", "she", "they", "you"].contains(lastNoun)
        else { return nil }
        // "it has to be home for tea…": only the speaker's own "it" with a duty.
        if subject == ["it"], !spoken.contains(" it has to be ") { return nil }
        // "Mum's operation will be in the spring", "the hall will be closed over Christmas": when and where a thing
        // is, not what it becomes.
        let next = spoken[predicate.upperBound...].split(separator: " ").first.map(String.init) ?? ""
        if spoken[predicate].hasSuffix("be "), scheduledStates.contains(next) { return nil }
        return (.goal, tidy(clause))
    }

    /// Whether `clause`, said after an aim in the same breath, is that aim again: it names what was said as the aim
    /// ("three months of bills, that's the target") or carries it on with a pronoun ("and learn it off her").
    static func carriesOnTheAim(_ clause: String) -> Bool {
        let words = Contractions.restore(clause).lowercased().split(separator: " ").map { tidy(String($0)) }
        let spoken = " " + words.joined(separator: " ") + " "
        if aimNamings.contains(where: { spoken.contains(" the \($0) ") || spoken.contains(" my \($0) ") }),
           [" that's ", " that is ", " is the ", " is still ", " still the "].contains(where: spoken.contains) { return true }
        var start = 0
        while start < words.count, fillers.contains(words[start]) { start += 1 }
        return words.dropFirst(start).prefix(4).contains { ["it", "that", "them"].contains($0) }
            && goalVerbs.contains(words.dropFirst(start).first ?? "")
    }

    /// "what i really really want, like deep down, is to start a tongan class": the speaker's want named, then the
    /// aim. Checked before the question words ("what…") take the clause.
    static func whatIWant(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard !lower.hasSuffix("?"), lower.contains(" is to ") else { return nil }
        let said = clause.split(separator: " ").map(String.init)
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard said.count == words.count else { return nil }
        var index = 0
        while index < words.count, fillers.contains(words[index]) { index += 1 }
        guard index + 2 < words.count, words[index] == "what", ["i", "we"].contains(words[index + 1]) else { return nil }
        index += 2
        while index < words.count, degree.contains(words[index]) || ["most"].contains(words[index]) { index += 1 }
        guard index < words.count, words[index] == "want" || words[index] == "wanna" else { return nil }
        guard let isTo = (index + 1..<words.count - 1).first(where: { words[$0] == "is" && words[$0 + 1] == "to" }), isTo - index <= 6 else { return nil }
        let rest = tidy(said.dropFirst(isTo + 2).joined(separator: " "))
        return rest.split(separator: " ").count >= 2 ? (.goal, rest) : nil
    }

    /// A rule the speaker sets themself, written as the note's label: "New rule: lights out by 10:30 on earlies. Phone
    /// stays in the kitchen.", "Sleep rule on the road: in the bunk by 10, phone in the cab, 7 hours minimum.",
    /// "Off-weeks booze rule stands: a pint at a gig and that's it." The whole note is the aim, and what it lists are
    /// its terms, not tasks ("phone in the cab"). Nil when the label is no rule of the speaker's: someone's ("School's
    /// new rule:", "Dad's rules:"), or no label at all ("I need to find out what the rules are").
    static func ruleForMyself(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let separator = [": ", " — ", " – ", " - "].compactMap({ trimmed.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        let label = trimmed[..<separator.lowerBound].split(separator: " ").map(String.init)
        let lower = label.map { $0.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").trimmingCharacters(in: .punctuationCharacters) }
        // "rule", or "rules" when they are new or one's own ("New rules:", "My rules for the trip:").
        guard (1...6).contains(lower.count), let rule = lower.firstIndex(where: { word in
                  word == "rule" || word == "rules" && lower.contains(where: { ["new", "my", "our"].contains($0) })
              }),
              // Before the rule, what it is about ("sleep", "off-weeks booze", "new"), never whose it is.
              !lower[..<rule].contains(where: { $0.hasSuffix("'s") || $0.hasSuffix("s'") || ["his", "her", "their", "your", "the", "school", "work", "house"].contains($0) }),
              // After it, only when it holds or for whom: "from now on", "for me", "on the road", "stands", "still".
              lower[(rule + 1)...].allSatisfy({ ["from", "now", "on", "for", "me", "the", "road", "stands", "still", "holds", "here", "at", "home", "weekdays", "nights", "earlies", "lates"].contains($0) })
        else { return nil }
        let terms = trimmed[separator.upperBound...].split(separator: " ")
        guard terms.count >= 2 else { return nil }
        return tidy(trimmed)
    }
}
