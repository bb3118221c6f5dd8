import Foundation

/// Decides when a goal or action said again is the one already in the graph, and which open goal a new action
/// belongs to — by their normalised content words, so "Renew my passport before Friday" restates
/// "renew the passport" and "book a venue for the retreat" is a step of "plan the retreat".
enum Rementions {
    /// Content words: lower case, no stop words, dates or fillers, plurals and -ing/-ed endings trimmed.
    /// The date phrase goes first, so "by 5 December" and "before december fifth" leave nothing behind.
    static func words(_ text: String) -> Set<String> {
        Set(keyedWords(text).map(\.key))
    }

    /// `words`' keys beside the words said for them ("planning" → "plan"), in the order said, so a key can be weighed by
    /// how rare its word is.
    static func keyedWords(_ text: String) -> [(said: String, key: String)] {
        // Accents folded: a transcript writes "krakow" and "oisin" for "Kraków" and "Oisín".
        var lower = Gazetteers.fold(text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'"))
        if let phrase = DueDates.resolve(in: lower, now: Date())?.phrase, !phrase.isEmpty {
            lower = lower.replacingOccurrences(of: phrase, with: " ")
        }
        lower = formCodes(gradeCodes(lower))
        return lower
            .split { !($0.isLetter || $0.isNumber || $0 == "'") }
            .map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : String($0) }
            .filter { !StopWords.english.contains($0) && !ignored.contains($0) && !DueDates.weekdays.contains($0) && !DueDates.months.contains($0) }
            .map { ($0, numerals[$0] ?? canonical(stem($0))) }
    }

    /// "N-400", "DD-214", "I-94", "W-2": a form's or a flight's code is one word ("n400"), not a letter and a number
    /// split apart (which no subject word keeps), so "N-400: pay the fee" and "N-400 in by spring" share it. Only one or
    /// two letters before the hyphen, none of them a word ("to-3", "sub-2" stay as said).
    static func formCodes(_ text: String) -> String {
        guard text.contains("-") else { return text }
        var said = Array(text)
        func isWordCharacter(_ index: Int) -> Bool { said.indices.contains(index) && (said[index].isLetter || said[index].isNumber || said[index] == "'") }
        var index = said.count - 1
        while index > 0 {
            defer { index -= 1 }
            guard said[index] == "-" else { continue }
            var lettersStart = index
            while lettersStart > 0, index - lettersStart < 2, said[lettersStart - 1].isASCII, said[lettersStart - 1].isLetter { lettersStart -= 1 }
            var digitsEnd = index + 1
            while digitsEnd < said.count, digitsEnd - index <= 4, said[digitsEnd].isASCII, said[digitsEnd].isNumber { digitsEnd += 1 }
            let letters = String(said[lettersStart..<index])
            guard !letters.isEmpty, digitsEnd > index + 1, !isWordCharacter(lettersStart - 1), !isWordCharacter(digitsEnd),
                  !StopWords.english.contains(letters), !ignored.contains(letters) else { continue }
            said.remove(at: index)
        }
        return String(said)
    }

    /// "a seven a", "the green six c plus", "7a": a grade said as a number and a letter is one code ("7a", "6c"), as a
    /// distance is ("10k", and "ten k" first, by `distanceCodes`), so "get that seven a" and "climb a 7a outside" share it.
    static func gradeCodes(_ text: String) -> String {
        let text = distanceCodes(text)
        guard text.contains(" a") || text.contains(" b") || text.contains(" c") else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var index = 0
        while index + 1 < words.count {
            let letter = words[index + 1].trimmingCharacters(in: .punctuationCharacters)
            let number = Int(words[index]).map(String.init) ?? numerals[words[index]]
            if let number, ["a", "b", "c"].contains(letter), Int(number).map({ (3...9).contains($0) }) == true,
               index + 2 >= words.count || !["day", "week", "month", "year", "side", "head", "piece", "time"].contains(words[index + 2]) {
                words[index] = number + letter
                words.remove(at: index + 1)
            }
            index += 1
        }
        return words.joined(separator: " ")
    }

    /// "twenty one k", "the ten k", "five km": a distance said in words is its code ("21k", "10k", "5k"), as it is
    /// written ("the Bristol 21K"), so the two share it.
    static func distanceCodes(_ text: String) -> String {
        guard text.contains(" k") else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var index = 0
        while index < words.count {
            let unit = words[index].trimmingCharacters(in: .punctuationCharacters)
            guard ["k", "km", "ks", "kms"].contains(unit), index > 0, let last = number(words[index - 1]) else { index += 1; continue }
            // "twenty one k": a tens word before the units word.
            if index > 1, last < 10, let tens = number(words[index - 2]), tens >= 20, tens % 10 == 0 {
                words.replaceSubrange((index - 2)...index, with: ["\(tens + last)k"])
                index -= 1
            } else {
                words.replaceSubrange((index - 1)...index, with: ["\(last)k"])
            }
        }
        return words.joined(separator: " ")
    }

