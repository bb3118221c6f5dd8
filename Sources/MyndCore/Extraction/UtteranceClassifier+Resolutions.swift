import Foundation

/// Resolutions and aims said the way people vow things rather than plan them: "No more vaping.", "I've promised
/// myself that's me done", "it's time I got the passports sorted", "I'm giving myself till May to…", "wouldn't it
/// be great if we made it to Donegal", and an aim named first with its verdict after it ("Irish passports for the
/// kids — this is the year", "recipes in a wee book — that's my project this year", "the certificate before the
/// summer, no excuses"). Also the wishes that are only tiredness ("I just want to sleep for a week") and the advice
/// someone keeps giving ("Auntie keeps saying I should…"), which are no aims. `classifyClause` calls `resolution`
/// first.
extension UtteranceClassifier {
    /// Verdicts said after an aim that make it one.
    static let aimVerdicts = ["this is the year", "that's my project", "thats my project", "that's the big one", "thats the big one",
                              "that's my goal", "thats my goal", "that's the goal", "thats the goal", "no excuses",
                              // An aim said again with its verdict: "coming off the tablets, still the plan", "home for tea
                              // four nights a week, that's still the non negotiable". ("is still on" is left out: "the match is
                              // still on" is news.)
                              "still the plan", "still the goal", "non negotiable", "non-negotiable",
                              "i mean it this time", "for good this time",
                              // "seva every rotation im holding myself to it, pots, sinks, the lot".
                              "holding myself to it", "holding myself to that",
                              // A habit set after it's said: "Sundays off from now on", "weeknights are wine free from here on in".
                              "from now on", "from here on in", "from here on",
                              // A rule of one's own named as one: "one proper meal a week from scratch thats my rule now",
                              // "the gym three mornings a week um thats still the rule", "thats gonna be my rule".
                              "that's my rule", "thats my rule", "that's the rule", "thats the rule", "still the rule",
                              "gonna be my rule", "going to be my rule",
                              // An aim from the list kept: "Tuesday football — that one's still on", "the trip home that ones
                              // still on no matter what", "five thousand for the college kids thats still the number".
                              "that one's still on", "that ones still on", "that one is still on", "still the target",
                              "still the number", "still the dream", "still the aim", "still the deal",
                              "that's the deal", "thats the deal", "that's my promise", "thats my promise",
                              "that's the deadline", "thats the deadline", "the deadline i set for myself",
                              // "Keeping that one.", "That habit I'm keeping.", "the one I'm not letting slide".
                              "keeping that one", "that one i'm keeping", "that one im keeping", "that habit i'm keeping",
                              "that habit im keeping", "not letting slide", "not letting it slide", "not letting that slide",
                              "not letting it drop", "haven't let it drop", "havent let it drop",
                              // "thats what were after", "one sixty thats the number im after".
                              "that's what we're after", "thats what were after", "thats what we're after", "that's what i'm after",
                              "thats what im after", "the number i'm after", "the number im after",
                              "that's what's happening", "thats whats happening", "nothing else will do",
                              "not negotiable"]
    /// Verdicts that make an aim of what comes before them only when they end the clause: "the weekly phone date is
    /// working and its staying", "The seventh day stays locked", "Licence: full G, first try. Nothing less." ("its
    /// staying open late", "it's happening this sunday instead" go on. "X is staying", "X is still happening" are as
    /// often news of others: "my mum is staying", "whether Montreal is still happening".)
    static let closingVerdicts = ["its staying", "it's staying", "stays locked", "staying that way", "nothing less", "full stop",
                                  "its happening", "it's happening"]
    /// `text` without the verdicts said after an aim ("…that ones still on", "…thats the deadline i set for myself",
    /// "Nothing less."), lower case, for telling one aim from another: one voice gives all its aims the same verdicts,
    /// and only what comes before them says which aim is meant. `text` itself when nothing else would be left.
    static func withoutVerdicts(_ text: String) -> String {
        var padded = " " + wordsOnly(text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")) + " "
        for verdict in verdictPhrases {
            while let range = padded.range(of: " " + verdict + " ") { padded.replaceSubrange(range, with: " ") }
        }
        let left = padded.trimmingCharacters(in: .whitespaces)
        return left.isEmpty ? text : left
    }
    /// Every verdict, longest first, without punctuation.
    private static let verdictPhrases: [String] = Set(aimVerdicts + closingVerdicts + Array(vowSentences)).map(wordsOnly)
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    /// `text`'s letters, digits and apostrophes, one space between words.
    private static func wordsOnly(_ text: String) -> String {
        let kept: [Character] = text.map { character in character.isLetter || character.isNumber || character == "'" ? character : " " }
        return String(kept).split(separator: " ").joined(separator: " ")
    }

    /// Vows said as a sentence of their own after the aim: "One-eighty average this season. Mark my words."
    static let vowSentences: Set<String> = ["mark my words", "watch me", "i'm holding myself to it", "im holding myself to it",
                                            "holding myself to it", "i mean it", "no backing out", "no excuses", "no excuses this time",
                                            "no wriggling", "that's the deal", "thats the deal", "that's a promise", "thats a promise",
                                            "holding to it", "holding myself to that", "happening", "it's happening", "its happening",
                                            "this is happening",
                                            // "…, once orientation's done. Committed.", "…while I'm out there. Decided.", "Not up
                                            // for negotiation.": the commitment said alone after the aim.
                                            "committed", "decided", "it's decided", "its decided", "not up for negotiation",
                                            "non-negotiable", "non negotiable", "no exceptions", "that's final", "thats final",
                                            // "Licence: full G, first try. Nothing less.", "…before I did. Keeping that one."
                                            "nothing less", "full stop", "keeping that one", "that one's still on", "that ones still on",
                                            "nothing else will do"]
    /// Openers of a sentence about someone else, or a forecast, which a vow after it does not make the speaker's aim.
    static let forecastOpeners: Set<String> = ["he'll", "she'll", "they'll", "it'll", "you'll", "there'll", "hell", "shell", "theyll", "itll"]

    /// Whether `text` is only a vow (`vowSentences`, a habit's `isHabitVow`, or an aim named as one, `namedAim`), fillers
    /// aside.
    static func isBareVow(_ text: String) -> Bool {
        let words = droppingLeadIns(text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ")
            .map { tidy(String($0)) })
        let bare = words.map { $0.trimmingCharacters(in: .punctuationCharacters) }.filter { !$0.isEmpty }
        return vowSentences.contains(words.joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)) || isHabitVow(text)
            || namedAim(in: bare) == 0 && bare.count <= 5
    }

