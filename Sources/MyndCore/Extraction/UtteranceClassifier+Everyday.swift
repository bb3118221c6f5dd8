import Foundation

/// Everyday ways of saying a goal or a task that the marker lists do not hold word for word: a subject dropped
/// ("Hoping to get promoted"), an aim named as a noun ("My aim this year is to…", "the plan is to…", "Big goal: …"),
/// a reminder said another way ("make sure I…", "can't forget to…", "better email Raj…"), a note with its day or
/// its topic in front ("tomorrow: renew the permit", "dentist - ring back"), a debt of a call ("I owe Priya a call").
///
/// `canonical` rewrites the nominal and subjectless forms into the marker they mean, so the marker rules decide
/// goal or action as they do for "I hope to…" or "I plan to…"; `everydayTask` answers the task forms directly.
extension UtteranceClassifier {
    /// The marks after an aim's label ("Goal:", "aim -"), and between a list's items.
    private static let labelMarks = CharacterSet(charactersIn: ":-–")
    private static let listMarks = CharacterSet(charactersIn: ",:-–")
    /// Nouns that name an aim: "my aim this year is to…", "the dream is to…", "our plan is to…".
    static let aimWords: Set<String> = ["aim", "goal", "dream", "plan", "ambition", "target", "hope", "mission", "intention", "resolution",
                                        "priority", "focus", "thing"]
    /// Words allowed between the owner and the aim noun ("my big goal", "the long term plan").
    static let aimAdjectives: Set<String> = ["big", "main", "real", "ultimate", "overall", "long-term", "long", "term", "one", "only",
                                             "biggest", "new", "personal", "secret", "actual"]
    /// What the aim noun means as a marker ("my dream is to X" → "I'd love to X").
    static let aimMarker: [String: String] = [
        "aim": "I aim to", "goal": "my goal is to", "dream": "I'd love to", "plan": "I plan to", "ambition": "I'd love to",
        "target": "my goal is to", "hope": "I hope to", "mission": "my goal is to", "intention": "I intend to", "resolution": "my goal is to",
        "priority": "my goal is to", "focus": "my goal is to", "thing": "my goal is to",
    ]
    /// Spoken openers skipped before the words that matter, beyond the extractor's own fillers.
    static let leadFillers: Set<String> = fillers.union(["yeah", "yep", "anyway", "basically", "alright", "now", "like", "honestly"])
    /// Subjectless markers a transcript or a quick note starts with, and the subject they drop.
    static let subjectless: [(said: String, meant: String)] = [
        ("hoping to ", "I'm hoping to "), ("planning to ", "I'm planning to "), ("aiming to ", "I'm aiming to "),
        ("determined to ", "I'm determined to "), ("intending to ", "I intend to "), ("keen to ", "I'd like to "),
        ("would love to ", "I would love to "), ("would like to ", "I would like to "), ("really hoping to ", "I'm hoping to "),
        ("gonna ", "I'm going to "),
        // "i'm dying to get the fiddle out properly": longing to do a thing is a wish.
        ("i'm dying to ", "I'd love to "), ("im dying to ", "I'd love to "), ("dying to ", "I'd love to "), ("i'm itching to ", "I'd love to "),
        ("goal is to ", "my goal is to "), ("aim is to ", "I aim to "), ("plan is to ", "I plan to "), ("dream is to ", "I'd love to "),
        ("aiming for ", "my goal is "), ("i'm aiming for ", "my goal is "), ("im aiming for ", "my goal is "), ("aiming at ", "my goal is "),
        ("i've always wanted to ", "I'd love to "), ("i have always wanted to ", "I'd love to "), ("always wanted to ", "I'd love to "),
        ("ive always wanted to ", "I'd love to "),
        ("would be great to ", "I'd love to "), ("it would be great to ", "I'd love to "), ("it'd be great to ", "I'd love to "),
        ("would be nice to ", "I'd like to "), ("it would be nice to ", "I'd like to "), ("it'd be nice to ", "I'd like to "),
        ("ideally i'd ", "I'd like to "), ("ideally i would ", "I'd like to "), ("ideally id ", "I'd like to "),
        // "I've set my heart on an allotment", "I've been meaning to learn Urdu".
        ("i've set my heart on ", "I'd love to "), ("ive set my heart on ", "I'd love to "), ("set my heart on ", "I'd love to "),
        ("i've been meaning to ", "I intend to "),
        // Scots: "im gonnae stand for union rep", "i'm wanting to be reading her letters myself".
        ("im gonnae ", "I'm going to "), ("i'm gonnae ", "I'm going to "), ("gonnae ", "I'm going to "),
        ("im wanting to ", "I want to "), ("i'm wanting to ", "I want to "), ("i am wanting to ", "I want to "),
        // "i really want us to go to pakistan for eid": a wish the speaker shares is theirs.
        ("i want us to ", "I want to "), ("i really want us to ", "I want to "), ("i'd love us to ", "I'd love to "),
        ("i'd like us to ", "I'd like to "), ("id love us to ", "I'd love to "),
    ]
    /// Openers that only say how far off an aim is ("long term I want to buy a house").
    static let horizonOpeners = ["long term ", "long-term ", "in the long run ", "ultimately ", "eventually ", "one day ", "someday ",
                                 "some day "]

