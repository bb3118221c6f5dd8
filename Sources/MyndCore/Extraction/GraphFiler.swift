import Foundation
import Logging

/// What filing an extraction did to the graph and memory — returned to the caller (`mynd ask --json` prints
/// it) and used by the offline responder to say what was captured.
public struct FiledExtraction: Sendable {
    public struct Filed: Hashable, Sendable {
        public var node: Node
        /// False when the graph already had this person/place/project.
        public var isNew: Bool
    }
    public var utterance: Node
    public var extraction: Extraction
    /// People, places and projects, deduplicated against the graph.
    public var entities: [Filed]
    /// Goals, actions and questions other than the utterance itself.
    public var items: [Filed]
    public var edges: [Edge]
    public var facts: [FactOutcome]
    /// Relations whose ends matched nothing that was extracted (kept here and logged, not dropped silently).
    public var unresolved: [Extraction.Relation]
    /// The open goal the utterance reports progress on ("Swam 800 metres without stopping"), touched; the goal links to
    /// the report (`relatesTo`), which files nothing of its own.
    public var progressOn: Node? = nil

    /// Every node the exchange created or touched, utterance first.
    public var nodes: [Node] { [utterance] + entities.map(\.node) + items.map(\.node) + (progressOn.map { [$0] } ?? []) }
}

/// Files an `Extraction` into the graph: entities through `GraphAccess.add` (which deduplicates them),
/// extra goals/actions/questions as new nodes, the relations as edges, the facts into long-term memory.
/// Every entity and item not otherwise linked from the utterance gets a `mentions` edge from it.
public struct GraphFiler: Sendable {
    public var graph: any GraphAccess
    public var memory: MemoryStore
    public var logger: Logger
    /// The user's time zone, in which "tomorrow" and "Friday" are resolved.
    public var timeZone: TimeZone

    /// Asked whether a goal the rules took a goal phrase to say again is likely enough that goal; below its threshold
    /// the phrase is filed as a goal of its own (nil: the rules alone, as `RestatementTraining` files the scripts).
    var restatementVeto: RestatementScorer? = .veto
    /// Told of every goal the rules took a goal phrase to say again, with the open goals and the one chosen
    /// (`RestatementTraining`).
    var markObserver: (@Sendable (_ said: String, _ phrase: String, _ goals: [Node], _ chosen: Node) -> Void)?
    /// Asked, when the rules find no goal or task a phrase says again, whether one it shares rare words with is said
    /// again all the same (nil: the rules alone).
    var restatementLinker: RestatementLinker? = .embedded
    /// Told, when the rules find no goal or task a phrase says again, of what was said and the open ones of its type
    /// (`RestatementTraining`).
    var linkObserver: (@Sendable (_ said: String, _ candidates: [RestatementLinker.Candidate]) -> Void)?
    /// Asked whether a new task the rules tied to an open goal is likely enough to serve it; below its threshold the task
    /// stays on its own (nil: the rules alone).
    var goalLinkVeto: RestatementScorer? = GoalLinkScorer.embedded
    /// Told of every link the rules would make from an open goal to a new task, with its measures: with a veto, each goal
    /// weighed until one passes; without one (`RestatementTraining`), every rule's goal.
    var goalLinkObserver: (@Sendable (_ action: Node, _ goal: Node, _ features: [Double]) -> Void)?

    public init(graph: any GraphAccess, memory: MemoryStore, logger: Logger = Logger(label: "mynd.extraction"), timeZone: TimeZone = .current) {
        self.graph = graph
        self.memory = memory
        self.logger = logger
        self.timeZone = timeZone
    }