    /// A number said in figures or in words ("21", "twenty", "five"), or nil: `numerals`, and the few a distance says
    /// that they leave out.
    private static func number(_ word: String) -> Int? {
        Int(word) ?? numerals[word].flatMap { Int($0) } ?? distanceOnlyNumbers[word]
    }
    private static let distanceOnlyNumbers: [String: Int] = ["one": 1, "sixteen": 16, "forty": 40, "sixty": 60]

    /// Numbers said as words, as figures: "band six" is "band 6", "ten minutes" is "10 minutes".
    static let numerals: [String: String] = [
        "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
        "eleven": "11", "twelve": "12", "fifteen": "15", "twenty": "20", "thirty": "30", "fifty": "50", "hundred": "100",
    ]

    /// Everyday words said several ways, by stem → one word for the group, so "convert the loft" restates
    /// "turn the loft…", "ring mum" is "call mum" and "reserve a table" is "book a table". Only words that mean
    /// the same act: opposites ("book"/"cancel") never share a group.
    static let synonymGroups: [[String]] = [
        ["turn", "convert", "transform"], ["fix", "repair", "mend"], ["buy", "purchase"], ["call", "ring", "phone"],
        ["email", "e-mail"], ["start", "begin"], ["book", "reserve"], ["finish", "complete"],
        ["organise", "organize", "arrange"], ["tidy", "declutter"], ["photo", "photograph", "picture", "pic"],
        ["kid", "kids", "children", "child"], ["mum", "mom", "mother"], ["dad", "father"], ["doctor", "gp"],
        ["flat", "apartment"], ["holiday", "vacation"], ["film", "movie"], ["bike", "bicycle"], ["car", "motor"],
    ]
    private static let synonyms: [String: String] = {
        var map: [String: String] = [:]
        for group in synonymGroups { for word in group { map[stem(word)] = stem(group[0]) } }
        return map
    }()
    static func canonical(_ stem: String) -> String { synonyms[stem] ?? stem }

    /// The words of what a stored goal or action says, without its marker: "Goal: turn the garden into a
    /// vegetable patch" and "I really want to turn the garden into a veg patch" are compared on
    /// "turn the garden into a … patch", not on "goal" or "want".
    static func contentWords(_ text: String) -> Set<String> {
        let said = UtteranceClassifier.classifyClause(UtteranceClassifier.tidy(text))
        return words(said.map { $0.type == .question ? text : $0.phrase } ?? text)
    }

    /// What a stored goal is about: its aim's own words (`contentWords`), and besides them the words of a heading it
    /// was said under ("Organic: three years of clean records and the plot can be certified. I want to start the clock
    /// this fall.") and, when the aim points back ("I want it", "I want it sold before the year is out"), those of what
    /// it points back to ("Beto's truck has sat under the carport for two years"). A task about the truck or the
    /// organic papers names what the aim's own words leave out.
    static func goalWords(_ content: String) -> Set<String> {
        var found = contentWords(content).union(headingOf(content))
        let clauses = Clauses.split(content)
        if let index = clauses.firstIndex(where: { UtteranceClassifier.classifyClause($0.text)?.type == .goal }), index > 0,
           let aim = UtteranceClassifier.classifyClause(clauses[index].text), OfflineExtractor.pointsBack(aim.phrase) {
            for clause in clauses[..<index] { found.formUnion(words(clause.text)) }
        }
        return found
    }