    /// The clause with a nominal or subjectless goal form rewritten into its marker; the clause itself otherwise.
    static func canonical(_ clause: String) -> String {
        var trimmed = tidy(clause)
        // "i need to like sort out the insurance": a transcript's "like" after a marker says nothing.
        for marker in ["need to like ", "have to like ", "want to like ", "gotta like ", "gonna like ", "going to like ", "got to like "] {
            if let range = trimmed.range(of: marker, options: .caseInsensitive) {
                trimmed.replaceSubrange(range, with: marker.dropLast(5))
            }
        }
        // Nothing rewritten: the clause as said (its question mark still counts).
        let unchanged = trimmed == tidy(clause) ? clause : trimmed
        var lower = trimmed.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        var skipped = 0
        while words.count > 3, leadFillers.contains(words[0]) { words.removeFirst(); skipped += 1 }
        guard words.count >= 3 else { return unchanged }
        let original = trimmed.split(separator: " ").dropFirst(skipped).map(String.init)
        lower = words.joined(separator: " ")
        func rest(from index: Int) -> String { original.dropFirst(index).joined(separator: " ") }

        // "My aim this year is to run a half marathon", "the plan is to move to Bristol", "our big dream is to…".
        if ["my", "our", "the"].contains(words[0]) {
            var index = 1
            while index < words.count, aimAdjectives.contains(words[index]) { index += 1 }
            // "thing" names an aim only as "the big thing", "my main thing".
            if index < words.count, let marker = aimMarker[words[index]], words[index] != "thing" || index > 1 {
                // What the aim is for may sit between the noun and "is" ("for this year", "this year", "in life").
                var end = index + 1
                while end < words.count, end - index <= 5, words[end] != "is" { end += 1 }
                // "the goal this year is a sub two hour half": the aim itself named after "is".
                // Only with the period it is for ("this year") or a number: "the goal is a mystery to me" names none.
                if end + 2 < words.count, words[end] == "is", words[index] != "thing", words[index] != "plan",
                   end > index + 1 && ["a", "an", "my", "our"].contains(words[end + 1]) || words[end + 1].first?.isNumber == true {
                    return "my goal is " + rest(from: end + 1)
                }
                if end + 1 < words.count, words[end] == "is", words[end + 1] == "to" || words[end + 1].hasSuffix("ing") {
                    let from = words[end + 1] == "to" ? end + 2 : end + 1
                    let said = rest(from: from)
                    guard !said.isEmpty else { return unchanged }
                    // The period it is for ("this year") is dropped from the phrase: every aim noun but "plan" and
                    // "intention" maps to a wish, which is a goal whatever its verb.
                    return marker + " " + said
                }
            }
        }
        // "Big one this year: get the loft converted", "the main one - pass the exam": the aim of the year, labelled.
        for label in ["big one", "the big one", "main one", "the main one", "big one this year", "the big one this year",
                      "main one this year", "big one for this year", "big one for the year"] {
            let said = original.joined(separator: " ")
            for separator in [":", " -", " –"] where said.lowercased().hasPrefix(label + separator) {
                let after = tidy(String(said.dropFirst(label.count + separator.count)))
                if !after.isEmpty { return "Goal: " + after }
            }
        }
        // "Big goal: open my own bakery", "money goal - clear the card", "long term aim: a house": a label with a word
        // that says which kind of aim it is.
        if words.count >= 3, aimWords.contains(words[1].trimmingCharacters(in: labelMarks)) || words.count >= 4
            && aimWords.contains(words[2].trimmingCharacters(in: labelMarks)) {
            for separator in [":", " -", " –"] {
                guard let range = trimmed.range(of: separator) else { continue }
                let head = trimmed[..<range.lowerBound].split(separator: " ")
                guard head.count >= 2, head.count <= 3, let noun = head.last.map({ $0.lowercased() }), aimWords.contains(noun), noun != "plan", noun != "thing",
                      !["my", "the", "our", "a"].contains(head[0].lowercased()) else { continue }
                let after = tidy(String(trimmed[range.upperBound...]))
                if !after.isEmpty { return "Goal: " + after }
            }
        }
        // "what I want most is to finish my degree", "all I want is to sleep", "what I really want is to…".
        for opener in ["what i want most is to ", "what i really want is to ", "what i want is to ", "all i want is to ",
                       "the thing i want most is to ", "what i'd love is to ", "what i'd love most is to "] where lower.hasPrefix(opener) {
            let said = rest(from: opener.split(separator: " ").count)
            if !said.isEmpty { return "I want to " + said }
        }
        // "I've set myself a goal of saving five grand", "set myself the target of a sub-two half".
        for opener in ["i've set myself a goal of ", "i have set myself a goal of ", "set myself a goal of ", "i've set myself the goal of ",
                       "set myself the goal of ", "i've set myself a target of ", "set myself a target of ", "i've set a goal of "]
        where lower.hasPrefix(opener) {
            let said = rest(from: opener.split(separator: " ").count)
            if !said.isEmpty { return "my goal is " + said }
        }
        // "working towards getting my HGV licence", "I'm working toward a black belt".
        for opener in ["working towards ", "working toward ", "i'm working towards ", "i'm working toward ", "i am working towards ",
                       "im working towards "] where lower.hasPrefix(opener) {
            let said = rest(from: opener.split(separator: " ").count)
            if !said.isEmpty { return "my goal is " + said }
        }
        // "still keen on doing the Bristol half", "haven't given up on the marathon": an aim said again.
        for opener in ["still keen on ", "still really keen on ", "still set on ", "i'm set on ", "im set on ", "i am set on ",
                       "i'm dead set on ", "i'm really set on ", "still really set on ", "i'm still really keen on ", "still determined to ", "still committed to ", "still going for ",
                       "still aiming for ", "still aiming to ", "haven't given up on ", "have not given up on ", "not giving up on ",
                       "i haven't given up on ", "i'm not giving up on ", "i'm still keen on ", "i'm still set on ",
                       "i'm still determined to ", "i'm still going for ", "i'm still aiming for ", "i'm still aiming to ",
                       // Typed as a label: "Still determined: lights out by eleven" (the colon is gone by now).
                       "still determined ", "still committed "]
        where lower.hasPrefix(opener) {
            let said = rest(from: opener.split(separator: " ").count)
            if !said.isEmpty { return (opener.hasSuffix(" to ") ? "my goal is to " : "my goal is ") + said }
        }
        // "going to ring the council": a plan when a verb follows ("Going to Rome in May" is a trip said as news).
        if lower.hasPrefix("going to "), words.count > 3, original.count > 2, original[2].first?.isLowercase == true,
           actionVerbs.contains(words[2]) || goalVerbs.contains(words[2]) || Gazetteers.instructionVerbs.contains(words[2])
            || ["pop", "nip", "get", "try", "start", "sort", "have", "take"].contains(words[2]) {
            return "I'm going to " + rest(from: 2)
        }
        for (said, meant) in subjectless where lower.hasPrefix(said) {
            let after = rest(from: said.split(separator: " ").count)
            if !after.isEmpty { return meant + after }
        }
        // "I fancy having a go at the Great North Run", "i fancy learning the banjo": a pursuit one fancies is a wish;
        // "I fancy a curry tonight", "fancy going to the pub tonight" want something now.
        for fancy in ["i fancy ", "i really fancy ", "i quite fancy "] where lower.hasPrefix(fancy) {
            let said = fancy.split(separator: " ").count
            guard said < words.count, words[said].hasSuffix("ing"),
                  !words.contains(where: { ["tonight", "today", "now", "later", "tomorrow"].contains($0) }) else { break }
            return "I'd like to " + rest(from: said)
        }
        // "I'd love to have the loft converted by spring": a wish to have a thing done is a wish to get it done.
        for wish in ["i'd love to have ", "i would love to have ", "i'd like to have ", "i would like to have ", "id love to have ",
                     "i want to have ", "i hope to have ", "i'm hoping to have "] where lower.hasPrefix(wish) {
            let said = wish.split(separator: " ").count
            guard said + 1 < words.count, ["the", "my", "our", "a", "an", "this", "that"].contains(words[said]),
                  words.dropFirst(said + 1).prefix(5).contains(where: { $0.count > 4 && $0.hasSuffix("ed") || $0.hasSuffix("done") || irregularParticiples.contains($0) })
            else { break }
            return original.prefix(said - 1).joined(separator: " ") + " get " + rest(from: said)
        }
        // "long term I want to buy a house": the horizon stays in the clause (it makes a wish an aim).
        for opener in horizonOpeners where lower.hasPrefix(opener) {
            let after = rest(from: opener.split(separator: " ").count)
            if after.lowercased().hasPrefix("i ") || after.lowercased().hasPrefix("we ") { return after + " " + tidy(opener) }
        }
        // "I probably should email the landlord": the hedge before "should" says how sure, not whether (after it,
        // "should probably", the goal markers drop it; "I'll probably be late" stays no intent).
        for hedge in ["i probably should ", "probably should "] where lower.hasPrefix(hedge) {
            return "I should " + rest(from: hedge.split(separator: " ").count)
        }
        // "remind me about the parents evening": the thing to be reminded of, as "don't forget about…".
        if lower.hasPrefix("remind me about ") {
            return "don't forget about " + rest(from: 3)
        }
        // "note to self chase the refund" (no colon): the note label.
        if lower.hasPrefix("note to self "), !lower.hasPrefix("note to self to ") {
            return "note to self: " + rest(from: 3)
        }
        return unchanged
    }