    /// Words that name what came before as the aim: "That's the trumpet goal.", "thats the new target". ("That's the
    /// plan." is left out: it closes a day's arrangements as often as an aim.)
    static let namedAimNouns: Set<String> = ["goal", "target", "aim", "dream", "mission"]

    /// Where "that's the/my [up to two words] goal/target/aim/dream/mission" starts in `words` (lower case, no
    /// punctuation), when the noun ends the clause or "now" follows it: the verdict on the aim said before it. In the
    /// development scripts all four lines that name their aim so ("that's the real target", "That's the trumpet goal.",
    /// "That's the new target.") are goals.
    static func namedAim(in words: [String]) -> Int? {
        for index in words.indices where ["that's", "thats"].contains(words[index]) {
            guard index + 2 < words.count, ["the", "my"].contains(words[index + 1]),
                  let noun = words[(index + 2)...].prefix(3).firstIndex(where: namedAimNouns.contains) else { continue }
            if noun + 1 == words.count || words[noun + 1] == "now" { return index }
        }
        return nil
    }

    /// Times a habit is kept at: "Every single Sunday", "every single one".
    static let habitUnits: Set<String> = ["one", "time", "day", "night", "morning", "evening", "week", "weekend", "month", "shift",
                                          "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// "Every single Sunday, whatever the deadline.", "Every single one, whatever shift I'm on.", "Whatever her roster
    /// does, I work round it.": a sentence of its own that holds to a habit whatever comes. (In the development scripts
    /// every such sentence follows an aim; "whatever" said at a sentence's end, "fine whatever", "or whatever", is a
    /// shrug, and "every single time" inside a sentence is a complaint, neither of which starts the sentence.)
    static func isHabitVow(_ text: String) -> Bool {
        let words = droppingLeadIns(text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ")
            .map { tidy(String($0)).trimmingCharacters(in: .punctuationCharacters) }.filter { !$0.isEmpty })
        guard (3...10).contains(words.count) else { return false }
        if words[0] == "every", words[1] == "single" {
            return habitUnits.contains(words[2]) || habitUnits.contains(String(words[2].dropLast()))
        }
        return words[0] == "whatever" && !["that", "you", "they", "he", "she"].contains(words[1])
    }

    /// `words` without the fillers and "and", "so", "right" a vow may open with (the last word is always kept).
    private static func droppingLeadIns(_ words: [String]) -> [String] {
        var words = words
        while words.count > 1, fillers.contains(words[0]) || ["and", "so", "right"].contains(words[0]) { words.removeFirst() }
        return words
    }

    /// The aim a bare vow makes of the sentence before it, if that sentence can be the speaker's aim: not a question, not
    /// a feeling, not about someone else or a forecast ("She'll be late again. Mark my words."), not the past.
    static func vowedAim(_ previous: String) -> String? {
        let lower = previous.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        while words.count > 1, fillers.contains(words[0]) { words.removeFirst() }
        guard words.count >= 2, !lower.hasSuffix("?"), let first = words.first,
              !othersSubjects.contains(first), !forecastOpeners.contains(first),
              // "No more Slack after 7pm. Unless I'm on call. I mean it.": a condition is no aim of its own.
              !["unless", "if", "when", "because", "but", "except", "or", "and"].contains(first),
              !(Gazetteers.isPersonName(first) && previous.first?.isUppercase == true),
              !words.contains(where: { ["was", "were", "had", "did", "went", "yesterday", "ago"].contains($0) }),
              // "Maya will win it. Watch me.": a forecast of someone else's, unless the speaker is its subject.
              ["i", "we", "i'll", "we'll", "ill"].contains(first) || !words.contains(where: { ["will", "won't", "wont"].contains($0) || $0.hasSuffix("'ll") }),
              !FeelingStatement.isStated(in: previous) else { return nil }
        return tidy(previous)
    }
    /// Subjects that make a rule someone else's news rather than the speaker's habit.
    static let othersSubjects: Set<String> = ["the", "it", "it's", "its", "that", "there", "there's", "he", "she", "they", "his", "her",
                                              "their", "he's", "she's", "they're", "you", "your"]
    /// Words that lead into a verdict after the aim ("that's still the, um, the non negotiable").
    /// What joins an aim to its verdict ("a house by thirty, that's the goal").
    private static let verdictJoins = CharacterSet(charactersIn: " ,;:-\u{2013}\u{2014}")
    static let verdictLeads: Set<String> = ["that's", "thats", "that", "is", "it's", "its", "still", "the", "um", "uh", "erm", "my", "a",
                                            "i'm", "im", ""]
    /// A promise to oneself, wherever it stands in the clause.
    static let selfPromises = ["i've promised myself", "ive promised myself", "i have promised myself",
                               // "twice a week no matter what, that's the deal i've made with myself".
                               "deal i've made with myself", "deal ive made with myself", "made a deal with myself",
                               "made myself a promise", "my promise to myself"]
    /// Openers that vow what follows (a promise to oneself is found anywhere, by `selfPromises`).
    static let vowOpeners = ["promised myself", "it's time i", "its time i", "it is time i", "it's time we", "its time we",
                             "wouldn't it be great if", "wouldnt it be great if", "would it not be great if",
                             "im giving myself till", "giving myself till", "i'm giving myself", "bucket list", "whatever it takes",
                             "no matter what it takes"]
    /// "no more putting it off", "no more excuses": emphasis, not a habit given up.
    static let emphaticNoMore: Set<String> = ["putting", "excuses", "waiting", "messing", "dithering", "faffing"]
    /// What a tired person just wants: rest, not an aim.
    static let restWishes: Set<String> = ["sleep", "cry", "scream", "hide", "curl", "lie", "sit", "rest", "disappear", "crawl", "switch"]

    /// A goal for a vow or a verdict; a thought for tiredness or someone's advice, which `classifyClause` then files as
    /// no aim at all; nil when neither is said. `said` is the clause as spoken, before softeners such as "just" are dropped.
    static func resolution(_ clause: String, lower: String, said: String) -> (type: NodeType, phrase: String)? {
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        while words.count > 2, fillers.contains(words[0]) || ["right", "like"].contains(words[0]) { words.removeFirst() }
        let spaced = " " + words.joined(separator: " ") + " "
        // "I just want to sleep for a week", "honestly i just want to cry": tiredness, not an aim.
        let asSaid = " " + said.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ").map { tidy(String($0)) }.joined(separator: " ") + " "
        for wish in [" i just want to ", " just want to ", " i only want to ", " i just wanna ", " just wanna "] {
            if let range = asSaid.range(of: wish), let next = asSaid[range.upperBound...].split(separator: " ").first,
               restWishes.contains(String(next)) { return (.thought, tidy(clause)) }
        }
        // "eight days no vape, i've promised myself that's me done": a promise to oneself anywhere in the clause.
        if selfPromises.contains(where: { spaced.contains(" " + $0 + " ") }) {
            return (.goal, tidy(clause))
        }
        // "auntie harjit keeps saying i should go back to college": someone else's advice.
        if spaced.contains(" keeps saying i should ") || spaced.contains(" keeps telling me to ") || spaced.contains(" always says i should ") {
            return (.thought, tidy(clause))
        }
        // "No more vaping.", "no more screaming at the weans in the morning": a habit given up for good.
        if words.count >= 3, words[0] == "no", words[1] == "more", words[2].count > 4, words[2].hasSuffix("ing"),
           !emphaticNoMore.contains(words[2]), !["morning", "evening", "nothing", "something", "everything"].contains(words[2]) {
            return (.goal, tidy(clause))
        }
        // "grant and me have been dodging the succession thing for years its time we sat down and sorted it": the vow
        // after what it answers, in a transcript with no full stop before it.
        for opener in ["its time we", "it's time we", "its time i", "it's time i"] {
            guard let range = spaced.range(of: " " + opener + " "), spaced[..<range.lowerBound].split(separator: " ").count >= 3 else { continue }
            let rest = spaced[range.upperBound...].split(separator: " ")
            if rest.count >= 3, rest[0].hasSuffix("ed") || ["sat", "got", "made", "put", "took", "did", "went", "sorted", "had"].contains(String(rest[0])) {
                return (.goal, tidy(clause))
            }
        }
        for opener in vowOpeners where spaced.hasPrefix(" " + opener + " ") {
            let rest = words.dropFirst(opener.split(separator: " ").count)
            guard rest.count >= 2 else { continue }
            return (.goal, tidy(clause))
        }
        // "Irish passports for the kids — this is the year", "the certificate before the summer no excuses".
        for verdict in aimVerdicts {
            guard let range = spaced.range(of: " " + verdict + " ") else { continue }
            let before = spaced[..<range.lowerBound].split(separator: " ")
            guard before.count >= 2 else { continue }
            // "the bus doesn't stop here from now on", "it's cash only from now on": news of others' rules is no habit of
            // the speaker's.
            if verdict.hasPrefix("from "), let subject = before.first, othersSubjects.contains(String(subject)) { continue }
            // The aim is what comes before its verdict: "a house of our own by thirty, that's the goal".
            let typed = clause.replacingOccurrences(of: "\u{2019}", with: "'")
            if let cut = typed.lowercased().range(of: verdict) {
                var headWords = String(typed[..<cut.lowerBound]).split(separator: " ").map(String.init)
                // "…four nights a week, that's still the, um, the non negotiable": the words leading into the verdict go too.
                while let last = headWords.last, Self.verdictLeads.contains(tidy(last.lowercased()).trimmingCharacters(in: .punctuationCharacters)) {
                    headWords.removeLast()
                }
                let head = tidy(headWords.joined(separator: " ").trimmingCharacters(in: verdictJoins))
                if head.split(separator: " ").count >= 2 { return (.goal, head) }
            }
            return (.goal, tidy(clause))
        }
        // "the weekly phone date is working and its staying", "Licence: full G, first try. Nothing less.": a verdict that
        // ends the clause.
        let plain = words.map { $0.trimmingCharacters(in: .punctuationCharacters) }
        let ending = plain.filter { !$0.isEmpty }
        for verdict in closingVerdicts {
            let parts = verdict.split(separator: " ").map(String.init)
            guard ending.count >= parts.count + 2, Array(ending.suffix(parts.count)) == parts,
                  !othersSubjects.subtracting(["the"]).contains(ending[0]), !speakers.contains(ending[0]) else { continue }
            return (.goal, tidy(clause))
        }
        // "oh and the swimming, the liffey swim in under forty five minutes, that's the real target": the aim, then its name.
        if let start = namedAim(in: plain), start >= 2 {
            let typed = clause.replacingOccurrences(of: "\u{2019}", with: "'")
            if let cut = typed.lowercased().range(of: " " + plain[start] + " " + plain[start + 1]) {
                let head = tidy(String(typed[..<cut.lowerBound]).trimmingCharacters(in: verdictJoins))
                if head.split(separator: " ").count >= 2 { return (.goal, head) }
            }
        }
        return nil
    }
}