    /// The words of the heading a note opens with ("Car loan: $6,200 left" → car, loan; "Emergency fund — $9k by
    /// summer" → emergency, fund): one to four words before a colon or a dash, none of them a finite verb, less those
    /// that only say what kind of note follows ("Goal:").
    static func headingOf(_ text: String) -> Set<String> {
        let tidied = UtteranceClassifier.tidy(text)
        guard let mark = headingMarks.compactMap({ tidied.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
        let heading = String(tidied[..<mark.lowerBound])
        let said = heading.split(separator: " ")
        guard (1...4).contains(said.count), !said.contains(where: { UtteranceClassifier.finiteVerbs.contains($0.lowercased()) }) else { return [] }
        return words(heading).subtracting(headingWords)
    }

    /// What ends a note's heading: a colon, or a dash ("Family tree — back to 1800", "Family tree—back to 1800") or
    /// one set apart from the words ("Family tree - back to 1800", as a stored goal writes it); a hyphen inside a word
    /// ("Sub-2") is none. (A space before "—" is left on the heading, whose words are split on spaces.)
    static let headingMarks = [": ", "—", " – ", " - "]

    /// The one open goal a note's heading names: "Steps: 10k a day from now on" says "Goal: 8,000 steps a day" again,
    /// "Rehab: all 36 sessions" says "cardiac rehab, thirty six sessions" again. A heading says what the note is about,
    /// so a word of it that one open goal holds (in its aim, its own heading or what its aim points back to) and no
    /// other is that goal. A heading no goal or several hold says nothing.
    /// A heading that is a person ("Selam:", "Pog:") names whom, not which aim; a verb ("Book") names no thing; and a
    /// heading of several words ("Money home", "Practice test") names its goal only by two of them, as one common word
    /// ("home", "test") is shared by chance.
    /// For a task (`forTask`) the heading is read more strictly, as a task's words are not an aim's: an instruction
    /// ("Tell Gary:") says what to do, and the `people` the utterance names say whom; and an occasion a goal is only
    /// timed by ("eight kilos before Onam") is not what that goal is about ("Onam: book the hall" is no step towards
    /// the kilos).
    static func goalNamedByHeading(_ said: String, among goals: [Node], forTask: Bool = false, people: Set<String> = []) -> Node? {
        if forTask, let first = UtteranceClassifier.tidy(said).split(separator: " ").first,
           Gazetteers.instructionVerbs.contains(first.lowercased()) { return nil }
        let owners = possessiveNames(said)
        let heading = subjectWords(headingOf(said)).filter { !Gazetteers.isPersonName($0) && !owners.contains($0) && !people.contains($0) }
        guard !heading.isEmpty else { return nil }
        let needed = min(2, heading.count)
        let named = goals.filter { goal in
            guard !goal.completed, goal.type == .goal else { return false }
            var theirs = subjectWords(goalWords(goal.content))
            if forTask { theirs.subtract(timedBy(goal.content)) }
            return heading.filter { word in theirs.contains { alike(word, $0) } }.count >= needed
        }
        return named.count == 1 ? named[0] : nil
    }

    /// The occasions a text is timed by: the word after "before", "by", "until", "till" or "after" (past "the", "my",
    /// "our"), as `words` keys it ("before the wedding" → wedding).
    static func timedBy(_ text: String) -> Set<String> {
        let said = Gazetteers.fold(text.lowercased()).split { !$0.isLetter && $0 != "'" }.map(String.init)
        var found = Set<String>()
        for (index, word) in said.enumerated() where ["before", "by", "until", "till", "after"].contains(word) {
            var next = index + 1
            while next < said.count, ["the", "my", "our", "his", "her", "their"].contains(said[next]) { next += 1 }
            if next < said.count { found.formUnion(words(said[next])) }
        }
        return found
    }

    /// Headings that say what kind of note follows, not what it is about: "Goal:", "Confession:", "The dream:".
    static let headingWords: Set<String> = ["goal", "aim", "target", "plan", "dream", "idea", "confession", "note", "resolution",
                                            "reminder", "todo", "priority", "mission", "wish", "promise", "vow", "big", "next",
                                            "main", "new", "real", "one", "thing", "job", "project", "focus", "update"]

    static let ignored: Set<String> = [
        "my", "the", "a", "an", "some", "our", "his", "her", "their", "by", "before", "until", "tonight", "week",
        "weeks", "month", "months", "soon", "asap", "please", "finally", "definitely", "day", "days", "tomorrow",
        // Times said loosely, which DueDates leaves unresolved: "this spring", "someday", "at the weekend".
        "spring", "summer", "autumn", "winter", "year", "years", "weekend", "morning", "evening", "afternoon",
        "someday", "sometime", "eventually", "later", "early", "properly", "night", "nights",
        // Function words long enough to pass for a subject: "without tomasz translating" and "without touching the
        // card" share no subject.
        "without", "within", "whole", "towards", "through", "anymore",
        // How often, which names no subject: "every morning" and "thirty percent of every invoice" share nothing.
        "every", "each", "twice", "once", "times", "daily", "weekly", "already",
        // A transcript's hedges and fillers: "book the ferry like this week", "seriously".
        "like", "seriously", "literally", "actually", "basically", "um", "uh", "erm",
        // Parts of a period, left by a date said loosely: "by the end of March".
        "end", "middle", "beginning",
    ]

    /// A light stemmer: plural, -ing and -ed endings, then a final "e" and a doubled last consonant, so
    /// "cycling"/"cycle", "coding"/"code" and "planning"/"plan" share a stem; a final "y" is "i", so "story" and
    /// "stories", "study" and "studies" share one too.
    static func stem(_ word: String) -> String {
        var stem = word
        // At least three letters stay: "coding" → "cod", like "code" → "cod"; "sing" stays "sing".
        // "applied", "married", "tried out": -ied is -y ("applied"/"apply"), written "i".
        if word.count >= 6, word.hasSuffix("ied") { return String(word.dropLast(3)) + "i" }
        let singular = ["ss", "us", "is"].contains { word.hasSuffix($0) }  // "class", "bus", "analysis"
        for (suffix, minimum) in [("ing", 6), ("ed", 6), ("es", 6), ("s", 5)]
        where word.count >= minimum && word.hasSuffix(suffix) && !(suffix == "s" && singular) {
            stem = String(word.dropLast(suffix.count))
            break
        }
        if stem.count > 3, stem.hasSuffix("e") { stem.removeLast() }
        if stem.count > 3, let last = stem.last, stem.dropLast().last == last, !"aeiouls".contains(last), last.isLetter {
            stem.removeLast()
        }
        // "stories" → "stori" (its -es gone), "story" → "stori"; "day", "key" stay.
        if stem.count > 3, stem.hasSuffix("y") { stem = String(stem.dropLast()) + "i" }
        return stem
    }

    /// Whether two content words are one: equal stems, a clipped form and its full word ("veg"/"vegetable",
    /// "info"/"information", "uni"/"university" — the short one at least three letters and at most half the
    /// long one, so "car" is not "card"), or a one-letter spelling variant of a long word ("organise"/"organize",
    /// "colour"/"color"; six letters or more, so "lunch" is not "launch").
    static func alike(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        if derivedStem(a) == b || derivedStem(b) == a { return true }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        // A stem that lost its final "e" ("hom" for "home") begins compounds that are other things: "homestay" and
        // "homework" are not "home".
        let compound = !Gazetteers.commonWords.contains(short) && Gazetteers.commonWords.contains(short + "e") && long.hasPrefix(short + "e")
        if short.count >= 3, long.count >= 2 * short.count, long.hasPrefix(short), short.allSatisfy(\.isLetter), !compound { return true }
        return short.count >= 6 && long.count - short.count <= 1 && editDistanceIsAtMostOne(short, long)
    }

    /// Noun endings that make a verb's noun: "application" is "apply", "renewal" "renew", "payment" "pay",
    /// "preparation" "prepare". Only when at least four letters stay, so "station" or "mental" are left alone.
    static let derivations: [(suffix: String, restore: String)] = [
        ("ication", "y"), ("ation", "e"), ("ment", ""), ("al", ""), ("ance", ""), ("ence", ""),
    ]

    /// The verb's stem a derived noun's stem comes from ("application" → "apply"), or nil.
    static func derivedStem(_ word: String) -> String? {
        for (suffix, restore) in derivations where word.hasSuffix(suffix) && word.count - suffix.count >= 4 {
            return canonical(stem(String(word.dropLast(suffix.count)) + restore))
        }
        return nil
    }

    /// Jaccard similarity of two word sets, counting `alike` words as one.
    static func similarity(_ x: Set<String>, _ y: Set<String>) -> Double {
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        var matched = 0
        var unused = Array(y)
        for word in x {
            if let index = unused.firstIndex(where: { alike(word, $0) }) {
                matched += 1
                unused.remove(at: index)
            }
        }
        return Double(matched) / Double(x.count + y.count - matched)
    }

    /// Whether two goal/action phrases say the same thing: their content words, without intent markers, agree
    /// (Jaccard similarity ≥ 0.75, clipped forms and spelling variants counting as one word).
    static func same(_ a: String, _ b: String) -> Bool {
        similarity(contentWords(a), contentWords(b)) >= 0.75
    }

    /// The one open goal a new goal shares a subject word with ("i wanna get the app to a beta by june" and "ship my
    /// own little app this year"; "get that seven a" and "climb a 7a outside"): a pursuit said again in other words
    /// keeps its subject. Nil when none or more than one goal shares one, so two aims about one thing are never
    /// guessed between.
    static func soleGoalSharing(_ phrase: String, among goals: [Node]) -> Node? {
        // Only a thing named as known ("the app", "that seven a") points back: "get better at cooking proper meals"
        // shares "meal" with an earlier goal by chance.
        let subject = subjectWords(contentWords(phrase))
        let said = subject.union(determinedShortNouns(phrase)).intersection(definiteNouns(phrase).union(properNouns(phrase)))
        let named = goalsSharing(said, among: goals, atLeast: 1)
        if !named.isEmpty { return named.count == 1 ? named[0] : nil }
        // Two of its subject words at once are no chance ("the portfolio site is going live by the end of january" and
        // "get the portfolio site up"), even unnamed as known, as a transcript says them: when one open goal and no
        // other shares two, it is that goal. People and places count for nothing here: they are who and where.
        // The act is no subject either: "repaint the front fence" shares "repaint" and "fence" with "repaint the back
        // fence", yet only its fence.
        let things = subject.subtracting(actWord(phrase).map { [$0] } ?? []).filter { !Gazetteers.isPersonName($0) && !Gazetteers.isUnambiguousPlace($0) }
        let sharingTwo = goalsSharing(things, among: goals, atLeast: 2, withoutTheirAct: true)
        return sharingTwo.count == 1 ? sharingTwo[0] : nil
    }

    /// The open goals sharing at least `count` of `words` (not all of them people's names); with `withoutTheirAct`,
    /// not counting the word of a goal's act ("repaint" in "I want to repaint the back fence").
    private static func goalsSharing(_ words: Set<String>, among goals: [Node], atLeast count: Int, withoutTheirAct: Bool = false) -> [Node] {
        guard words.count >= count else { return [] }
        return goals.filter { goal in
            guard !goal.completed, goal.type == .goal else { return false }
            var theirs = contentWords(goal.content).filter { !verbs.contains($0) && !adverbParticles.contains($0) }
            if withoutTheirAct, let act = actWord(goal.content) { theirs.remove(act) }
            let shared = words.filter { word in theirs.contains { alike(word, $0) } }
            return shared.count >= count && !shared.allSatisfy(Gazetteers.isPersonName)
        }
    }

    /// The word of what a goal or task says is to be done, as `words` keys it: the first word of its phrase after an
    /// intent marker ("repaint" in "I want to repaint the back fence"), or a verb the lists know opening it ("get the
    /// greenhouse built"). Nil for a note that opens with its thing ("polytunnel greenhouse up by october").
    static func actWord(_ text: String) -> String? {
        let tidied = UtteranceClassifier.tidy(text)
        let phrase = UtteranceClassifier.classifyClause(tidied)?.phrase ?? tidied
        let split = { (text: String) in text.lowercased().split(whereSeparator: { !($0.isLetter || $0 == "'") }).map(String.init) }
        guard let word = split(phrase).first, !StopWords.english.contains(word), !determiners.contains(word) else { return nil }
        let afterMarker = split(tidied).first != word
        guard afterMarker || UtteranceClassifier.actionVerbs.contains(word) || UtteranceClassifier.goalVerbs.contains(word)
            || Gazetteers.instructionVerbs.contains(word) || Gazetteers.dualVerbs.contains(word) else { return nil }
        return numerals[word] ?? canonical(stem(word))
    }

    /// Names written with a capital inside a sentence ("Learn enough Rust…"): a named thing, not a chance word.
    static func properNouns(_ text: String) -> Set<String> {
        let tokens = text.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
        var found = Set<String>()
        for index in tokens.indices.dropFirst() where tokens[index].first?.isUppercase == true && tokens[index] != "I"
            && !tokens[index - 1].hasSuffix(".") {
            found.insert(canonical(stem(Gazetteers.fold(tokens[index].lowercased()))))
        }
        return found
    }

    /// Words named as already known, after "the", "that", "this", "those" or "these" ("the app", "that 7a").
    static func definiteNouns(_ text: String) -> Set<String> {
        let tokens = gradeCodes(Gazetteers.fold(text.lowercased())).split { !($0.isLetter || $0.isNumber || $0 == "'") }.map(String.init)
        var found = Set<String>()
        for index in tokens.indices.dropFirst() where ["the", "that", "this", "those", "these"].contains(tokens[index - 1]) {
            found.insert(numerals[tokens[index]] ?? canonical(stem(tokens[index])))
        }
        return found
    }

    /// Whether a task said again keeps its verb and object and most of what it named, with new words around them:
    /// "book the ferry for fontainebleau like this week it's only a month away" is "Book the ferry for the
    /// Fontainebleau trip". The same verb on the same thing, and at least three quarters of the earlier task's words
    /// said again — so "email the landlord about the deposit" is not "email the landlord about the boiler".
    static func sameTask(earlier: String, later: String) -> Bool {
        guard let first = head(earlier), let second = head(later), first.verb == second.verb, alike(first.object, second.object) else { return false }
        // The task is its first clause; what follows a comma is said about it ("…, Dmitri said he'd split it").
        func task(_ text: String) -> String { String(text.split(whereSeparator: { ",;".contains($0) }).first ?? Substring(text)) }
        let before = contentWords(task(earlier)), now = contentWords(later)
        guard before.count >= 2 else { return false }
        let kept = before.filter { word in now.contains { alike(word, $0) } }.count
        return Double(kept) >= 0.75 * Double(before.count)
    }

    /// An action's verb and the first word of its object ("book", "ferry" in "Book the ferry for the trip").
    static func head(_ text: String) -> (verb: String, object: String)? {
        guard let said = UtteranceClassifier.classifyClause(UtteranceClassifier.tidy(text)), said.type == .action else { return nil }
        let tokens = said.phrase.lowercased().split { !($0.isLetter || $0 == "'") }.map(String.init)
        guard let verb = tokens.first, UtteranceClassifier.actionVerbs.contains(verb) else { return nil }
        guard let object = tokens.dropFirst().first(where: { !determiners.contains($0) && !["a", "an", "some"].contains($0) }),
              object.count >= 3, !StopWords.english.contains(object) else { return nil }
        return (canonical(stem(verb)), canonical(stem(object)))
    }

    /// The open goal `action` works towards: the one whose subject words (not verbs; for the action's, four
    /// letters or more or a code like "10k") it shares most, relative to both sizes (cosine), so "sign up for
    /// the Leeds half marathon" goes to "run a half marathon" rather than to "plan the route for the half
    /// marathon training runs"; nil when none shares a word.
    /// With `wholly`, a goal's words are all it says, not only its aim's (`goalWords`): "Tavi has been obsessed with the
    /// telescope all winter. I want to take her somewhere properly dark…" is read for "take her somewhere properly
    /// dark", which points back to nothing, yet "order a star chart for the telescope" is a step of it.
    static func goal(for action: String, among goals: [Node], wholly: Bool = false) -> Node? {
        // Short words say little ("new", "dog"), but a code-like one ("10k", "b2") names the subject exactly.
        let named = determinedShortNouns(action)
        let subject = contentWords(action).filter { word in
            (word.count >= 4 || word.contains(where: \.isNumber) && word.contains(where: \.isLetter) || named.contains(word))
                && !verbs.contains(word) && !adverbParticles.contains(word)
        }
        guard !subject.isEmpty else { return nil }
        let owners = possessiveNames(action)
        var best: (score: Double, node: Node)?
        // Two goals sharing equally ("proper walking poles for the Taff Trail": "proper" with one goal, "trail" with
        // another) say nothing about which is meant: the link is left to the topic rules, not to the goals' order.
        var tied = false
        for goal in goals where !goal.completed && goal.type == .goal {
            let goalWords = (wholly ? words(goal.content) : goalWords(goal.content)).filter { !verbs.contains($0) && !adverbParticles.contains($0) }
            let sharedWords = subject.filter { word in goalWords.contains { alike(word, $0) } }
            let shared = sharedWords.count
            // Someone named in both says little on its own ("Pay Bartek back for the tickets" is no step of "chat with
            // Bartek's grandparents in Polish"): a shared person's name counts only beside a shared subject word.
            // A place named in both is where, not what: "Flights to Hanoi" is no step of "chat in Vietnamese by the time
            // we go to Hanoi" for the city alone.
            // A name written with a possessive ("Linh's cousin") is someone's, however rare the name.
            let theirOwners = possessiveNames(goal.content)
            guard shared > 0, !sharedWords.allSatisfy({ Gazetteers.isPersonName($0) || Gazetteers.isUnambiguousPlace($0) || owners.contains($0) || theirOwners.contains($0) }) else { continue }
            let score = Double(shared) / (Double(subject.count) * Double(max(goalWords.count, 1))).squareRoot()
            if let current = best?.score, abs(score - current) < 1e-9 {
                tied = true
            } else if score > best?.score ?? 0 {
                best = (score, goal)
                tied = false
            }
        }
        return tied ? nil : best?.node
    }

    /// Determiners before a noun: "the app", "my car", "our dog".
    static let determiners: Set<String> = ["the", "my", "our", "your", "this", "that", "his", "her", "their"]

    /// Three-letter words named as a thing after a determiner ("a domain for the app", "wash the van"): a short
    /// word says little on its own ("new", "big"), but one that a determiner makes a noun is the step's subject.
    static func determinedShortNouns(_ text: String) -> Set<String> {
        let tokens = text.lowercased().split { !($0.isLetter || $0 == "'") }.map(String.init)
        var found = Set<String>()
        for index in tokens.indices.dropFirst() where tokens[index].count == 3 && determiners.contains(tokens[index - 1])
            && !StopWords.english.contains(tokens[index]) && !ignored.contains(tokens[index]) {
            found.insert(canonical(stem(tokens[index])))
        }
        return found
    }

    /// Words that say a goal or task is being said again: "still need to make the tablet", "forgot the slime
    /// kits", "don't forget the booster", "I keep putting it off", "haven't booked it yet".
    static let cuePhrases = ["still", "forgot", "forget", "forgotten", "putting it off", "putting off", "put it off", "haven't",
                             "havent", "have not", "not yet", "again", "keep meaning to", "never got round", "never got around"]
    /// The cues' own words and fillers, which say nothing about the subject.
    static let cueWords: Set<String> = ["still", "forgot", "forget", "forgotten", "keep", "putt", "put", "haven't", "havent", "yet",
                                        "again", "ugh", "urgh", "argh", "trying", "try", "meaning", "mean", "round", "around", "never"]

    /// Whether `text` says something again ("still", "forgot", "keep putting it off").
    static func hasCue(_ text: String) -> Bool {
        let lower = " " + text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'") + " "
        let spaced = lower.map { $0.isLetter || $0 == "'" ? $0 : " " }
        let padded = " " + String(spaced).split(separator: " ").joined(separator: " ") + " "
        if cuePhrases.contains(where: { padded.contains(" " + $0 + " ") }) { return true }
        // Impatience with a need: "need to sort the ferry already", "just book the dentist already".
        return padded.hasSuffix(" already ") && (saysNeed(text) || padded.contains(" just "))
    }

    /// Words that say a task is not done yet: "still haven't bought the shoes", "keep putting it off", "not done yet".
    static let undonePhrases = ["still haven't", "still havent", "still have not", "haven't got round", "haven't gotten", "still need to",
                                "still gotta", "still have to", "keep putting", "still not done", "not done yet", "forgot to", "still didn't",
                                "didn't get round to", "didn't get around to", "did not get round to", "never got round to"]

    /// Whether `text` says a task is still to do.
    static func saysUndone(_ text: String) -> Bool {
        let lower = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if undonePhrases.contains(where: { lower.contains($0) }) { return true }
        // "Wetsuit still not bought", "the quote still isn't sent": a thing still not in a done state.
        let words = lower.split(separator: " ").map { UtteranceClassifier.tidy(String($0)) }
        for index in words.indices.dropFirst().dropLast() where words[index] == "not" || words[index] == "isn't" || words[index] == "hasn't" {
            guard words[index - 1] == "still" || words[index] == "not" && index >= 2 && words[index - 2] == "still" else { continue }
            let state = words[index + 1] == "been" && index + 2 < words.count ? words[index + 2] : words[index + 1]
            if UtteranceClassifier.doneParticiples.contains(state) || undoneStates.contains(state) { return true }
        }
        return false
    }

    /// Whether `text` names a task as not done yet, the thing to do said after it: "Still haven't signed up at the Pan
    /// Am", "still havent done kemis passport form", "Rego STILL not done", "Still not got the blood pressure monitor".
    /// Not a state or a pursuit still not reached ("i still haven't learnt the alto line", "still haven't heard back",
    /// "still not married").
    static func namesTaskUndone(_ text: String) -> Bool {
        let words = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ").map { UtteranceClassifier.tidy(String($0)) }
        for index in words.indices.dropLast() where words[index] == "still" {
            let next = words[index + 1]
            if ["haven't", "havent"].contains(next) || next == "have" && index + 2 < words.count && words[index + 2] == "not" {
                let at = index + (next == "have" ? 3 : 2)
                guard at < words.count, !notTasksUndone.contains(words[at]) else { continue }
                return at + 1 < words.count
            }
            if next == "not", index + 2 < words.count {
                let state = words[index + 2]
                if UtteranceClassifier.doneParticiples.contains(state) || undoneStates.contains(state) || state == "got" { return true }
            }
        }
        return false
    }

    /// What is still not so without being a task: hearing back, learning, deciding, feeling.
    static let notTasksUndone: Set<String> = ["been", "had", "heard", "learnt", "learned", "seen", "felt", "decided", "slept", "eaten",
                                              "the", "a", "any"]

    /// Done states besides the paperwork's ("bought", "written"): a thing still not in one is still to do.
    static let undoneStates: Set<String> = ["bought", "written", "ordered", "rung", "called", "emailed", "answered", "replied", "fixed",
                                            "done", "finished", "started", "arranged", "organised", "organized", "picked", "collected"]

    /// Whether an earlier task was someone else's and the later one says it is the user's own: "Still need to book Dr.
    /// Yoon for my own cleaning" is not "book Leo's dentist cleaning with Dr. Yoon".
    static func forSomeoneElse(_ earlier: String, said later: String) -> Bool {
        let lower = " " + later.lowercased().replacingOccurrences(of: "\u{2019}", with: "'") + " "
        guard [" my own ", " for me ", " for myself ", " me too ", " mine "].contains(where: lower.contains) else { return false }
        let owners = possessiveNames(earlier)
        return !owners.isEmpty && owners.isDisjoint(with: possessiveNames(later))
    }

    /// Words a restatement leans on that name nothing ("the X thing i mean i really want…").
    static let fillers: Set<String> = ["thing", "things", "stuff", "mean", "really", "still", "just", "gonna", "wanna", "want", "know",
                                       "kind", "sort", "pretty", "honestly", "even", "maybe", "this", "that", "time", "deadline"]

    /// Whether `text` names a pursuit as already known, "the X thing": "the tagalog thing i'm gonna learn ten words a
    /// week", "the hot chocolate thing".
    static func namesAThing(_ text: String) -> Bool {
        let tokens = text.lowercased().split { !($0.isLetter || $0 == "'" || $0 == "-") }.map(String.init)
        for end in tokens.indices where ["thing", "stuff"].contains(tokens[end]) {
            for start in max(0, end - 4)..<max(0, end - 1) where tokens[start] == "the" { return true }
        }
        return false
    }

    /// Words of a need or a slip rather than a wish: "still need to", "have to", "gotta", "haven't", "forgot".
    static let needPhrases = ["need to", "needs to", "have to", "has to", "got to", "gotta", "must", "haven't", "havent", "have not",
                              "forgot", "forget", "putting it off", "putting off", "put it off"]

    /// Whether `text` says something must still be done (not only wished for).
    static func saysNeed(_ text: String) -> Bool {
        let lower = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        let padded = " " + String(lower.map { $0.isLetter || $0 == "'" ? $0 : " " }).split(separator: " ").joined(separator: " ") + " "
        return needPhrases.contains { padded.contains(" " + $0 + " ") }
    }

    /// Words that name what a goal or task is about: not verbs or cue words; four letters or more, or a shorter
    /// word that is no everyday word ("nmc", "mot") or a code ("10k").
    static func subjectWords(_ words: Set<String>) -> Set<String> {
        words.filter { word in
            !verbs.contains(word) && !cueWords.contains(word) && !adverbParticles.contains(word)
                && (word.count >= 4 || word.count == 3 && !Gazetteers.commonWords.contains(word) && word.allSatisfy(\.isLetter)
                    || word.contains(where: \.isNumber) && word.contains(where: \.isLetter))
        }
    }

    /// When `text` carries a cue of saying-again, the open goal or action among `candidates` whose subject words it
    /// shares most (cosine of the two subject sets, at least 0.25): "ugh forgot the slime kits, order them tonight"
    /// is "order the slime kits off Amazon" said again, though "order them tonight" alone names nothing. Nil when
    /// none shares a subject word or two share it equally.
    static func restated(in text: String, among candidates: [Node], people: Set<String> = []) -> Node? {
        // "Twenty by December is still on" shares a month with many aims, and "…by the time Sela finishes school" a
        // person with others: neither says which aim is meant.
        let said = subjectWords(words(text)).subtracting(horizonWords).subtracting(people)
        guard !said.isEmpty else { return nil }
        var best: (score: Double, node: Node)?
        var tied = false
        for node in candidates where !node.completed && (node.type == .goal || node.type == .action) {
            let theirs = subjectWords(contentWords(node.content))
            let shared = said.filter { word in theirs.contains { alike(word, $0) } }.count
            guard shared > 0 else { continue }
            let score = Double(shared) / (Double(said.count) * Double(max(theirs.count, 1))).squareRoot()
            guard score >= 0.25 else { continue }
            if let current = best, abs(current.score - score) < 1e-9 {
                if current.node.id != node.id { tied = true }
            } else if score > best?.score ?? 0 {
                best = (score, node)
                tied = false
            }
        }
        return tied ? nil : best?.node
    }

    /// Words of a time or a horizon, which many aims share without being the same one (`words` already drops
    /// months and weekdays).
    static let horizonWords: Set<String> = Set([
        "year", "years", "month", "months", "week", "weeks", "summer", "winter", "spring", "autumn", "christmas", "easter",
        "weekend", "morning", "evening", "night", "time", "today", "tonight", "tomorrow", "next", "last",
    ].map { canonical(stem($0)) })

    /// The folded, stemmed words of the people `names` name ("Sela", "Nana Losa"), to leave out of a shared subject.
    static func personWords(_ names: [String]) -> Set<String> {
        Set(names.flatMap { $0.lowercased().split(separator: " ") }.map { canonical(stem(Gazetteers.fold(String($0)))) })
    }


    /// Words said with a possessive inside a sentence ("message Linh's cousin", "the garage at babcia's"), as `words`
    /// leaves them — capitalised, or in lower case when no everyday word: someone's name, though no list knows it.
    static func possessiveNames(_ text: String) -> Set<String> {
        let tokens = text.replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ")
        var found = Set<String>()
        for token in tokens.dropFirst() {
            let word = token.trimmingCharacters(in: .punctuationCharacters)
            guard word.hasSuffix("'s") else { continue }
            let owner = Gazetteers.fold(String(word.dropLast(2)).lowercased())
            // A transcript writes names in lower case: "the garage at babcia's" is someone's, "the dog's lead" is not.
            guard token.first?.isUppercase == true || !Gazetteers.commonWords.contains(owner) && owner.count >= 3 else { continue }
            found.insert(canonical(stem(owner)))
        }
        return found
    }

    /// Whether a later task names the earlier one's thing as known: the same verb on the same object, said first with
    /// "a" and now with "the" or "that" ("need to book a physio for my left calf…" → "Book the physio in Brunswick East
    /// for Tuesday"). The definite article points back at the one already said.
    static func namedAgain(earlier: String, later: String) -> Bool {
        guard let first = head(earlier), let second = head(later), first.verb == second.verb, alike(first.object, second.object) else { return false }
        func article(_ text: String, _ object: String) -> String? {
            let tokens = text.lowercased().split { !($0.isLetter || $0 == "'") }.map(String.init)
            guard let index = tokens.firstIndex(where: { canonical(stem($0)) == object }), index > 0 else { return nil }
            return tokens[index - 1]
        }
        return ["a", "an", "some", "another"].contains(article(earlier, first.object) ?? "")
            && ["the", "that"].contains(article(later, second.object) ?? "")
    }

    /// Particles of phrasal verbs, which name no subject: "pay Bartek back", "back up the laptop" and "get back
    /// into swimming" share only the verb's particle.
    static let adverbParticles: Set<String> = ["back", "away", "along", "round", "around", "down", "forward", "ahead"]

    /// Verbs, as `words` leaves them (stemmed, canonical), so they can be told from a goal's subject.
    static let verbs: Set<String> = Set(UtteranceClassifier.actionVerbs.union(UtteranceClassifier.goalVerbs)
        .union(["need", "want", "plan", "go", "read"]).map { canonical(stem($0)) })

    /// Levenshtein distance ≤ 1, for words whose lengths differ by at most one.
    private static func editDistanceIsAtMostOne(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        var i = 0, j = 0, edits = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if x.count == y.count { i += 1; j += 1 } else if x.count < y.count { j += 1 } else { i += 1 }
        }
        return edits + (x.count - i) + (y.count - j) <= 1
    }
}