    /// Reminders said another way: what follows is the task.
    static let reminderOpeners = [
        "make sure i ", "make sure to ", "make sure we ", "making sure i ", "must make sure i ", "need to make sure i ",
        "can't forget to ", "cannot forget to ", "can not forget to ", "mustn't forget to ", "must not forget to ", "musn't forget to ",
        "i can't forget to ", "i cannot forget to ", "i mustn't forget to ", "i must not forget to ", "shouldn't forget to ",
        "must remember to ", "i must remember to ", "need to remember to ", "i need to remember to ", "have to remember to ",
        "i have to remember to ", "gotta remember to ", "got to remember to ", "i'll need to remember to ",
    ]
    /// The same reminders with the thing itself after "forget" ("must not forget Nan's prescription").
    static let forgetOpeners = ["can't forget ", "cannot forget ", "mustn't forget ", "must not forget ", "i can't forget ", "i mustn't forget ",
                                "i must not forget ", "don't let me forget ", "do not let me forget ", "dont let me forget "]
    /// Obligations said as "supposed to" or "better": a task when a concrete thing to do follows.
    static let softObligations = ["i'm supposed to ", "i am supposed to ", "im supposed to ", "supposed to ", "i'm meant to ", "i am meant to ",
                                  "im meant to ", "meant to ", "i'd better ", "i had better ", "id better ", "better ", "i better "]
    /// What one owes someone that is a task to do ("I owe Priya a call").
    static let owedThings: Set<String> = ["call", "text", "email", "e-mail", "message", "reply", "visit", "letter", "card", "answer", "ring",
                                          "drink", "coffee", "lunch", "dinner", "favour", "favor", "apology", "thank-you", "tenner", "fiver"]
    /// Days a note may start with ("tomorrow: renew the permit", "Friday - post the form").
    static let noteDays: Set<String> = ["today", "tonight", "tomorrow", "tmrw", "later", "monday", "tuesday", "wednesday", "thursday",
                                        "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat",
                                        "sun", "weekend", "asap"]
    /// The words around such a day ("first thing tomorrow", "this weekend", "Monday morning", "after work").
    static let noteTimes: Set<String> = noteDays.union(["morning", "afternoon", "evening", "night", "first", "thing", "this", "next",
                                                        "after", "before", "work", "lunch", "school", "on"])

