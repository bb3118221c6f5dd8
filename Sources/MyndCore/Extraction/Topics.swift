import Foundation

/// What a goal is about, however it is said: "get back into swimming", "swim a full kilometre" and "Swam 800
/// metres on Saturday" are all about swimming; "learn enough Polish…" and "Polish is still the big one" about
/// Polish. Word-overlap (`Rementions.same`) cannot see these as one, so re-mentions and goal linking fall back on
/// a shared topic — a small table of everyday pursuits (each with its word forms and the things that belong to
/// it: "10k", "parkrun", "deposit") plus every language the gazetteer knows.
///
/// Verb forms ("swim", "read", "run") are weak: they tie a goal to a goal or a progress report to a goal, but an
/// errand only links through a strong word — a noun or gerund ("swimming lesson", "running socks", "January's
/// book") — so "read the contract" never joins "read a book a month".
enum Topics {
    struct Found: Equatable {
        var strong: Set<String> = []
        var weak: Set<String> = []
        /// The topics each word named, one set a word: "worksheets" is one piece of evidence for a language, an exam
        /// or school, not three, so a goal that is both an exam and school gains nothing over a language goal.
        var strongWords: [Set<String>] = []
        var weakWords: [Set<String>] = []

        mutating func add(_ topics: Set<String>, strong isStrong: Bool) {
            guard !topics.isEmpty else { return }
            if isStrong {
                strong.formUnion(topics)
                strongWords.append(topics)
            } else {
                weak.formUnion(topics)
                weakWords.append(topics)
            }
        }
        var all: Set<String> { strong.union(weak) }
        /// Distances and events that tell two goals of one topic apart ("10k" vs "marathon").
        var specifiers: Set<String> = []
    }

    /// Topic → (strong words, weak words), read from `Resources/gazetteers/topics.txt` (embedded by
    /// `scripts/gazetteers --embed`): everyday pursuits and the domains of life people set goals in — a home to
    /// renovate, a trip, a language, a wedding — each with the tradespeople, materials, bookings, equipment and
    /// documents that serve it. Weak words are verbs and words with other everyday senses.
    static let table: [String: (strong: [String], weak: [String])] = parsed.table
    /// Topics that are domains rather than one pursuit (marked "@" in the file): they link an errand to the one open
    /// goal of the domain, but two goals of a domain ("finish the bathroom", "paint the kitchen") are never one goal.
    static let domains: Set<String> = parsed.domains
    /// Word edges trimmed of spaces and punctuation, but not the apostrophe of "mum's".
    private static let edgesButApostrophe = CharacterSet.whitespaces.union(.punctuationCharacters.subtracting(CharacterSet(charactersIn: "'")))

    private static let parsed: (table: [String: (strong: [String], weak: [String])], domains: Set<String>) = {
        var table: [String: (strong: [String], weak: [String])] = [:]
        var domains = Set<String>()
        for line in (EmbeddedGazetteers.all["topics"] ?? "").split(separator: "\n") where !line.hasPrefix("#") {
            let sides = line.split(separator: "=", maxSplits: 1)
            guard sides.count == 2 else { continue }
            var name = sides[0].trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("@") {
                name.removeFirst()
                domains.insert(name)
            }
            let words = sides[1].split(separator: "|", omittingEmptySubsequences: false)
            let strong = words[0].split(separator: " ").map { $0.lowercased() }
            let weak = words.count > 1 ? words[1].split(separator: " ").map { $0.lowercased() } : []
            let current = table[name] ?? ([], [])
            table[name] = (current.strong + strong, current.weak + weak)
        }
        return (table, domains)
    }()

    /// Word (or two words joined by "-", as "sheet-music") → the topics it names, each strong or weak.
    private static let lookup: [String: [(topic: String, strong: Bool)]] = {
        var map: [String: [(topic: String, strong: Bool)]] = [:]
        for (topic, words) in table {
            for word in words.strong { map[word, default: []].append((topic, true)) }
            for word in words.weak { map[word, default: []].append((topic, false)) }
        }
        return map
    }()