    public func file(_ extraction: Extraction, utterance: Node, now: Date) async throws -> FiledExtraction {
        var extraction = extraction
        // Feelings are never turned into tasks, whoever extracted them (a model may read "I don't want to talk to
        // anyone" as a to-do): the utterance stays a thought.
        if FeelingStatement.isStated(in: utterance.content) {
            extraction.goals = []
            extraction.actions = []
            if extraction.utteranceType == .goal || extraction.utteranceType == .action { extraction.utteranceType = .thought }
        }
        // The utterance was committed typed by a quick reading of it whole (`UtteranceClassifier.classify`), before it
        // was extracted. When the extraction files no item of that type ("…so i want to take my mother back to zahle"
        // was stored as a task while the extractor found the aim and no task), the stored type names nothing that was
        // said, and would stand beside the item found as a task or an aim of its own: the utterance takes the
        // extraction's type instead, and so stands for what was found.
        var utterance = utterance
        if utterance.type == .action, extraction.actions.isEmpty, extraction.utteranceType == .goal {
            utterance = try await graph.annotate(utterance.id, type: extraction.utteranceType, metadata: [:], touchedAt: nil) ?? utterance
        }
        var filed = FiledExtraction(utterance: utterance, extraction: extraction, entities: [], items: [], edges: [], facts: [], unresolved: [])
        var refs: [String: NodeID] = [Extraction.utteranceRef: utterance.id]
        let confidence = extraction.method.hasPrefix("model") ? 0.8 : 0.6

        for (names, type) in [(extraction.people, NodeType.person), (extraction.places, .place), (extraction.projects, .project)] {
            for name in names {
                let proposed = Node(type: type, content: name, createdAt: now, source: .inferred, confidence: confidence)
                let stored = try await graph.add(proposed)
                refs[NameNormalizer.key(name)] = stored.id
                refs[NameNormalizer.key(stored.content)] = stored.id
                if !filed.entities.contains(where: { $0.node.id == stored.id }) {
                    filed.entities.append(.init(node: stored, isNew: stored.id == proposed.id))
                }
            }
        }
        // The utterance node stands for the first goal/action/question only when its stored type agrees; when a
        // model types the utterance differently, that item becomes its own node so nothing is lost.
        if let primary = extraction.primaryPhrase, extraction.utteranceType == utterance.type {
            if let existing = try await saidAgain(primary, type: utterance.type, in: utterance, extraction: extraction,
                                                  progressMayRestate: true, now: now) {
                // Said again: the goal already in the graph is touched; the utterance stays, verbatim, as a thought.
                let due = DueDates.resolve(in: utterance.content, now: now, timeZone: timeZone)
                let touched = try await graph.annotate(existing.id, type: nil, metadata: due.map { [DueDates.key: $0.value] } ?? [:], touchedAt: now) ?? existing
                filed.utterance = try await graph.annotate(utterance.id, type: .thought, metadata: [Self.restatesKey: existing.id.rawValue], touchedAt: nil) ?? utterance
                refs[NameNormalizer.key(primary)] = existing.id
                filed.items.append(.init(node: touched, isNew: false))
            } else {
                refs[NameNormalizer.key(primary)] = utterance.id
                if utterance.type != .question, let due = taskDue(in: utterance.content, type: utterance.type, now: now) {
                    filed.utterance = try await graph.annotate(utterance.id, type: nil, metadata: [DueDates.key: due.value], touchedAt: nil) ?? utterance
                }
            }
        }
        for (phrases, type) in [(extraction.goals, NodeType.goal), (extraction.actions, .action), (extraction.questions, .question)] {
            for phrase in phrases where refs[NameNormalizer.key(phrase)] == nil {
                // "ICBC renewal for the rideshare plate — by the end of the month": the one task said is due on the day
                // the utterance names beside it.
                let due = type == .question ? nil : DueDates.resolve(clause: phrase, within: utterance.content, now: now, timeZone: timeZone)
                    ?? (type == .action && extraction.actions.count == 1 && extraction.goals.isEmpty
                        ? DueDates.resolve(in: utterance.content, now: now, timeZone: timeZone) : nil)
                if let existing = try await saidAgain(phrase, type: type, in: utterance, extraction: extraction,
                                                      progressMayRestate: extraction.goals.count == 1, now: now) {
                    // "Still haven't bought the shoes. Doing it this weekend.": the day is said beside the task said again.
                    let due = due ?? (Rementions.saysUndone(utterance.content) ? DueDates.resolve(in: utterance.content, now: now, timeZone: timeZone) : nil)
                    let touched = try await graph.annotate(existing.id, type: nil, metadata: due.map { [DueDates.key: $0.value] } ?? [:], touchedAt: now) ?? existing
                    refs[NameNormalizer.key(phrase)] = existing.id
                    filed.items.append(.init(node: touched, isNew: false))
                    // The only thing said was this one, said again: the utterance restates it, as a restated primary does.
                    if extraction.goals.count + extraction.actions.count == 1, filed.utterance.metadata[Self.restatesKey] == nil {
                        filed.utterance = try await graph.annotate(filed.utterance.id, type: .thought,
                                                                   metadata: [Self.restatesKey: existing.id.rawValue], touchedAt: nil) ?? filed.utterance
                    }
                    continue
                }
                var proposed = Node(type: type, content: phrase, createdAt: now, source: .inferred, confidence: confidence)
                if let due { proposed.metadata[DueDates.key] = due.value }
                let node = try await graph.add(proposed)
                refs[NameNormalizer.key(phrase)] = node.id
                filed.items.append(.init(node: node, isNew: true))
            }
        }
        if let progress = try await progressReport(extraction, utterance: filed.utterance, now: now) {
            filed.utterance = progress.utterance
            filed.progressOn = progress.goal
            // From the goal to the report: the goal's history holds it, but the report states no goal of its own.
            let edge = Edge(source: progress.goal.id, target: utterance.id, type: .relatesTo, weight: confidence, createdAt: now)
            try await graph.link(edge)
            filed.edges.append(edge)
        } else if let undone = try await taskStillUndone(extraction, utterance: filed.utterance, now: now) {
            filed.utterance = undone.utterance
            filed.items.append(.init(node: undone.task, isNew: false))
        } else if let task = try await taskNamedUndone(extraction, utterance: filed.utterance, now: now) {
            filed.utterance = task
        }
        if let event = try await event(in: extraction, utterance: filed.utterance, now: now, confidence: confidence) {
            filed.items.append(.init(node: event, isNew: true))
        }

        var linked = Set<NodeID>()
        for relation in extraction.relations {
            guard let from = resolve(relation.from, refs), let to = resolve(relation.to, refs), from != to else {
                logger.warning("extraction relation did not match an extracted node", metadata: ["type": "\(relation.type.rawValue)"])
                filed.unresolved.append(relation)
                continue
            }
            let edge = Edge(source: from, target: to, type: relation.type, weight: confidence, createdAt: now)
            try await graph.link(edge)
            filed.edges.append(edge)
            if from == utterance.id { linked.insert(to) }
            if to == utterance.id { linked.insert(from) }
        }
        try await linkToExistingGoals(extraction, filed: &filed, refs: refs, now: now, confidence: confidence)
        let ownGoals = Set([utterance.id] + filed.items.filter { $0.node.type == .goal }.map(\.node.id))
        let targets = filed.entities.map(\.node.id) + filed.items.map(\.node.id)
        for target in targets where !linked.contains(target) && target != utterance.id {
            // An action already attached to a goal of this utterance is reached through that goal.
            // One linked to an earlier goal is still mentioned here, or nothing would reach it from what was said.
            if filed.edges.contains(where: { $0.target == target && $0.type == .hasAction && ownGoals.contains($0.source) }) { continue }
            let edge = Edge(source: utterance.id, target: target, type: .mentions, weight: confidence, createdAt: now)
            try await graph.link(edge)
            filed.edges.append(edge)
        }
        for fact in extraction.facts {
            filed.facts.append(try memory.recordFact(fact, source: utterance.id, now: now))
        }
        return filed
    }