    /// "CV and personal statement draft to Xiaoling by Sunday", "Marking: 9F mocks back to them by Friday", "Final
    /// version of the application in by Thursday", "School trip deposit due Wednesday": a thing to hand over, said as
    /// a note with its deadline — no verb, no subject — is a task. Something arriving ("the parcel's due Friday",
    /// "baby due in March") and a statement ("the essay was due Friday") are not.
    static func deliveryNote(_ words: [String]) -> Bool {
        var words = words
        // A topic label in front: "Marking: …", "Admin - …".
        if let label = words.prefix(3).firstIndex(where: { $0.hasSuffix(":") || $0 == "-" }) { words.removeFirst(label + 1) }
        words = words.map { tidy($0) }.filter { !$0.isEmpty }
        // "goal for 2027 um get my application in before the closing date": a labelled aim is read by the aim rules.
        guard !words.contains(where: { aimWords.contains($0) || aimNouns.contains($0) || Clauses.labelWords.contains($0) }) else { return false }
        guard words.count >= 3, let first = words.first, !speakers.contains(first), !otherSubjects.contains(first),
              !["it", "it's", "there", "that", "this"].contains(first), !startsAction(words), !startsInstruction(words),
              !words.contains(where: { finiteVerbs.contains($0) || noteStatementVerbs.contains($0) }) else { return false }
        func deadline(at index: Int) -> Bool {
            guard index + 1 < words.count, ["by", "before"].contains(words[index]) else { return false }
            let day = words[index + 1]
            // "by the 30th", "before the fifth", "by end of play"; not "before the closing date".
            let ordinal = day == "the" && index + 2 < words.count && DueDates.dayOfMonth(words[index + 2]) != nil
            return noteDays.contains(day) || DueDates.weekdays.contains(day) || ordinal || ["end", "next"].contains(day)
                || DueDates.dayOfMonth(day) != nil
        }
        for index in words.indices.dropFirst() {
            switch words[index] {
            case "to":
                // "… to Xiaoling by Sunday", "… back to them before Friday".
                if (index + 2...index + 4).contains(where: { deadline(at: $0) }), index + 1 < words.count,
                   !["be", "do", "go", "get", "have"].contains(words[index + 1]) { return true }
            case "in":
                if deadline(at: index + 1) { return true }
            case "by":
                // "Visa bill by the 25th", "Autopac renewal for the car — by Friday": a thing with its near deadline.
                // Not a state to be in by then ("home by Friday", "all done by the 10th") or an amount ("zero by the
                // 1st", "£400 by Friday"), which the aim rules read.
                // "Finish the choir score by Friday": a verb and its object with a near deadline is the next step, not
                // an aim (every such line the scripts label is a task; "by 5 December" stays an aim's date).
                if nearDeadline(words[index...]), isAThing(words[..<index]) || opensWithVerbAndObject(words[..<index]) { return true }
            case "due":
                // "the parcel's due Friday": a statement about a thing, not a note of one to hand in.
                if words[index - 1].hasSuffix("'s") { return false }
                let day = index + 1 < words.count ? words[index + 1] : ""
                let dated = noteDays.contains(day) || DueDates.weekdays.contains(day) || day == "by" && deadline(at: index + 1)
                    || day == "on" && index + 2 < words.count && (DueDates.weekdays.contains(words[index + 2]) || words[index + 2] == "the")
                if dated, !words[..<index].contains(where: arrivals.contains) { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether `words` open with a near deadline: "by Friday", "by the 25th", "by tomorrow", "by the end of the month".
    /// "by next fall", "by March" are an aim's horizon, not a task's day.
    static func nearDeadline(_ words: ArraySlice<String>) -> Bool {
        guard words.first == "by" else { return false }
        var rest = words.dropFirst()
        if rest.first == "the" { rest = rest.dropFirst() }
        guard let day = rest.first else { return false }
        if noteDays.contains(day) || DueDates.weekdays.contains(day) || DueDates.dayOfMonth(day) != nil { return true }
        return day == "end" && rest.dropFirst().prefix(3).contains { ["month", "week"].contains($0) }
    }

    /// Whether `words` (tidied) name a thing and nothing else, as a note puts it before its deadline: "Visa bill",
    /// "Autopac renewal for the car". Not a state to be in ("home", "all done"), an amount ("zero", "£400"), a
    /// sentence with a subject or a verb, or a task already said with its verb.
    static func isAThing(_ words: ArraySlice<String>) -> Bool {
        guard let first = words.first, let thing = words.last, (2...8).contains(words.count) || words.count == 1 && !StopWords.english.contains(first),
              thing.allSatisfy(\.isLetter), !statesByADay.contains(thing), !StopWords.english.contains(thing),
              !DueDates.numberWords.keys.contains(thing), !words.contains(where: { $0.contains(where: \.isNumber) }),
              !speakers.contains(first), !otherSubjects.contains(first), !["it", "it's", "there", "that", "this"].contains(first),
              // "want a new bike by Friday": a want said is read by the aim rules.
              !["want", "wants", "still", "just", "also"].contains(first), !startsAction(Array(words)),
              // "Finish the dissertation draft by Friday": a verb with its object is a pursuit or a task said as such.
              !opensWithVerbAndObject(words), !startsInstruction(Array(words)),
              !words.contains(where: { finiteVerbs.contains($0) || noteStatementVerbs.contains($0) || aimWords.contains($0) || aimNouns.contains($0) })
        else { return false }
        // "Bought the card for Ilse", "Kayla rang": what was done is no thing to get.
        guard !words.contains(where: { EventCue.pastVerbs.contains($0) || doneVerbs.contains($0) }) else { return false }
        // "Mum's birthday — by Friday": an occasion is no thing to hand in.
        return !EventCue.isEvent(words.joined(separator: " "))
    }

    /// "Autopac renewal for the car — by Friday.", "ICBC renewal — by the end of the month or I'm off the road.": a
    /// near deadline said alone (with at most what happens if it is missed) after a clause naming a thing.
    static func isBareDeadline(_ text: String) -> Bool {
        let words = clauseWords(text)
        guard nearDeadline(words[...]) else { return false }
        // What is left after the day: nothing, or "or …" ("or I'm off the road"), or "at the latest".
        guard let end = words.firstIndex(where: { ["or", "at", "latest"].contains($0) }) else { return words.count <= 6 }
        return end <= 6
    }

    /// Whether `words` open with a verb and its object's determiner: "finish the score", "sort my tax".
    static func opensWithVerbAndObject(_ words: ArraySlice<String>) -> Bool {
        guard words.count >= 2, let first = words.first else { return false }
        return (Gazetteers.instructionVerbs.contains(first) || Gazetteers.dualVerbs.contains(first)) && thingDeterminers.contains(words[words.startIndex + 1])
    }

    /// Past forms of getting things done and of getting in touch, which a note of a thing to get never has.
    static let doneVerbs: Set<String> = ["bought", "got", "made", "sorted", "booked", "finished", "posted", "sent", "picked", "collected",
                                         "dropped", "ordered", "returned", "fixed", "called", "rang", "texted", "emailed", "phoned"]

    /// Words after a verb that open its object ("finish the draft", "chase my refund").
    static let thingDeterminers: Set<String> = ["the", "a", "an", "my", "his", "her", "our", "their", "your", "that", "this", "these",
                                                "those", "some", "all", "it", "them"]

    /// The thing of an errand noted with where and the day to get it: "Walking shoes — proper ones. Guildford mall
    /// Saturday.", "Cantonese picture books for Chloe — the bookstore on 40th Road, Saturday.", "Art's Nursery: garlic
    /// bulbs + bone meal. Wednesday." The first clause names a thing (`isAThing`), the last ends with a near day, and
    /// no clause has a subject or a verb: "Solo & Ensemble — Sat Feb 7, McCollum High School" (an occasion, and no day
    /// last) and "Kayla rang — they've booked her in Thursday" are no errands.
    static func errandNote(_ text: String) -> String? {
        let clauses = Clauses.split(text).map(\.text)
        guard (2...3).contains(clauses.count), namesAThing(clauses[0]), let last = clauses.last else { return nil }
        for clause in clauses.dropFirst() {
            // "they've booked her in": a subject keeps its contraction.
            let words = clauseWords(clause.replacingOccurrences(of: "\u{2019}", with: "'"))
                .map { word in ["'ve", "'re", "'ll", "'d"].first(where: word.hasSuffix).map { String(word.dropLast($0.count)) } ?? word }
            guard !words.isEmpty, words.count <= 8, !speakers.contains(words[0]), !otherSubjects.contains(words[0]), !startsAction(words),
                  !words.contains(where: { finiteVerbs.contains($0) || noteStatementVerbs.contains($0) || speakers.contains($0) || otherSubjects.contains($0) })
            else { return nil }
        }
        let lastWords = clauseWords(last)
        guard let day = lastWords.last, DueDates.weekdays.contains(day) || ["tomorrow", "tonight", "weekend"].contains(day) || isBareDay(last),
              !DueDates.isRecurring(lastWords), !FeelingStatement.isStated(in: text) else { return nil }
        return tidy(clauses[0])
    }

    /// A clause's words as the note rules read them: lower case, tidied, none empty.
    static func clauseWords(_ text: String) -> [String] {
        text.lowercased().split(separator: " ").map { tidy(String($0)) }.filter { !$0.isEmpty }
    }

    /// Whether `text`, a whole clause, names a thing and nothing else (`isAThing`).
    static func namesAThing(_ text: String) -> Bool {
        let words = clauseWords(text)
        return isAThing(words[...])
    }

    /// Words of a state to be in by a day, not a thing to hand over: "home by Friday", "done by the 10th".
    static let statesByADay: Set<String> = ["home", "back", "done", "finished", "ready", "sorted", "off", "out", "in", "up", "there", "here",
                                            "zero", "gone", "paid", "clear", "free", "signed", "booked", "over", "open", "closed", "fit",
                                            "better", "healed", "moved", "packed", "settled", "bed", "asleep", "awake"]

    /// Verbs of a statement that a note of a thing to hand over never has ("came", "went", "arrived").
    static let noteStatementVerbs: Set<String> = ["came", "went", "arrived", "left", "handed", "sent", "gave", "told", "said", "says",
                                                  "goes", "comes", "arrives", "starts", "finishes", "ends", "opens", "closes"]
    /// Things that arrive on a due date rather than being handed in.
    static let arrivals: Set<String> = ["baby", "parcel", "package", "delivery", "flight", "train", "bus", "plane", "results", "visitors",
                                        "guests", "builders", "plumber", "electrician", "engineer", "period", "refund", "salary", "wages",
                                        "bonus"]

    /// "Saturday, definitely.", "Tomorrow.", "first thing Monday then": a day said alone, with at most the words
    /// around a day and a word of resolve.
    static func isBareDay(_ text: String) -> Bool {
        let words = clauseWords(text)
        guard !words.isEmpty, words.count <= 5, words.contains(where: noteDays.contains) else { return false }
        return words.allSatisfy { noteDays.contains($0) || noteTimes.contains($0) || resolveWords.contains($0) || fillers.contains($0) }
    }

    /// Words of resolve said with a day: "Saturday, definitely", "tomorrow for sure".
    static let resolveWords: Set<String> = ["definitely", "deffo", "for", "sure", "latest", "at", "the", "instead", "promise", "no", "excuses"]

    /// The task forms: reminders said another way, notes led by a day or a topic, debts of a call, soft obligations.
    static func everydayTask(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        var skipped = 0
        while words.count > 2, leadFillers.contains(words[0]) { words.removeFirst(); skipped += 1 }
        guard words.count >= 2 else { return nil }
        let original = tidy(clause).split(separator: " ").dropFirst(skipped).map(String.init)
        let spoken = words.joined(separator: " ")
        func rest(from index: Int) -> String { tidy(original.dropFirst(index).joined(separator: " ")) }
        func startsTask(_ from: Int) -> Bool {
            let tail = Array(words.dropFirst(from))
            return startsAction(tail) || startsInstruction(tail) || imperativeStep(tail)
                || (tail.count >= 2 && (imperativeOnly.contains(tail[0] + " " + tail[1])))
        }

        for opener in reminderOpeners where spoken.hasPrefix(opener) {
            let count = opener.split(separator: " ").count
            let next = words.dropFirst(count).first ?? ""
            // "make sure I'm eating properly" looks after oneself; "make sure I send the invoice" is a task.
            guard !next.isEmpty, !notReminded.contains(next) || next == "i", !next.hasSuffix("'m") else { continue }
            let said = rest(from: count)
            if !said.isEmpty { return (.action, said) }
        }
        // "make sure hemi actually does his passport", "make sure the kids have their jabs before the trip": seeing that
        // someone else does a thing is the speaker's task. Not "make sure you…" or "make sure it's…" (advice, a state).
        for opener in ["make sure ", "must make sure ", "need to make sure ", "gotta make sure ", "got to make sure "] where spoken.hasPrefix(opener) {
            let count = opener.split(separator: " ").count
            let tail = Array(words.dropFirst(count))
            guard tail.count >= 3, !notReminded.contains(tail[0]), !["'s", "'re", "'m", "'ll", "'ve", "'d"].contains(where: tail[0].hasSuffix),
                  !["im", "youre", "theyre", "its", "everyone", "everybody", "nobody", "no", "not", "all", "this", "these", "those"].contains(tail[0])
            else { continue }
            let said = rest(from: count)
            if !said.isEmpty { return (.action, said) }
        }
        for opener in forgetOpeners where spoken.hasPrefix(opener) {
            let count = opener.split(separator: " ").count
            var from = count
            if words.dropFirst(from).first == "to" || words.dropFirst(from).first == "about" { from += 1 }
            guard let next = words.dropFirst(from).first, !notReminded.contains(next) else { continue }
            let said = rest(from: from)
            if !said.isEmpty { return (.action, said) }
        }
        for opener in softObligations where spoken.hasPrefix(opener) {
            var from = opener.split(separator: " ").count
            // "I'm meant to be calling Grandad tonight": the task in its -ing form.
            if words.dropFirst(from).first == "be", let verb = words.dropFirst(from + 1).first, verb.hasSuffix("ing") {
                let stem = String(verb.dropLast(3))
                if [stem, stem + "e", String(stem.dropLast())].contains(where: { actionVerbs.contains($0) || Gazetteers.instructionVerbs.contains($0) }) {
                    return (.action, rest(from: from + 1))
                }
            }
            if words.dropFirst(from).first == "probably" { from += 1 }
            if startsTask(from) { return (.action, rest(from: from)) }
        }
        // "have a look at the shed roof", "have a word with Kieran", "give mum a ring": a light verb and its noun.
        let at = leadLength(words)
        if words.count >= 4, ["have", "take", "give"].contains(words[0]) || words.count >= 5 && at > 0 {
            let tail = Array(words.dropFirst(at))
            if tail.count >= 4, ["have", "take"].contains(tail[0]), ["a", "another"].contains(tail[1]),
               ["look", "word", "chat", "talk", "go", "peek", "squint", "butcher's", "gander"].contains(tail[2]),
               ["at", "with", "to", "into", "over", "through"].contains(tail[3]) {
                return (.action, rest(from: at))
            }
            if tail.count >= 4, tail[0] == "give", let noun = tail.dropFirst(2).prefix(3).first(where: { ["ring", "call", "bell", "shout", "buzz", "text", "hand", "lift"].contains($0) }),
               tail.dropFirst(2).prefix(3).firstIndex(of: noun).map({ tail[$0 - 1] == "a" }) == true {
                return (.action, rest(from: at))
            }
        }
        // "Put milk on the shopping list", "add the passport renewal to the list": a thing for a list is a task.
        if ["put", "add", "stick"].contains(words[0]), let on = words.lastIndex(where: { ["on", "onto", "to"].contains($0) }), on >= 2,
           words.dropFirst(on + 1).contains(where: { ["list", "todo", "to-do", "rota"].contains($0) }) {
            return (.action, tidy(clause))
        }
        // "I owe Priya a call", "owe mum a visit", "I owe Sam twenty quid".
        if let owe = words.prefix(2).firstIndex(where: { $0 == "owe" }), owe + 2 < words.count, owe == 0 || ["i", "we"].contains(words[0]) {
            let after = words.dropFirst(owe + 1).prefix(5)
            if after.contains(where: owedThings.contains) || after.contains(where: { moneyWords.contains($0) || $0.first == "£" || $0.first == "$" }) {
                return (.action, tidy(clause))
            }
        }
        // "tomorrow: renew the parking permit", "first thing tomorrow ring the insurance people", "Friday - post the
        // form": the day a note is for, then the task.
        var lead = 0
        while lead < min(words.count - 1, 4), noteTimes.contains(words[lead]) || ["-", "–", ":"].contains(words[lead]) { lead += 1 }
        if lead > 0, words[..<lead].contains(where: noteDays.contains) || words[0] == "first", startsTask(lead) {
            return (.action, tidy(clause))
        }
        // "in a fortnight send the report to Gail", "end of the month submit the timesheet", "April 3rd at 2 pm collect
        // the car": any time said first, then the task (the clause keeps the time, which dates it).
        if let lead = leadingTime(words), startsTask(lead) { return (.action, tidy(clause)) }
        // "dentist - ring back about the filling", "loft: get three quotes": a topic, a dash or colon, the task.
        let raw = lower.replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ").dropFirst(skipped).map(String.init)
        for index in raw.indices.prefix(4) {
            let token = raw[index]
            let from: Int
            if ["-", "–", "—"].contains(token), index >= 1 {
                from = index + 1
            } else if token.hasSuffix(":"), token.count > 1 {
                // A label ("Goal:", "todo:") is read by the label rules.
                let head = (raw[..<index] + [String(token.dropLast())]).joined(separator: " ")
                // "This year's big aim: do the Liffey Swim": a label ending in an aim is read by the aim rules.
                if goalLabels.contains(head) || actionLabels.contains(head) || aimNouns.contains(String(token.dropLast())) { break }
                from = index + 1
            } else {
                continue
            }
            if from < words.count, startsTask(from) { return (.action, rest(from: from)) }
            break
        }
        // "new trainers for the half", "more nappies for the weekend": a thing to get, for something.
        if ["new", "more", "spare"].contains(words[0]), let forIndex = words.prefix(5).firstIndex(of: "for"), forIndex >= 2,
           words.count > forIndex + 1, words.count <= forIndex + 5,
           !words[1..<forIndex].contains(where: { StopWords.english.contains($0) || aimWords.contains($0) || ["job", "baby", "house", "car"].contains($0) }),
           !words[forIndex...].contains(where: { ["is", "was", "starts", "started", "begins", "came", "arrived", "went"].contains($0) }) {
            return (.action, tidy(clause))
        }
        if deliveryNote(raw) { return (.action, tidy(clause)) }
        return nil
    }

    /// Words a time is said with ("in a fortnight", "the day after tomorrow", "at half past six", "a week on Tuesday").
    static let timeWords: Set<String> = [
        "in", "a", "an", "the", "on", "at", "by", "before", "after", "within", "this", "next", "coming", "first", "thing", "end", "of",
        "day", "days", "week", "weeks", "weeks'", "fortnight", "fortnight's", "month", "months", "year", "time", "half", "past",
        "quarter", "to", "o'clock", "am", "pm", "a.m", "p.m", "noon", "midday", "lunchtime", "midnight", "morning", "afternoon",
        "evening", "night", "tonight", "today", "tomorrow", "tmrw", "work", "school", "weekend", "from", "now", "until", "till",
    ]
    /// Words that make such a run a time rather than "the thing" ("in the loft" is no time).
    static let timeAnchors: Set<String> = [
        "day", "days", "week", "weeks", "weeks'", "fortnight", "fortnight's", "month", "months", "o'clock", "am", "pm", "a.m", "p.m",
        "noon", "midday", "lunchtime", "midnight", "morning", "afternoon", "evening", "tonight", "today", "tomorrow", "tmrw", "weekend",
    ]

    /// How many words a time said at the start of `words` takes, when one is said and something follows.
    static func leadingTime(_ words: [String]) -> Int? {
        var index = 0
        var anchored = false
        while index < min(words.count - 1, 8) {
            let word = words[index].trimmingCharacters(in: listMarks)
            let isNumber = word.first?.isNumber == true && word.count <= 6
            let isDay = DueDates.weekdays.contains(word) || DueDates.months.contains(word) || (DueDates.numberWords[word] != nil && word != "a" && word != "an")
                || ["1st", "2nd", "3rd"].contains(word) || (isNumber && (word.hasSuffix("th") || word.hasSuffix("st") || word.hasSuffix("nd")
                || word.hasSuffix("rd") || word.hasSuffix("pm") || word.hasSuffix("am") || word.contains(":") || Int(word) != nil))
                || ordinalWords.contains(word)
            guard timeWords.contains(word) || isDay else { break }
            if isDay || timeAnchors.contains(word) { anchored = true }
            index += 1
        }
        // "the" or "in" alone starts a noun, not a time; "this Saturday" or "by the 5th" is one.
        return anchored && index >= 1 ? index : nil
    }

    /// Ordinals in words ("the first of April", "the twenty first").
    static let ordinalWords: Set<String> = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
        "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "thirtieth",
        "twenty", "thirty",
    ]

    /// How many words the obligation at the start of `words` takes (0 when there is none).
    static func leadLength(_ words: [String]) -> Int {
        for parts in dutyWords where words.count > parts.count && Array(words.prefix(parts.count)) == parts { return parts.count }
        return 0
    }

    /// The duties' words, longest first ("i need to" before "need to").
    static let dutyWords: [[String]] = duties.map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

    /// "If I get the job I'll move", "if she says yes we're going to Rome": a plan that hangs on a condition is no
    /// plan yet. A reminder inside a condition ("if it rains, remind me to bring the washing in") still is one.
    static func isConditionalPlan(_ lower: String) -> Bool {
        guard lower.hasPrefix("if ") || lower.hasPrefix("even if ") else { return false }
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard !lower.contains("remind me"), !lower.contains("forget") else { return false }
        return words.contains { ["i'll", "ill", "we'll", "i'm", "im", "we're", "i will", "i'd", "gonna"].contains($0) }
    }
}