    /// The family of a kind-of topic ("music" for "music:piano", "language" for "language:polish"), or nil.
    static func family(_ topic: String) -> String? {
        topic.firstIndex(of: ":").map { String(topic[..<$0]) }
    }

    /// Words that open a clause saying when rather than what: "chat in Vietnamese by the time we go to Hanoi", "get
    /// the tones right before the trip", "finish the bathroom before Mere comes over from Auckland". What follows
    /// within a few words names no topic of the sentence.
    static let timeCues: Set<String> = ["before", "after", "until", "till", "til"]
    static let timeClauseLength = 4

    /// Words after "the half" that make it half of something rather than a half marathon ("the half of it").
    static let halfOf: Set<String> = ["of", "an", "a", "the", "hour", "hours", "term", "price", "time", "day", "year", "past", "way"]

    /// Words after a verb form that give it another sense ("run through the slides", "read over the contract").
    static let otherSenses: Set<String> = ["through", "by", "over", "out", "into", "up", "off", "late", "errands", "down", "past", "away"]
    /// Words before "book"/"books" that make it a book to read ("a book", "January's book", "one book a month").
    static let bookDeterminers: Set<String> = ["a", "the", "one", "this", "that", "next", "another", "every", "each", "new", "my", "first", "second", "more", "two", "three", "few"]
    /// Words after "book" that make a compound of it ("book club", "book fair").
    static let bookCompounds: Set<String> = ["club", "clubs", "fair", "shop", "shops", "store", "token", "tokens", "case", "shelf", "shelves", "keeping", "launch", "group"]
    /// Short things read in passing, which a form of "read" before them does not make a reading habit.
    static let shortReads: Set<String> = ["piece", "article", "articles", "post", "thread", "news", "email", "emails", "message",
                                          "messages", "contract", "letter", "report", "review", "menu", "paper", "papers"]
    /// Verbs that start a step towards a pursuit rather than the pursuit itself: "Plan the route for the half
    /// marathon training runs" is its own goal beside "run a half marathon".
    static let stepVerbs: Set<String> = ["plan", "organise", "organize", "arrange", "prepare", "research", "design", "build", "write", "create", "book", "set", "make", "find", "buy", "sort", "fix"]
    /// Words before "run" that make it a noun, the pursuit ("a long run", "my morning run", "the tempo run").
    static let runNounMakers: Set<String> = ["a", "the", "my", "our", "her", "his", "long", "longer", "morning", "evening", "tempo", "easy",
                                             "slow", "recovery", "weekend", "sunday", "saturday", "first", "next", "group", "trail",
                                             "training", "short", "hill", "interval", "fun", "dark", "early", "last", "daily", "practice"]
    /// Words that make the word before them the subject of a qualification ("electrician exam", "plumbing course").
    static let examHeads: Set<String> = ["exam", "exams", "test", "tests", "course", "courses", "certification", "certificate", "licence",
                                         "license", "apprenticeship", "qualification"]
    /// Words before "running" that make it a thing working or going on ("will be running", "how it runs").
    static let functioningLeads: Set<String> = ["be", "is", "it", "it's", "how", "get", "got", "keep", "keeps", "still", "been", "are"]
    /// Words after "run to" that make it an errand ("run to the bank", "run to a shop"), not a distance ("run to 10k").
    static let errandDeterminers: Set<String> = ["the", "a", "my", "our", "his", "her", "their", "tesco", "aldi", "lidl", "walgreens", "cvs"]
    /// Words near "visa" that make it the credit card ("pay off the visa", "the Visa rate", "visa balance").
    static let cardCues: Set<String> = ["pay", "paying", "paid", "off", "balance", "rate", "card", "credit", "interest", "apr", "debt", "transfer", "minimum"]
    /// Words near "card" that make it a credit card ("the cash for the card", "pay the card off").
    static let moneyCues: Set<String> = ["cash", "pay", "paying", "paid", "balance", "debt", "interest", "apr", "money", "owe"]
    /// Cards that are no debt ("a birthday card", "the gift card").
    static let cardKinds: Set<String> = ["birthday", "greeting", "greetings", "christmas", "thank-you", "gift", "sympathy", "get-well",
                                         "library", "sim", "memory", "business", "report", "flash", "bingo"]
    /// Distances and events that name one goal among several of a topic.
    static let specifierWords: Set<String> = ["marathon", "half-marathon", "ultra", "triathlon", "sprint", "mile", "miles", "km", "kilometre", "kilometres", "kilometer", "5k", "10k"]