    /// Metadata key on an utterance that restated an existing goal or action: that node's id.
    public static let restatesKey = "restates"
    /// Metadata key on a thought reporting progress on an open goal without stating it again: that goal's id.
    public static let progressKey = "progressOn"

    /// The open goal or action of `type` that `phrase` says again, if any (sensitive nodes are never matched).
    /// A goal said about the same pursuit in other words ("get back into swimming" → "be able to swim a full
    /// kilometre") is found by its topic when words alone do not match, provided exactly one open goal has it.
    /// `said` is the whole utterance: when it says "still", "forgot" or "keep putting it off", the goal or action it
    /// names anywhere ("ugh forgot the slime kits. order them tonight") is the one said again, and a goal phrase may
    /// restate an action ("still need to make the tablet" → "make two trays of tablet by the 6th").
    private func restated(_ phrase: String, type: NodeType, excluding id: NodeID, said asSaid: String, people: [String]) async throws -> Node? {
        // "the trip home that ones still on": an aim is told from another by what it names, not by the verdict the voice
        // gives every aim; that it is said again ("still") is heard in the words as said.
        let cued = Rementions.hasCue(asSaid)
        let said = UtteranceClassifier.withoutVerdicts(asSaid)
        let phrase = type == .goal ? UtteranceClassifier.withoutVerdicts(phrase) : phrase
        // One full-text search serves both tests: the same words, and a task named again with "the".
        let candidates = try await graph.search(relatedTo: phrase, limit: 20).filter { node in
            node.type == type && !node.completed && node.id != id && !node.isSensitive && !Rementions.forSomeoneElse(node.content, said: said)
        }
        if let found = candidates.first(where: { node in
            Rementions.same(node.content, phrase) || type == .action && Rementions.sameTask(earlier: node.content, later: phrase)
        }) { return found }
        if type == .action {
            let named = candidates.filter { Rementions.namedAgain(earlier: $0.content, later: phrase) }
            if named.count == 1 { return named[0] }
        }
        if cued {
            // A need said again may be a task already filed ("still need to make the tablet"); a wish said again
            // ("I still want to learn the piano") is a goal, never a task.
            let crossType = type == .goal && Rementions.saysNeed(said)
            let pool = try await graph.search(relatedTo: said, limit: 30).filter { node in
                (node.type == type || crossType && node.type == .action) && !node.completed && node.id != id && !node.isSensitive
                    && !Rementions.forSomeoneElse(node.content, said: said)
            }
            // A person shared says nothing of which aim is meant, but a task is often the person ("still haven't rung
            // Dr Okafor"): only an aim leaves its people out.
            if let loose = Rementions.restated(in: said, among: pool, people: type == .goal ? Rementions.personWords(people) : []) { return loose }
        }
        if type != .goal { return nil }
        // A step towards the pursuit ("Plan the route for the half marathon") is a goal of its own.
        if let first = phrase.lowercased().split(separator: " ").first, Topics.stepVerbs.contains(String(first)) { return nil }
        let goals = try await graph.activeGoals(limit: 50).filter { $0.id != id && !$0.isSensitive }
        // "still trying with the polish thing, I want to chat to Halina": the topic may be named outside the goal's words.
        // "New target for the half: under two hours. I'm going to do it.": a goal phrase that names nothing ("do it")
        // leaves its pursuit to the rest of what was said.
        let bare = Rementions.subjectWords(Rementions.contentWords(phrase)).isEmpty
        // "the tagalog thing, i'm gonna try to learn ten words a week": a pursuit named as known, then the goal said
        // about it.
        return Topics.goal(for: phrase, among: goals, strongOnly: false, domains: false)
            ?? (cued || bare || Rementions.namesAThing(said) ? Topics.goal(for: said, among: goals, strongOnly: false, domains: false) : nil)
            ?? Rementions.soleGoalSharing(phrase, among: goals)
            ?? Rementions.goalNamedByHeading(asSaid, among: goals)
    }

