import Foundation

/// Rule-based extraction: fast, local, deterministic — the default with no model, and the fallback when the
/// model's JSON is unusable.
///
/// People, places and organisations come from `EntityRecognizer` (gazetteers plus context: titles, possessives,
/// cue words, lower-case transcripts) and from names (or aliases) the graph already knows; projects from
/// "the X project" and organisation names;
/// goals, actions and questions from `UtteranceClassifier` per clause; facts from `FactRules`.
public struct OfflineExtractor: Extractor {
    public init() {}

    public func extract(_ utterance: String, graph: any GraphAccess) async -> Extraction {
        let known = (try? await graph.namedNodes(mentionedIn: utterance, limit: 20)) ?? []
        return extract(utterance, known: known)
    }

    /// Whether a task or aim points back within its first five words ("get that done", "i'm getting that back on the road").
    static func pointsBack(_ said: String) -> Bool {
        said.lowercased().split(separator: " ").prefix(5).contains { ["that", "it", "them", "this"].contains(UtteranceClassifier.tidy(String($0))) }
    }

    /// Whether a task is done again and again: "call Lola every Sunday", "read with Mila each night", "Sundays at Nonna's".
    static func saysRecurrence(_ said: String) -> Bool {
        let words = said.lowercased().split(separator: " ").map { UtteranceClassifier.tidy(String($0)).trimmingCharacters(in: .punctuationCharacters) }
        return UtteranceClassifier.namesRecurrence(words, loosely: true)
    }

    /// Compass words that name a district after a place ("Brunswick East", "Melbourne Central").
    static let compassWords: Set<String> = ["east", "west", "north", "south", "central"]