    static func of(_ text: String) -> Found {
        var raw = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "-") }
            .map(String.init)
        // "couch to five k", "a 10 k": a distance said in two words is the code ("5k").
        var index = 0
        while index + 1 < raw.count {
            if raw[index + 1] == "k", let number = Int(raw[index]) ?? Rementions.numerals[raw[index]].flatMap({ Int($0) }) {
                raw[index] = "\(number)k"
                raw.remove(at: index + 1)
            }
            index += 1
        }
        var found = Found()
        var whenUntil = -1
        for (index, token) in raw.enumerated() {
            let possessive = token.hasSuffix("'s")
            let word = possessive ? String(token.dropLast(2)) : token
            let next = index + 1 < raw.count ? raw[index + 1] : ""
            let previous = index > 0 ? raw[index - 1] : ""
            if timeCues.contains(word) || word == "time" && previous == "the" && index >= 2 && raw[index - 2] == "by" {
                whenUntil = index + timeClauseLength
                continue
            }
            // "so she can book her flights", "so I can go to the wedding": what the errand is for says why, not what
            // it serves.
            if word == "so", ["she", "he", "they", "i", "we", "you"].contains(next), index > 0 {
                whenUntil = raw.count
                continue
            }
            if index <= whenUntil { continue }
            if specifierWords.contains(word) || word.first?.isNumber == true && word.hasSuffix("k") && word.count <= 4 {
                found.specifiers.insert(word)
            }
            // A language names a pursuit ("Polish", "Korean") of the language domain; English is too often just said in passing.
            if word.count >= 4, Gazetteers.languages.contains(word), !["english", "afar"].contains(word) {
                found.add(["language:" + word, "language"], strong: true)
                continue
            }
            // A country or city a goal goes to ("take the kids to Vietnam", "visit Kraków") is a weak tie to a trip; one
            // where something happens ("the half at the Melbourne marathon") is not.
            let folded = Gazetteers.fold(word)
            if ["to", "visit", "visiting"].contains(previous),
               Gazetteers.isUnambiguousPlace(folded)
                || !next.isEmpty && Gazetteers.places.contains(folded + " " + Gazetteers.fold(next)) {
                found.add(["travel"], strong: false)
            }
            // "the Hot Chocolate 15K", "a 7k": a distance in kilometres is a race to run ("a $200k loan" is money).
            if word.hasSuffix("k"), let distance = Int(word.dropLast()), (3...100).contains(distance),
               !["$", "£", "€"].contains(where: { text.contains($0 + word) }) {
                found.add(["run"], strong: true)
                continue
            }
            // "a long run", "the dark morning runs", "the 7-mile tempo run": running as a noun is the pursuit; the verb
            // has other senses ("run to the bank", "run the new circuits").
            if word == "run" || word == "runs", runNounMakers.contains(previous) || previous.hasSuffix("-mile") {
                found.add(["run"], strong: true)
                continue
            }
            // "the ute will be running by Christmas", "to see how it runs", "get the mower running": a machine working
            // or a thing going on, not the pursuit — unless the speaker is the one running ("I'll be running the half").
            if ["run", "runs", "running"].contains(word), functioningLeads.contains(previous),
               !raw[..<index].contains(where: { ["i", "i'm", "i'll", "we", "we're", "we'll", "i've", "me"].contains($0) }) { continue }
            // "run to the bank", "ran to the shop for milk": an errand, not a run.
            if ["run", "runs", "ran", "running"].contains(word), next == "to", index + 2 < raw.count, errandDeterminers.contains(raw[index + 2]) { continue }
            // "pay off the Visa", "move the visa balance over": a card named by its brand is a debt, not a travel document.
            if word == "visa", raw[max(0, index - 4)..<min(raw.count, index + 5)].contains(where: cardCues.contains) {
                found.add(["money"], strong: true)
                continue
            }
            // "we need the cash for the card", "pay the card off": a card near money is a debt; a birthday card is not.
            if word == "card", !cardKinds.contains(previous), raw[max(0, index - 4)..<min(raw.count, index + 5)].contains(where: moneyCues.contains) {
                found.add(["money"], strong: true)
                continue
            }
            if word == "book" || word == "books" {
                // "the book club", "a book token": something else than a book to read.
                if bookCompounds.contains(next) { continue }
                let counted = previous.first?.isNumber == true || DueDates.numberWords[previous] != nil || previous.hasSuffix("ty") || previous.hasSuffix("teen")
                if previous.hasSuffix("'s") || bookDeterminers.contains(previous) || counted { found.add(["read"], strong: true) }
                continue
            }
            // "run the half at the marathon", "New target for the half": the half is a half marathon.
            if word == "half", previous == "the", !halfOf.contains(next), next.first?.isNumber != true, DueDates.numberWords[next] == nil {
                found.add(["run"], strong: false)
                continue
            }
            // "the master electrician exam", "a plumbing course": a trade named before an exam or course is what the
            // exam is in, not work on a home.
            if examHeads.contains(next), lookup[word + "-" + next] == nil { continue }
            let third = index + 2 < raw.count ? raw[index + 2] : ""
            let entries = lookup[word + "-" + next + "-" + third] ?? lookup[word + "-" + next] ?? lookup[word] ?? []
            var strong = Set<String>(), weak = Set<String>()
            for entry in entries {
                // "read a long piece on housing", "read the article": reading something short is no reading habit.
                if entry.topic == "read", !entry.strong, raw[(index + 1)...].prefix(4).contains(where: shortReads.contains) { continue }
                if entry.strong { strong.insert(entry.topic) } else if !otherSenses.contains(next) { weak.insert(entry.topic) }
            }
            found.add(strong, strong: true)
            found.add(weak.subtracting(strong), strong: false)
        }
        return found
    }

    /// Whether two goals of a topic are told apart by what they aim at: both name a distance or event, and none
    /// in common ("run a 10k" and "run a marathon").
    static func conflict(_ a: Found, _ b: Found) -> Bool {
        !a.specifiers.isEmpty && !b.specifiers.isEmpty && a.specifiers.isDisjoint(with: b.specifiers)
    }

    /// Whether two texts name different kinds of one family and none in common ("Malayalam" and "Vietnamese",
    /// "piano" and "guitar"): they share the family's domain, but they are about different things.
    static func differentKinds(_ a: Found, _ b: Found) -> Bool {
        let mine = a.all.filter { family($0) != nil }, theirs = b.all.filter { family($0) != nil }
        for kind in mine {
            let family = family(kind)
            let others = theirs.filter { Topics.family($0) == family }
            if !others.isEmpty, mine.filter({ Topics.family($0) == family }).isDisjoint(with: others) { return true }
        }
        return false
    }

    /// The one open goal among `goals` that `text` shares a topic with; nil when none does or several do equally.
    /// `strongOnly`: an errand links only through a strong word of its own.
    /// `apartBySpecifier`: a distance or event that differs from a goal's keeps them apart ("ran a 5k" is not about
    /// "run a marathon"); a progress report asks again without it, as "did 5k without stopping" is a step towards
    /// "run 10k" when that is the only goal of the topic.
    /// `domains`: false when a goal is matched as said again — a domain ("home", "travel") holds many goals, so only a
    /// pursuit ("swim", "language:polish") makes two goals one.
    static func goal(for text: String, among goals: [Node], strongOnly: Bool, apartBySpecifier: Bool = true, domains useDomains: Bool = true) -> Node? {
        let said = of(text)
        // Each word is one piece of evidence, whatever number of topics it names.
        let mine = (strongOnly ? said.strongWords : said.strongWords + said.weakWords)
            .map { $0.filter { useDomains || !domains.contains($0) } }.filter { !$0.isEmpty }
        guard !mine.isEmpty else { return nil }
        // Ranked by topics shared, then by the subject words shared, then by the topics the goal names with a strong
        // word: "get better at cooking" is about cooking more surely than a goal that only says "cooked" in passing.
        // The words both name (places and people included) come before that: "a savings account for the Cebu trip"
        // serves "take the kids to Cebu" rather than "pay off the visa", though savings are money too.
        // A distance or event both name ("the fifteen k" and "the Hot Chocolate 15K") says which goal of the topic is meant.
        var best: (shared: Int, specific: Int, strong: Int, words: Int, node: Node)?
        var tied = false
        let words = Rementions.subjectWords(Rementions.contentWords(text))
        for goal in goals where goal.type == .goal && !goal.completed {
            let theirs = of(goal.content)
            let shared = mine.filter { !$0.isDisjoint(with: theirs.all) }.count
            guard shared > 0, !apartBySpecifier || !conflict(said, theirs), !differentKinds(said, theirs) else { continue }
            let strong = mine.filter { !$0.isDisjoint(with: theirs.strong) }.count
            let goalWords = Rementions.subjectWords(Rementions.contentWords(goal.content))
            let common = words.filter { word in goalWords.contains { Rementions.alike(word, $0) } }.count
            let specific = said.specifiers.intersection(theirs.specifiers).count
            if let current = best, (shared, specific, common, strong) == (current.shared, current.specific, current.words, current.strong) {
                tied = true
            } else if best.map({ (shared, specific, common, strong) > ($0.shared, $0.specific, $0.words, $0.strong) }) ?? true {
                best = (shared, specific, strong, common, goal)
                tied = false
            }
        }
        return tied ? nil : best?.node
    }

    /// How someone says a pursuit is going, wherever it stands in the sentence.
    static let progressPhrases = [
        "going well", "going great", "going slowly", "going better", "going ok", "going okay", "going badly", "going fine",
        "been going", "is sticking", "actually sticking", "'s sticking", "paying off", "on track with",
        // Habits kept or cut down: "still doing the no-phones thing", "down to two coffees", "three days in".
        "still doing the", "'s down to", "is down to", "days in", "weeks in", "which is a win",
    ]

    /// Words that close a task rather than report progress ("Applied for the band 6! Done!", "all sorted").
    static let completionSentences: Set<String> = ["done", "all done", "that's done", "job done", "done and dusted", "sorted", "all sorted",
                                                   "finally done", "ticked off", "tick", "finished", "all finished"]

    /// A report that something is finished: one of its sentences is just "Done!" or "all sorted". That is no step of
    /// progress to file against a goal (the user closes the goal; what was done is kept as the thought).
    static func isCompletion(_ text: String) -> Bool {
        text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .split { ".!\n".contains($0) }
            .map { $0.trimmingCharacters(in: Self.edgesButApostrophe) }
            .contains { completionSentences.contains($0) }
    }

    /// A report of progress: a thought that starts (after fillers or "I") with a past-tense verb ("Swam 800
    /// metres without stopping", "finally ran the whole loop", "I practised Polish for an hour").
    static func isProgressReport(_ text: String) -> Bool {
        // "learning Spanish is going slowly", "the running's been going great", "reading more is actually sticking".
        let lower = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if progressPhrases.contains(where: { lower.contains($0) }) { return true }
        var words = text.lowercased().split { !($0.isLetter || $0 == "'") }.map(String.init)
        while let first = words.first, ["i", "just", "finally", "today", "so", "um", "uh", "erm", "ok", "okay", "well", "also", "yesterday", "actually", "and", "we"].contains(first) {
            words.removeFirst()
        }
        guard let first = words.first, words.count >= 2 else { return false }
        if ["swam", "ran", "rode", "read", "did", "managed", "finished", "hit", "made", "went", "got"].contains(first) { return words[1] != "into" && words[1] != "out" }
        return first.count >= 5 && first.hasSuffix("ed")
    }
}