    /// A thought reporting progress on a goal ("Swam 800 metres without stopping on Saturday") touches that goal
    /// and is marked as reporting on it (`progressKey`), instead of standing alone. It does not say the goal again: it
    /// is how the goal is going, so it is not marked as restating it.
    private func progressReport(_ extraction: Extraction, utterance: Node, now: Date) async throws -> (utterance: Node, goal: Node)? {
        guard utterance.type == .thought, extraction.goals.isEmpty, extraction.actions.isEmpty, extraction.questions.isEmpty,
              utterance.metadata[Self.restatesKey] == nil, let goal = try await goalReportedOn(utterance.content, excluding: utterance.id, now: now) else { return nil }
        let touched = try await graph.annotate(goal.id, type: nil, metadata: [:], touchedAt: now) ?? goal
        let marked = try await graph.annotate(utterance.id, type: nil, metadata: [Self.progressKey: goal.id.rawValue], touchedAt: nil) ?? utterance
        return (marked, touched)
    }

    /// The goal or action already filed that `phrase` says again (never a question). A goal said with its progress
    /// ("did 5k without stopping, the running's going great") restates the goal it reports on, as a thought reporting
    /// progress does, when `progressMayRestate`.
    private func saidAgain(_ phrase: String, type: NodeType, in utterance: Node, extraction: Extraction,
                           progressMayRestate: Bool, now: Date) async throws -> Node? {
        // "Karim's campus visit — Saturday 2nd, 10am. I'm driving.": one's part said by its verb alone ("I'm driving", "I'm
        // taking her") names no task to say again; it is the part in the occasion beside it.
        if type == .action, Self.opensAsOwnPart(phrase), Rementions.contentWords(phrase).count <= 1 {
            return nil
        }
        let found = try await saidAgainByRule(phrase, type: type, in: utterance, extraction: extraction, progressMayRestate: progressMayRestate, now: now)
        guard let found else { return try await linkedByLikeness(type: type, in: utterance) }
        guard type == .goal, found.type == .goal, markObserver != nil || restatementVeto != nil else { return found }
        // The rules may take a goal for another on little, such as one shared setting ("the farm"). The learned veto
        // weighs what the two share, by rarity, against the other open goals.
        var candidates = try await graph.activeGoals(limit: 50).filter { $0.id != utterance.id && !$0.isSensitive }
        let index = candidates.firstIndex { $0.id == found.id } ?? candidates.count
        if index == candidates.count { candidates.append(found) }
        markObserver?(utterance.content, phrase, candidates, found)
        guard let restatementVeto else { return found }
        // "New target for the half: under two hours.": a line that says it changes a goal's target names that goal as
        // said again, whatever the measures weigh.
        if Self.newTarget.occurs(in: utterance.content) { return found }
        // "Steps: 10k a day from now on": a heading that names one open goal and no other names it as said again. (Left
        // to the veto, these were mostly vetoed: it weighs shared rarity, and a heading's word is often a common one.)
        if Rementions.goalNamedByHeading(utterance.content, among: candidates)?.id == found.id { return found }
        let features = RestatementScorer.features(said: utterance.content, phrase: phrase, goals: candidates, of: index)
        guard restatementVeto.probability(features) >= restatementVeto.threshold else {
            logger.debug("goal not marked as said again: the mark is unlikely", metadata: ["goal": "\(found.id)"])
            return nil
        }
        return found
    }