    /// The aim `AimScorer` hears in `utterance`, as its most aim-like clause, with leading fillers and a trailing name
    /// dropped; nil when it hears none, for feelings and a moment's comfort, which are never aims, and when the
    /// aim-like clause is about someone or something else. An occasion's word does not silence it: the filer files no
    /// event beside a goal.
    static func aimByHowItIsSaid(_ utterance: String, names: [String], scorer: AimScorer = .standard) -> String? {
        guard scorer.saysAnAim(utterance) || endsWithAnAimsTag(utterance) && !arrangesANearTime(utterance), !FeelingStatement.isStated(in: utterance),
              !wantsAMomentaryThing(utterance) else { return nil }
        let scored = Clauses.split(utterance).map { (text: $0.text, probability: scorer.probability($0.text)) }
        guard let bestIndex = scored.indices.max(by: { scored[$0].probability < scored[$1].probability }),
              case let best = scored[bestIndex].text,
              // "I want to say it was Tuesday": a hedge sounds like an aim and is none.
              !UtteranceClassifier.isHedge(best.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")) else { return nil }
        // "Car repair was $1,900. So — line of credit at zero by February instead.": news of something else may come
        // before the aim; only an aim-like clause that is itself about someone or something else is no aim.
        guard !(speaksOfSomethingElse(utterance) && speaksOfSomethingElse(best)) else { return nil }
        var phrase = NamePhrase.dropTrailingEntity(UtteranceClassifier.tidy(withoutLeadingFillers(UtteranceClassifier.tidy(best))), names: names)
        // "Karen Boyle says the corner stall might open up next year. I want it.": an aim that only points back keeps
        // what it points at, or the goal would read "I want it".
        if bestIndex > 0, isBarePointer(phrase), namesWhatIsPointedAt(scored[bestIndex - 1].text) { phrase = UtteranceClassifier.tidy(scored[bestIndex - 1].text) + ". " + phrase }
        // "Fieldwork: back to the Chania gauges in March. That's what I want.", "Malu. Wanted it since I was nineteen.
        // Before I'm 40": a verdict, a pointer or a deadline alone names no aim; the aim is what was said before it.
        else if bestIndex > 0, namesNothingOfItsOwn(phrase),
                let before = whatWasSaidBefore(scored[..<bestIndex].map(\.text), in: utterance, upTo: best) {
            phrase = before
        }
        return phrase.isEmpty ? nil : phrase
    }

    /// Tags that close an aim said again in a picture of it ("Daid coming through arrivals at Logan in his good cap —
    /// that's the plan.", "Thirteen point one along the prom without walking a step. Still on.", "twenty grand thats
    /// still the number"): the tag says what came before it is an aim, however it was put.
    static let aimTags: [String] = [
        "that's the plan", "still the plan", "that's the one", "that's the big one", "that's the deal",
        "that's what i'm after", "that's not changing", "that's still the number",
        "that's still the target", "that's still the rule", "that's still the goal", "that's the goal", "that's the target",
        "that's the dream",
    ]
    /// Tags that close an aim only as a clause of their own, after a break or "that's" ("— still on", "thats still on";
    /// "with his boots still on" is no tag).
    static let aimTagsAfterABreak: [String] = ["still on", "still happening"]

    /// Whether a day or a clock time pins what was said down ("Dinner at 7 then the cinema. That's the plan."): an
    /// evening's arrangement, not an aim, whatever tag closes it.
    static func arrangesANearTime(_ utterance: String) -> Bool {
        let words = utterance.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == ":") }.map(String.init)
        return UtteranceClassifier.namesSpecificDay(words) || DueDates.clock(in: words) != nil
    }

    /// Whether `utterance` ends with one of `aimTags` (written with or without apostrophes), with nothing said after it
    /// but a mark.
    static func endsWithAnAimsTag(_ utterance: String) -> Bool {
        var lower = utterance.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        while let last = lower.last, !(last.isLetter || last.isNumber) { lower.removeLast() }
        let spoken = lower.replacingOccurrences(of: "'", with: "")
        func ends(with tag: String) -> Bool {
            for (text, form) in [(lower, tag), (spoken, tag.replacingOccurrences(of: "'", with: ""))] where text.hasSuffix(form) {
                let before = text.dropLast(form.count)
                if before.isEmpty || before.last?.isLetter == false && before.last?.isNumber == false { return true }
            }
            return false
        }
        if aimTags.contains(where: ends(with:)) { return true }
        return aimTagsAfterABreak.contains { tag in
            guard lower.hasSuffix(tag) else { return false }
            let before = lower.dropLast(tag.count).trimmingCharacters(in: .whitespaces)
            return before.isEmpty || [",", ".", ":", ";", "-", "\u{2014}", "\u{2013}"].contains(String(before.suffix(1)))
                || before.hasSuffix("thats") || before.hasSuffix("that's")
        }
    }

    /// Whether an aim's phrase names nothing of its own: only a verdict ("That's what I want", "New rule", "that's
    /// still on", "That's the plan"), a pointer at someone ("I want her in", "That's on me, not her") or a bare
    /// deadline ("Before I'm 40", "before September"), with no word left that says what the aim is.
    static func namesNothingOfItsOwn(_ phrase: String) -> Bool {
        let lower = phrase.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if UtteranceClassifier.isBareDeadline(lower) { return true }
        let words = lower.split { !($0.isLetter || $0.isNumber || $0 == "'") }.map(String.init)
        guard !words.isEmpty, words.count <= 8 else { return false }
        return words.allSatisfy { word in
            word.first?.isNumber == true || StopWords.english.contains(word) || UtteranceClassifier.fillers.contains(word)
                || verdictWords.contains(word) || DueDates.weekdays.contains(word) || DueDates.months.contains(word)
        }
    }

    /// The words of a verdict on an aim, of a pointer at it and of a bare deadline that `StopWords.english` does not
    /// hold: what `namesNothingOfItsOwn` looks past, beside those.
    static let verdictWords: Set<String> = [
        "thats", "wanted", "im", "rule", "new", "number", "plan", "target", "goal", "aim", "line", "drawing", "asking",
        "deal", "dream", "promise", "happening", "sorted", "till", "until", "under", "years", "year", "months", "month",
        "weeks", "minimum", "whatever", "takes", "it'll", "gonna", "hour", "hours", "minutes", "days",
    ]

    /// What was said before an aim that names nothing of its own, from the start of the earliest of `clauses` to the
    /// end of `aim` as the utterance has it, taking clauses back from the aim while they hold 30 words or fewer; nil
    /// when they hold fewer than three words that are not fillers.
    static func whatWasSaidBefore(_ clauses: [String], in utterance: String, upTo aim: String) -> String? {
        var taken: [String] = []
        var count = 0
        for clause in clauses.reversed() {
            let words = clause.split(separator: " ").count
            if !taken.isEmpty, count + words > 30 { break }
            taken.insert(clause, at: 0)
            count += words
        }
        guard let first = taken.first, namesWhatIsPointedAt(taken.joined(separator: " ")),
              let start = utterance.range(of: first)?.lowerBound,
              let end = utterance.range(of: aim, range: start..<utterance.endIndex)?.upperBound else { return nil }
        return withoutLeadingFillers(UtteranceClassifier.tidy(String(utterance[start..<end])))
    }

    /// `text` without the fillers it opens with ("um so", "ok"), keeping at least two words.
    static func withoutLeadingFillers(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        while words.count > 2, UtteranceClassifier.fillers.contains(UtteranceClassifier.tidy(words[0].lowercased())) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// A short aim whose thing is only "it", "them", or "that" or "this" standing for a thing: "I want it", "I want that
    /// done this time"; not "really want that promotion".
    static func isBarePointer(_ phrase: String) -> Bool {
        let words = phrase.lowercased().split(separator: " ").map { UtteranceClassifier.tidy(String($0)).trimmingCharacters(in: .punctuationCharacters) }
        guard words.count <= 6 else { return false }
        return words.prefix(5).indices.contains { index in
            let next = index + 1 < words.count ? words[index + 1] : nil
            return ["it", "them"].contains(words[index])
                || ["that", "this"].contains(words[index]) && (next.map(pointerFollowers.contains) ?? true)
        }
    }

    /// Words after "that" or "this" that leave it standing for a thing: "I want that done", "I want this sorted by May".
    static let pointerFollowers: Set<String> = ["done", "sorted", "back", "fixed", "finished", "paid", "gone", "over", "off",
                                                "for", "by", "before", "to", "in", "on", "at", "now", "too", "again", "and", "so"]

    /// A clause before an aim that can be what the aim points at: a few words, not a filler ("um.", "right, so").
    static func namesWhatIsPointedAt(_ clause: String) -> Bool {
        UtteranceClassifier.tidy(clause).split(separator: " ").filter { !UtteranceClassifier.fillers.contains(UtteranceClassifier.tidy(String($0)).lowercased()) }.count >= 3
    }

    /// How sure `AimScorer` must be to overrule the rules' single task: on the development scripts the scorer was not
    /// trained on (train22–25), every task it scored this high was labelled an aim, and one at 0.89 was a task.
    static let sureAim = 0.9

    /// The one task in `result` as an aim, when the scorer is sure of one and no near day or weekday is said; nil
    /// otherwise, and never for a feeling.
    static func aimOverTask(_ utterance: String, result: Extraction, scorer: AimScorer = .standard) -> String? {
        guard result.utteranceType == .action, result.goals.isEmpty, result.actions.count == 1, let task = result.actions.first,
              scorer.probability(utterance) >= sureAim, !FeelingStatement.isStated(in: utterance) else { return nil }
        let words = utterance.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .split { !($0.isLetter || $0.isNumber || $0 == "'") }.map(String.init)
        guard !UtteranceClassifier.namesSpecificDay(words) else { return nil }
        return task
    }

    /// "I want a coffee", "honestly I just want a nap right now": wanting a moment's comfort is no aim.
    static func wantsAMomentaryThing(_ text: String) -> Bool {
        let words = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split { !($0.isLetter || $0 == "'" || $0 == "-") }
        for (index, word) in words.enumerated() where ["want", "wants", "wanted", "fancy"].contains(word) {
            let thing = words.dropFirst(index + 1).first { !momentaryOpeners.contains(String($0)) }
            if let thing, momentaryThings.contains(String(thing)) { return true }
        }
        return false
    }

    /// Words that may open a moment's comfort: "a nice hot bath", "another coffee".
    static let momentaryOpeners: Set<String> = ["a", "an", "some", "another", "one", "proper", "good", "quick", "long", "big",
                                                "hot", "cold", "stiff", "little", "nice"]

    static let momentaryThings: Set<String> = ["coffee", "tea", "cuppa", "nap", "drink", "beer", "wine", "pint", "snack", "biscuit",
                                               "break", "rest", "lie-in", "hug", "bath", "shower", "cry", "minute", "moment",
                                               "sleep", "takeaway", "pizza", "chocolate", "cigarette", "smoke"]

    /// "the weather is getting worse this year", "the kids are off till September": a statement about someone or
    /// something else, opening with its subject and verb and with no word of the speaker's in it, is no aim of theirs.
    static func speaksOfSomethingElse(_ text: String) -> Bool {
        let words = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .split { !($0.isLetter || $0 == "'") }.map(String.init)
        guard !words.contains(where: speakerWords.contains) else { return false }
        return words.drop(while: UtteranceClassifier.fillers.contains).prefix(4).contains(where: othersVerbs.contains)
    }

    static let speakerWords: Set<String> = ["i", "i'm", "im", "i'll", "i've", "ive", "i'd", "me", "my", "mine", "myself",
                                            "we", "we're", "we'll", "we've", "our", "ours", "us", "ourselves"]
    static let othersVerbs: Set<String> = ["is", "are", "was", "were", "isn't", "aren't", "wasn't", "has", "had", "will", "won't",
                                           "it's", "he's", "she's", "they're", "there's", "wants", "says", "keeps", "thinks", "reckons",
                                           "seems", "looks"]

    /// "brunswick east" in `utterance` for the known place key "brunswick": the place and its compass word.
    static func district(of key: String, in utterance: String) -> String? {
        let words = NameNormalizer.words(in: utterance)
        let placeWords = key.split(separator: " ").count
        guard placeWords > 0, words.count > placeWords else { return nil }
        for start in 0..<(words.count - placeWords) {
            let span = words[start..<(start + placeWords)].joined(separator: " ")
            let next = words[start + placeWords].lowercased()
            guard compassWords.contains(next), NameNormalizer.key(span) == key else { continue }
            return words[start...(start + placeWords)].map(\.titleCased).joined(separator: " ")
        }
        return nil
    }

    /// The pure part: `known` are graph nodes whose names occur in the utterance.
    public func extract(_ utterance: String, known: [Node]) -> Extraction {
        var result = Extraction(method: "offline")
        var taken = Set<String>()  // normalised names already assigned a type
        func add(_ name: String, _ type: NodeType) {
            let key = NameNormalizer.key(name)
            guard !key.isEmpty, !taken.contains(key) else { return }
            taken.insert(key)
            switch type {
            case .person: result.people.append(name)
            case .place: result.places.append(name)
            case .project: result.projects.append(name)
            default: break
            }
        }
        let found = EntityRecognizer.recognise(utterance)
        // "Cardiff" known, and "Cardiff Bay" or "National Museum Cardiff" said now: the longer name just said is the
        // place meant, not the known one inside it.
        let saidKeys = (found.places + found.people + found.organisations).map { " " + NameNormalizer.key($0) + " " }
        let placeKeys = (found.places + found.organisations).map { " " + NameNormalizer.key($0) + " " }
        var placeOverPerson = Set<String>()  // names the graph knows as someone, found now as a place
        // "Father Declan" known, and a bare "Declan" filed before: the longer name is who is meant.
        let knownPeople = known.filter { $0.type == .person }.map { NameNormalizer.key($0.content) }
        for node in known where node.type.isNamedEntity {
            let key = NameNormalizer.key(node.content)
            // "call mum" filed Mum; "Mum thinks…", "mum's birthday" name no one to file again: a relation said alone is
            // someone only where the recogniser found a cue this time.
            if node.type == .person, EntityRecognizer.kin.contains(key), !found.people.contains(where: { NameNormalizer.key($0) == key }) { continue }
            if node.type == .person, knownPeople.contains(where: { $0 != key && $0.hasSuffix(" " + key) }) { continue }
            // "Tariq" known, and "Tariq Haddad" said now: the full name just said is who is meant.
            // "Linh" known, and "Nguyen Thi Linh" said: given names come last in some orders.
            if node.type == .person, !key.isEmpty,
               found.people.contains(where: { NameNormalizer.key($0).hasPrefix(key + " ") || NameNormalizer.key($0).hasSuffix(" " + key) }) { continue }
            // "Brunswick" known, and "brunswick east" said: a compass word after a place names the district.
            if node.type == .place, let district = Self.district(of: key, in: utterance) {
                add(district, .place)
                continue
            }
            if node.type == .place, !key.isEmpty, saidKeys.contains(where: { $0 != " \(key) " && $0.contains(" \(key) ") }) { continue }
            // "Park" known as someone, and "Thomson Park" said now: the name is part of the place just said, not him.
            // "Kenny Park" filed as someone once, and said now where the recogniser finds the place: the place is meant.
            // (A one-word name the recogniser also reads as a place, "Sofia scored", stays the one the graph knows.)
            if node.type == .person, !key.isEmpty,
               placeKeys.contains(where: { $0 != " \(key) " && $0.contains(" \(key) ") || $0 == " \(key) " && key.contains(" ") }) {
                placeOverPerson.insert(key)
                continue
            }
            // "School" known (from "in the School of…"), and "after school" said now: a place named by an everyday word
            // is that place only where it is written as a name, not at a sentence's start.
            if node.type == .place, Gazetteers.commonWords.contains(key), (Gazetteers.wordZipf[key] ?? 0) >= 4, !EntityRecognizer.isKnownPlace(key),
               !EntityRecognizer.tokenise(utterance).contains(where: { $0.word == node.content && !$0.atSentenceStart }) { continue }
            add(node.content, node.type)
        }
        let knownKeys = Set(known.flatMap { [$0.content] + NameNormalizer.aliases(of: $0) }.map(NameNormalizer.key))
        for match in Patterns.project.matches(in: utterance) { add(match, .project) }
        // Organisations are filed as projects, never as people.
        for name in found.organisations where !knownKeys.contains(NameNormalizer.key(name)) { add(name, .project) }
        // "Kerala Stores" known and said again, and the recogniser finds only "kerala" in it now: the known place is meant.
        let knownPlacesSaid = result.places.map { " " + NameNormalizer.key($0) + " " }
        for name in found.places where !knownKeys.contains(NameNormalizer.key(name)) || placeOverPerson.contains(NameNormalizer.key(name)) {
            let key = " " + NameNormalizer.key(name) + " "
            if knownPlacesSaid.contains(where: { $0 != key && $0.contains(key) }) { continue }
            add(name, .place)
        }
        for name in found.people where !knownKeys.contains(NameNormalizer.key(name)) { add(name, .person) }

        let entityNames = result.people + result.places + result.projects
        var lastGoal: String?
        var previousClause: (text: String, filed: Bool)?
        /// The clauses said since the last one filed, in order.
        var unfiledBefore: [String] = []
        // "Sleep rule on the road: in the bunk by 10, phone in the cab": a rule of one's own is one aim, its terms no tasks.
        let rule = UtteranceClassifier.ruleForMyself(utterance)
        if let rule, !FeelingStatement.isStated(in: utterance) {
            result.utteranceType = .goal
            result.goals = [rule]
        }
        for clause in rule == nil ? Clauses.split(utterance) : [] {
            var found = UtteranceClassifier.classifyClause(clause.text)
            // "Wetsuit still not bought. Saturday, definitely.", "Didn't get round to the Halfords booking. Tomorrow.":
            // a day said alone after a thing still undone is when it will be done.
            if found == nil, let previous = previousClause, !previous.filed, Rementions.saysUndone(previous.text),
               UtteranceClassifier.isBareDay(clause.text) {
                found = (.action, UtteranceClassifier.tidy(previous.text))
            }
            // "Autopac renewal for the car — by Friday.": a near deadline said alone after a thing makes it a task.
            if found == nil, let previous = previousClause, !previous.filed, UtteranceClassifier.isBareDeadline(clause.text),
               UtteranceClassifier.namesAThing(previous.text) {
                found = (.action, UtteranceClassifier.tidy(previous.text))
            }
            // "One-eighty average this season. Mark my words.": a vow said alone makes the sentence before it the aim.
            if found == nil, result.goals.isEmpty, let previous = previousClause, !previous.filed,
               UtteranceClassifier.isBareVow(clause.text), let aim = UtteranceClassifier.vowedAim(previous.text) {
                found = (.goal, aim)
            }
            // "I want to video call Lola every Sunday. Every single one, whatever shift I'm on.": a habit held to whatever
            // comes makes the recurring task just said a goal.
            if found == nil, result.goals.isEmpty, let previous = previousClause, previous.filed, let task = result.actions.last,
               UtteranceClassifier.isHabitVow(clause.text), Self.saysRecurrence(task) {
                result.actions.removeLast()
                result.goals.append(task)
                if result.utteranceType == .action, result.actions.isEmpty { result.utteranceType = .goal }
                previousClause = (clause.text, true)
                unfiledBefore = []
                continue
            }
            defer {
                previousClause = (clause.text, found.map { $0.type == .goal || $0.type == .action } ?? false)
                unfiledBefore = previousClause?.filed == true ? [] : unfiledBefore + [clause.text]
            }
            guard let found else { continue }
            // "Still haven't bought running shoes. Doing it this weekend.": the clause before says what "it" is. When
            // that clause was a task already ("Book the vet. Don't forget it."), this one adds nothing.
            var said = found.phrase
            if found.type == .action, UtteranceClassifier.pointsBack(clause.text.lowercased()) {
                if let previous = previousClause {
                    if previous.filed { continue }
                    said = UtteranceClassifier.tidy(previous.text)
                } else if UtteranceClassifier.isBareTodo(clause.text.lowercased().split(separator: " ").map { UtteranceClassifier.tidy(String($0)) }) {
                    // "Still to do." alone names nothing to do.
                    continue
                }
            }
            // "Sister Ngozi asked me to finish the audit by Friday, so I have to get that done": what a short task points
            // at was filed from the clause just before; it is not a second task.
            if found.type == .action, previousClause?.filed == true, said.split(separator: " ").count <= 4, Self.pointsBack(said) {
                continue
            }
            // "my grandad's old honda, i'm getting that back on the road": an aim that points back keeps what it points at.
            if found.type == .action || found.type == .goal, let context = clause.context, Self.pointsBack(said) {
                said = UtteranceClassifier.tidy(context) + ", " + said
            } else if found.type == .goal, let previous = previousClause, !previous.filed, Self.isBarePointer(said), Self.namesWhatIsPointedAt(previous.text) {
                // "New corrugated sheets before June. I want it done this time.": the same, a sentence before.
                said = UtteranceClassifier.tidy(previous.text) + ". " + said
            } else if found.type == .goal, result.goals.isEmpty, Self.namesNothingOfItsOwn(said),
                      let before = Self.whatWasSaidBefore(unfiledBefore, in: utterance, upTo: clause.text) {
                // "Bridge to Brisbane — I'm doing the 10k this year. Goal is under an hour.": the same for a verdict or a
                // bare deadline, with everything said since the last thing filed.
                said = before
            }
            // "Halfords on Wilmslow Road - book the bike in": the task keeps the topic its note named.
            if found.type == .action || found.type == .goal, let topic = clause.topic, said == found.phrase,
               NameNormalizer.key(topic) != NameNormalizer.key(said) {
                said = topic + " - " + said
            }
            let phrase = found.type == .question ? said : NamePhrase.dropTrailingEntity(said, names: entityNames)
            guard !phrase.isEmpty else { continue }
            if result.utteranceType == .thought { result.utteranceType = found.type }
            switch found.type {
            case .goal:
                // "Need to get that emergency fund going. Three months of bills, that's the target.", "i'd give anything to
                // cook proper nigerian food, and learn it off her while she's over": a clause that names the aim just said
                // as the aim, or carries it on with "it", is that aim, not another.
                if lastGoal != nil, UtteranceClassifier.carriesOnTheAim(clause.text) { continue }
                result.goals.append(phrase)
                lastGoal = phrase
            case .action:
                result.actions.append(phrase)
                if let goal = lastGoal, clause.followsOn {
                    result.relations.append(.init(from: goal, to: phrase, type: .hasAction))
                }
            case .question: result.questions.append(phrase)
            default: break
            }
            for project in result.projects where Patterns.belongsTo(project: project, in: clause.text) {
                result.relations.append(.init(from: phrase, to: project, type: .partOf))
            }
        }
        // "Walking shoes — proper ones. Guildford mall Saturday.", "Gogo's blood pressure pills — Clicks, Monday.": a thing
        // noted with where and the day to get it is an errand.
        if rule == nil, result.utteranceType == .thought, result.goals.isEmpty, result.actions.isEmpty, result.questions.isEmpty,
           let errand = UtteranceClassifier.errandNote(utterance) {
            result.actions.append(NamePhrase.dropTrailingEntity(errand, names: entityNames))
            result.utteranceType = .action
        }
        // "Sam asked me to cover his shift on Saturday but I'm saying no": a request turned down is no task of the speaker's.
        if UtteranceClassifier.turnsDown(utterance) {
            result.actions.removeAll { action in
                let lower = " " + action.lowercased() + " "
                return [" asked me to ", " asked us to ", " wants me to ", " wants us to "].contains(where: lower.contains)
            }
            if result.actions.isEmpty, result.goals.isEmpty, result.utteranceType == .action { result.utteranceType = .thought }
        }
        // "Pastor Kunle asked if I'd do the reading. Told him yes.": the request said yes to is the task.
        if result.actions.isEmpty, result.goals.isEmpty, let accepted = UtteranceClassifier.acceptedRequest(utterance) {
            result.actions.append(NamePhrase.dropTrailingEntity(accepted, names: entityNames))
            if result.utteranceType == .thought { result.utteranceType = .action }
        }
        // "still on the spanish thing", "down eight pounds, keep going": an aim said in a way no rule lists, heard by how
        // it is said. Only where the rules found no kind; never a feeling.
        if result.utteranceType == .thought, let aim = Self.aimByHowItIsSaid(utterance, names: entityNames) {
            result.goals.append(aim)
            result.utteranceType = .goal
        }
        // "i really want to ship centavo like actual people downloading it off the app store", "I'm going to learn it":
        // a single task the rules read from an errand's verb is the speaker's aim when the whole utterance sounds
        // like one beyond doubt and no near day pins it down (a day makes it the next step).
        if let aim = Self.aimOverTask(utterance, result: result) {
            result.actions = []
            result.relations.removeAll { $0.type == .hasAction }
            result.goals = [aim]
            result.utteranceType = .goal
        }
        if result.utteranceType == .thought {
            for project in result.projects where Patterns.belongsTo(project: project, in: utterance) {
                result.relations.append(.init(from: Extraction.utteranceRef, to: project, type: .partOf))
            }
        }
        // Feelings are never goals or tasks, whatever verbs come with them (the filer holds a model's extraction to the
        // same rule).
        if FeelingStatement.isStated(in: utterance) {
            result.goals = []
            result.actions = []
            result.relations.removeAll { $0.type == .hasAction }
            if result.utteranceType == .goal || result.utteranceType == .action { result.utteranceType = .thought }
        }
        result.facts = FactRules.facts(in: utterance, people: result.people)
        // "Alice is my sister" names a person even at the start of a sentence.
        for fact in result.facts where fact.category == .relationship && NameNormalizer.key(fact.subject) != "user" {
            add(fact.subject, .person)
        }
        return result
    }
}

/// The regular expressions of the rules, compiled once.
enum Patterns {
    static let name = #"[A-Z][\p{L}'’-]*(?: [A-Z][\p{L}'’-]*){0,2}"#
    static let project = Rule(#"(?i)\bthe ((?:[\p{L}\d'’-]+ ){0,2}[\p{L}\d'’-]+) project\b"#)
    /// Whether the clause says the work belongs to the project ("for the garden project", "on Apollo").
    static func belongsTo(project: String, in text: String) -> Bool {
        let lower = text.lowercased()
        let name = project.lowercased()
        return ["for the \(name)", "on the \(name)", "part of the \(name)", "for \(name)", "on \(name)", "part of \(name)"]
            .contains { lower.contains($0) }
    }

    /// One compiled regex; `matches` returns the first capture group of each match.
    struct Rule: @unchecked Sendable {
        let regex: NSRegularExpression
        init(_ pattern: String) { regex = try! NSRegularExpression(pattern: pattern) }
        /// Whether the pattern occurs anywhere in `text`.
        func occurs(in text: String) -> Bool {
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        func matches(in text: String) -> [String] {
            let range = NSRange(text.startIndex..., in: text)
            return regex.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
    }
}