    /// "New target for the half…", "new goal for the marathon", "my new number for the loan": a changed target, said as one.
    static let newTarget = Patterns.Rule(#"(?i)\bnew (?:target|goal|number|time|aim|deadline|pace|pb) (?:for|on)\b"#)

    /// The open goal or task of `type` that the utterance says again by the words it shares with it and the utterances
    /// that said it, as `RestatementLinker` weighs them, when the rules found none.
    private func linkedByLikeness(type: NodeType, in utterance: Node) async throws -> Node? {
        guard type == .goal || type == .action, restatementLinker != nil || linkObserver != nil else { return nil }
        let said = utterance.content
        // The open goals (for a goal), then the open items full-text search finds, each once.
        let open = (type == .goal ? try await graph.activeGoals(limit: 50) : []) + (try await graph.search(relatedTo: said, limit: 30))
        var seen = Set<NodeID>()
        let nodes = open.filter { node in
            node.type == type && !node.completed && node.id != utterance.id && !node.isSensitive
                && !Rementions.forSomeoneElse(node.content, said: said) && seen.insert(node.id).inserted
        }
        guard !nodes.isEmpty else { return nil }
        let candidates = try await graph.reading { reader in
            try nodes.map { node in
                RestatementLinker.Candidate(node: node, said: try reader.neighbourhood(of: [node.id], depth: 1, limit: 40)
                    .filter { $0.type == .thought && $0.id != utterance.id }.map(\.content))
            }
        }
        linkObserver?(said, candidates)
        return restatementLinker?.linked(said: said, among: candidates)
    }

    /// The goal or action already filed that `phrase` says again, by the rules alone.
    private func saidAgainByRule(_ phrase: String, type: NodeType, in utterance: Node, extraction: Extraction,
                                 progressMayRestate: Bool, now: Date) async throws -> Node? {
        guard type != .question else { return nil }
        if let existing = try await restated(phrase, type: type, excluding: utterance.id, said: utterance.content, people: extraction.people) {
            return existing
        }
        guard type == .goal, progressMayRestate else { return nil }
        return try await goalReportedOn(utterance.content, excluding: utterance.id, now: now)
    }

    /// The goal already filed that `said` reports progress on, if it is a report of progress at all.
    private func goalReportedOn(_ said: String, excluding utterance: NodeID, now: Date) async throws -> Node? {
        guard !FeelingStatement.isStated(in: said), Topics.isProgressReport(said), !Topics.isCompletion(said),
              !datesAnOccasion(afterFirstSentenceOf: said, now: now),
              // "Booked the hall: Saturday 10 March, 12 till 6": a booking with its day is that occasion.
              !(EventCue.opensWithBooking(said) && DueDates.resolve(in: said, now: now, timeZone: timeZone) != nil)
        else { return nil }
        let goals = try await graph.activeGoals(limit: 50).filter { !$0.isSensitive && $0.id != utterance }
        // A habit has no topic in the table ("stop checking work email after 8pm", "cut down on coffee"): failing a
        // topic, the goal whose subject words the report shares ("still doing the no emails thing").
        // Only a pursuit's words make a report progress on a goal: "Ordered the vanity…" names the home domain, but is
        // no step of "finish the bathroom" to file in place of its delivery date.
        return Topics.goal(for: said, among: goals, strongOnly: false, domains: false)
            ?? Topics.goal(for: said, among: goals, strongOnly: false, apartBySpecifier: false, domains: false)
            ?? Rementions.goal(for: said, among: goals)
    }

    /// Whether a sentence after the first states a dated occasion: "Ordered the vanity … Delivery is on the 20th.",
    /// "Booked Vietnamese lessons … First one is this Thursday." tell what happens when, and are filed as that event
    /// rather than as progress on a goal.
    private func datesAnOccasion(afterFirstSentenceOf text: String, now: Date) -> Bool {
        let sentences = text.split(whereSeparator: { ".!?".contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return sentences.dropFirst().contains { sentence in
            EventCue.isEvent(sentence) && DueDates.resolve(in: sentence, now: now, timeZone: timeZone) != nil
        }
    }

    /// A thought saying an open task is not done yet ("Still haven't bought running shoes. Doing it this weekend.")
    /// is that task said again: it is touched, given the date said now, and the thought marked as restating it.
    private func taskStillUndone(_ extraction: Extraction, utterance: Node, now: Date) async throws -> (utterance: Node, task: Node)? {
        guard utterance.type == .thought, extraction.goals.isEmpty, extraction.actions.isEmpty, extraction.questions.isEmpty,
              utterance.metadata[Self.restatesKey] == nil, !FeelingStatement.isStated(in: utterance.content),
              Rementions.saysUndone(utterance.content) else { return nil }
        let pool = try await graph.search(relatedTo: utterance.content, limit: 30).filter { node in
            node.type == .action && !node.completed && node.id != utterance.id && !node.isSensitive
        }
        guard let task = Rementions.restated(in: utterance.content, among: pool) else { return nil }
        let due = DueDates.resolve(in: utterance.content, now: now, timeZone: timeZone)
        let touched = try await graph.annotate(task.id, type: nil, metadata: due.map { [DueDates.key: $0.value] } ?? [:], touchedAt: now) ?? task
        let marked = try await graph.annotate(utterance.id, type: nil, metadata: [Self.restatesKey: task.id.rawValue], touchedAt: nil) ?? utterance
        return (marked, touched)
    }

    /// A thought naming a task not done yet that no open task matches ("Still haven't signed up at the Pan Am.
    /// Registration closes Saturday.", "Rego STILL not done. Online tonight, for real.") is that task: the utterance
    /// becomes an action, due on the day said beside it.
    private func taskNamedUndone(_ extraction: Extraction, utterance: Node, now: Date) async throws -> Node? {
        guard utterance.type == .thought, extraction.goals.isEmpty, extraction.actions.isEmpty, extraction.questions.isEmpty,
              utterance.metadata[Self.restatesKey] == nil, utterance.metadata[Self.progressKey] == nil,
              !FeelingStatement.isStated(in: utterance.content), Rementions.namesTaskUndone(utterance.content) else { return nil }
        let due = DueDates.resolve(in: utterance.content, now: now, timeZone: timeZone)
        return try await graph.annotate(utterance.id, type: .action, metadata: due.map { [DueDates.key: $0.value] } ?? [:], touchedAt: nil)
    }

    /// A dated occurrence said as a plain thought ("dinner with Maya on Saturday") becomes an `event` node.
    private func event(in extraction: Extraction, utterance: Node, now: Date, confidence: Double) async throws -> Node? {
        // "Mum's birthday is on the 9th, get her the cookbook": a dated occasion stated in a clause of its own keeps
        // its event beside the task that follows it.
        // "Saturday. Sagal and Mustafe already fighting over the bathroom.": a diary's day heading dates the entry, not
        // an occasion in it.
        let written = EventCue.withoutDayHeading(utterance.content)
        var said = written
        var besideTask = false
        // "Jassi's flying in from Brampton — Fri Oct 24, lands 3:40pm. I'm picking her up.": the occasion may take
        // several clauses to say (what, then when), all of them before or beside the task.
        if !extraction.actions.isEmpty, extraction.goals.isEmpty, utterance.metadata[Self.restatesKey] == nil,
           case let clauses = Clauses.split(written).map({ (text: $0.text, said: UtteranceClassifier.classifyClause($0.text)) }),
           case let statements = clauses.filter({ $0.said == nil }).map(\.text),
           !statements.isEmpty, case let statement = statements.joined(separator: ", "),
           EventCue.isEvent(statement) || Self.saysOwnPart(clauses) && EventCue.isDiaryEntry(statement),
           DueDates.resolve(in: statement, now: now, timeZone: timeZone) != nil {
            said = statement
            besideTask = true
        } else {
            guard utterance.type == .thought, extraction.actions.isEmpty else { return nil }
        }
        guard extraction.goals.isEmpty, extraction.questions.isEmpty,
              utterance.metadata[Self.restatesKey] == nil,
              // "Still haven't signed up at the Pan Am. Registration closes Saturday.": the day is the task's, not an
              // occasion's.
              !Rementions.saysUndone(utterance.content),
              // Beside a task, the occasion was told apart above.
              besideTask || EventCue.isEvent(said) || EventCue.isDiaryEntry(said),
              // "Feeling anxious about my review on Thursday" tells how the user feels; it is not filed as a date.
              !FeelingStatement.isStated(in: said),
              // "Jess had the anatomy scan Thursday": an occasion that has happened.
              !EventCue.isToldAsPast(said),
              // "Lorena is getting married in Monterrey in March": an occasion in a month, with no day in it, is news to
              // hold, not an event to put on a day.
              let date = DueDates.resolve(in: said, now: now, timeZone: timeZone), !date.isMonthOnly else { return nil }
        let content = UtteranceClassifier.tidy(said)
        // "Leo's picture day is tomorrow. Put the blue polo out tonight.": an occasion already filed, said again as the
        // reason for a task, is that occasion, not a second one (said on its own, it is filed as said).
        if besideTask, try await isFiledAlready(content, on: date.value) { return nil }
        return try await graph.add(Node(type: .event, content: content, createdAt: now, source: .inferred,
                                        confidence: confidence, metadata: [DueDates.key: date.value]))
    }

    /// Whether the task beside an occasion is the speaker's own part in it, given in the first person: "End-of-season
    /// banquet — Sat 17 Apr, 17:30, Verdun Legion. I said I'd do the slideshow.", "Thanksgiving at my house — Thursday
    /// Nov 27, 2 p.m. I'm doing the turkey." A diary entry beside such a part is the occasion, and the part is done at
    /// it; beside an instruction ("Tuesday: the bank at 4:15, so leave work by 3:30") its day and hour are the task's.
    static func saysOwnPart(_ clauses: [(text: String, said: (type: NodeType, phrase: String)?)]) -> Bool {
        clauses.contains { opensAsOwnPart($0.text) && $0.said?.type == .action }
    }

    /// Whether `text` opens as the speaker's own part is said: "I'm …", "I said …", "I promised …".
    static func opensAsOwnPart(_ text: String) -> Bool {
        let lower = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        return ownPartOpenings.contains { lower.hasPrefix($0) }
    }
    static let ownPartOpenings = ["i'm ", "im ", "i am ", "i said ", "i've said ", "i promised ", "i told ", "and i said ", "and i'm ", "and im "]

    /// The date a goal or action said in `text` is due: the one said in its own clause when the text has several
    /// ("Leo's picture day is tomorrow. Put the blue polo out tonight.", "crew starts tomorrow at seven thirty i gotta
    /// clear the grill out back tonight"), or its own time on the day said beside it ("Tuesday: the bank at 4:15, so
    /// leave work by 3:30"), otherwise the first the text names.
    private func taskDue(in text: String, type: NodeType, now: Date) -> DueDates.Resolved? {
        let clauses = Clauses.split(text)
        // "Tuesday: the bank at 4:15, so leave work by 3:30": failing a clause read as the task, the step that follows
        // on from the occasion is the task.
        if clauses.count > 1, let own = clauses.first(where: { UtteranceClassifier.classifyClause($0.text)?.type == type })
            ?? (type == .action ? clauses.first(where: \.followsOn) : nil),
           let due = DueDates.resolve(clause: own.text, within: text, now: now, timeZone: timeZone) {
            return due
        }
        // A transcript runs the clauses together: what follows the task's own marker ("… i gotta clear the grill
        // tonight") is dated first.
        let lower = " " + text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if type == .action, let marker = Self.taskMarkers.compactMap({ lower.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
           marker.lowerBound > lower.startIndex, let due = DueDates.resolve(in: String(lower[marker.lowerBound...]), now: now, timeZone: timeZone) {
            return due
        }
        return DueDates.resolve(in: text, now: now, timeZone: timeZone)
    }

    /// Words that open the task itself in a run-on transcript.
    static let taskMarkers = [" i gotta ", " i've gotta ", " i need to ", " i have to ", " i've got to ", " remind me to ", " don't forget to ",
                              " i said i'd ", " i'll "]

    /// Whether an event on the same day with the same subject is in the graph already: "Leo's picture day is tomorrow"
    /// the day before "Leo's school picture day is the 12th" names that occasion again, not a second one. A
    /// rescheduled occasion has a new day, so it is filed anew.
    private func isFiledAlready(_ content: String, on due: String) async throws -> Bool {
        let day = due.prefix(10)
        let words = Rementions.subjectWords(Rementions.words(content))
        let said = words.filter { !Gazetteers.isPersonName($0) }, people = words.filter(Gazetteers.isPersonName)
        guard !said.isEmpty else { return false }
        // "Dinner with Sam on Saturday" is not "dinner with Maya on Saturday": everyone named now was named then.
        return try await graph.search(relatedTo: content, limit: 20).contains { node in
            guard node.type == .event, node.metadata[DueDates.key]?.prefix(10) == day else { return false }
            let theirs = Rementions.subjectWords(Rementions.words(node.content))
            return people.isSubset(of: theirs) && said.contains { word in theirs.contains { Rementions.alike(word, $0) } }
        }
    }

    /// A new action with no goal of its own in this utterance is linked (`hasAction`) to the open goal whose
    /// subject it names.
    private func linkToExistingGoals(_ extraction: Extraction, filed: inout FiledExtraction, refs: [String: NodeID],
                                     now: Date, confidence: Double) async throws {
        guard extraction.goals.isEmpty else { return }
        // "Choir potluck tomorrow at 1. I'm bringing pancit.": a task filed beside the occasion it is done at is one's
        // part in that occasion, not a step towards an aim ("I want that solo" shares the choir, not the pancit).
        if filed.items.contains(where: { $0.isNew && $0.node.type == .event }) { return }
        var actions: [Node] = filed.items.filter { $0.isNew && $0.node.type == .action }.map(\.node)
        if filed.utterance.type == .action { actions.insert(filed.utterance, at: 0) }
        guard !actions.isEmpty else { return }
        let goals = try await graph.activeGoals(limit: 50).filter { !$0.isSensitive }
        for action in actions where !filed.edges.contains(where: { $0.target == action.id && $0.type == .hasAction }) {
            // Shared subject words first; failing those, a shared topic ("book a swimming lesson" → "get back
            // into swimming").
            // The action's own words may leave the topic in the rest of what was said ("his sister teaches korean
            // online, so ask him for her number"): the utterance's strong topic words are the last resort.
            // A distance that differs from the goal's ("start the couch to 5k app" for "run the 10k") still serves
            // it when that is the only goal of the topic.
            // A goal the topic points to wins over one that shares a word by chance but nothing of the topic
            // ("homestays in Hoi An" serves the trip, not "speak more Malayalam at home").
            let overlap = Rementions.goal(for: action.content, among: goals)
            let topical = Topics.goal(for: action.content, among: goals, strongOnly: true)
            let chance = overlap.map { Topics.of(action.content).strong.isDisjoint(with: Topics.of($0.content).all) } ?? false
            // Every goal a rule finds, in the rules' order: when the first is unlikely (the learned veto) or serves
            // another end, the next is weighed ("ask jess what color stain she wants on the crib": the topic rule's
            // goal is vetoed, the crib's goal shares the word). A rule is asked only when those before it gave no link
            // (the restatement rule searches the graph).
            let said = filed.utterance.content
            let people = Rementions.personWords(extraction.people)
            let rules: [(route: GoalLinkScorer.Route, find: () async throws -> Node?)] = [
                // "Box: get two rolls of tape before Saturday": a note's heading that names one open goal says which.
                (.heading, { Rementions.goalNamedByHeading(said, among: goals, forTask: true, people: people) }),
                (.topic, { chance ? topical : nil }),
                (.words, { overlap }),
                (.topic, { topical }),
                (.utteranceTopic, { Topics.goal(for: said, among: goals, strongOnly: true) }),
                (.looseTopic, { Topics.goal(for: action.content, among: goals, strongOnly: true, apartBySpecifier: false) }),
                (.saidAgain, { try await goalSaidAgain(about: action, among: goals) }),
                // The goal's aim may leave out what the task shares with the rest of what the goal says (the telescope
                // in "Tavi has been obsessed with the telescope all winter. I want to take her somewhere properly
                // dark"): its whole words, last, with the learned veto to weigh them as it weighs shared words.
                (.words, { Rementions.goal(for: action.content, among: goals, wholly: true) }),
            ]
            var weighed: [NodeID] = []
            var found: Node?
            for rule in rules {
                guard let goal = try await rule.find(), !weighed.contains(goal.id) else { continue }
                let rank = weighed.count
                weighed.append(goal.id)
                if Self.servesOtherEnd(action.content, goal: goal.content) {
                    logger.debug("task not tied to a goal: it serves another end", metadata: ["goal": "\(goal.id)"])
                    continue
                }
                if goalLinkVeto != nil || goalLinkObserver != nil, let chosen = goals.firstIndex(where: { $0.id == goal.id }) {
                    let features = GoalLinkScorer.features(action: action.content, said: said, goals: goals,
                                                           chosen: chosen, route: rule.route, rank: rank)
                    goalLinkObserver?(action, goal, features)
                    if let veto = goalLinkVeto, case let probability = veto.probability(features), probability < veto.threshold {
                        logger.debug("task not tied to a goal: the link is unlikely",
                                     metadata: ["goal": "\(goal.id)", "route": "\(rule.route)", "p": "\(probability)"])
                        continue
                    }
                }
                // The rules alone (training) weigh every rule's goal and tie the task to the first.
                if found == nil { found = goal }
                if goalLinkObserver == nil || goalLinkVeto != nil { break }
            }
            if weighed.isEmpty {
                logger.debug("task tied to no goal: none shares its subject, its topic or its heading", metadata: ["task": "\(action.id)"])
            }
            guard let goal = found else { continue }
            let edge = Edge(source: goal.id, target: action.id, type: .hasAction, weight: confidence, createdAt: now)
            try await graph.link(edge)
            filed.edges.append(edge)
        }
    }

    /// The open goal whose restatement names what `action` is about: "i still really want to do the fifteen k even
    /// with the knee" said the knee belongs to the race, so "Book Dr. Pham for my knee" serves it. Only a thing both
    /// name counts (not a person or a place), and only when one goal's restatements name it.
    private func goalSaidAgain(about action: Node, among goals: [Node]) async throws -> Node? {
        let restated = try await graph.search(relatedTo: action.content, limit: 20).compactMap { node -> (Node, String)? in
            guard node.type == .thought, let id = node.metadata[Self.restatesKey], let goal = goals.first(where: { $0.id.rawValue == id }) else { return nil }
            return (goal, node.content)
        }
        guard !restated.isEmpty else { return nil }
        let owners = Rementions.possessiveNames(action.content)
        let subject = Rementions.subjectWords(Rementions.contentWords(action.content)).filter { word in
            !Gazetteers.isPersonName(word) && !Gazetteers.isUnambiguousPlace(word) && !owners.contains(word)
                && !Rementions.fillers.contains(word)
        }
        let matches = Set(restated.filter { _, said in
            let theirs = Rementions.subjectWords(Rementions.words(said)).subtracting(Rementions.fillers)
            return subject.contains { word in theirs.contains { Rementions.alike(word, $0) } }
        }.map(\.0.id))
        return matches.count == 1 ? goals.first { matches.contains($0.id) } : nil
    }

    /// Whether an errand says it is for something the goal is not: "Book my flight to Denver for the union safety
    /// training" names flights, but it is for the training, not for the trip to Cebu. A purpose ("for the …") that
    /// names a pursuit of its own must share a word or that pursuit with the goal; one that names none ("for the dark
    /// mornings", "for Sofia") says nothing either way.
    static func servesOtherEnd(_ action: String, goal: String) -> Bool {
        let tokens = action.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split(separator: " ").map(String.init)
        guard let start = tokens.indices.first(where: { tokens[$0] == "for" && $0 + 1 < tokens.count && purposeDeterminers.contains(tokens[$0 + 1]) }) else {
            return false
        }
        var purpose: [String] = []
        for token in tokens[(start + 2)...] {
            let word = token.trimmingCharacters(in: .punctuationCharacters)
            if purposeEnds.contains(word) { break }
            purpose.append(word)
            if token.last.map({ ",.;:!?".contains($0) }) == true { break }
        }
        let said = purpose.joined(separator: " ")
        let subject = Rementions.subjectWords(Rementions.words(said)).filter { !Gazetteers.isPersonName($0) }
        guard !subject.isEmpty else { return false }
        let goalWords = Rementions.contentWords(goal)
        if subject.contains(where: { word in goalWords.contains { Rementions.alike(word, $0) } }) { return false }
        let topics = Topics.of(said).all
        return !topics.isEmpty && topics.isDisjoint(with: Topics.of(goal).all)
    }

    /// Words after "for" that open a purpose ("for the porch", "for my knee").
    static let purposeDeterminers: Set<String> = ["the", "my", "our", "a", "an", "his", "her", "their", "this", "that"]
    /// Words that end a purpose: what follows says where or when.
    static let purposeEnds: Set<String> = ["at", "on", "in", "by", "before", "after", "from", "with", "tomorrow", "today", "tonight", "and", "so"]

    private func resolve(_ ref: String, _ refs: [String: NodeID]) -> NodeID? {
        let key = NameNormalizer.key(ref)
        if let id = refs[key] { return id }
        if key == "user" || key == "i" || key == "me" { return nil }
        // "the garden project" for a project filed as "garden".
        if key.hasPrefix("the ") { return refs[String(key.dropFirst(4))] ?? refs[String(key.dropFirst(4)).replacingOccurrences(of: " project", with: "")] }
        return refs[key.replacingOccurrences(of: " project", with: "")]
    }
}
