import Foundation

/// Decides what an utterance is — goal, action, question or plain thought — and the phrase that says it.
///
/// Runs before the utterance is committed, so it is rules only: intent markers ("I want to", "my goal is",
/// "remind me to"), a leading action verb, a question mark or question word.
public enum UtteranceClassifier {
    /// Markers of a goal; what follows is the goal, unless it starts with a quick action verb.
    static let goalMarkers = [
        // A resolution for the year said as a vow: "this is the year I finally run a marathon".
        "this is the year i'm going to", "this is the year i'll", "this is the year that i", "this is the year i",
        "my goal is to", "my goal is", "i'd love to", "i would love to", "i'm hoping to", "i am hoping to",
        "i intend to", "i'm aiming to", "i am aiming to", "i'm determined to", "i've decided to", "i have decided to",
        "i want to", "i wanna", "i'd like to", "i would like to", "i hope to",
        "i plan to", "i'm planning to", "i am planning to", "i aim to", "i'm trying to", "i am trying to",
        "i need to", "i have to", "i must", "i should", "i'm going to", "i am going to", "i'm gonna", "i will",
        "i'll", "we need to", "we should", "we have to", "let's", "need to", "have to", "got to", "gotta", "must",
        "should", "want to", "wanna",
        // Said in Ireland and the north of England: "i've to pick up a wetsuit".
        "i've to", "ive to", "we've to",
        // Transcribers and quick typists drop the apostrophe: "id love to", "im gonna".
        "id love to", "id like to", "im hoping to", "im planning to", "ive decided to", "im going to", "im gonna",
    ]
    /// Intent markers that state a wish rather than an obligation.
    static let aspirations: Set<String> = [
        "i want to", "i wanna", "i'd like to", "i would like to", "i hope to", "i plan to", "i'm planning to",
        "i am planning to", "i aim to", "want to", "wanna", "my goal is to", "my goal is", "i'd love to",
        "i would love to", "i'm hoping to", "i am hoping to", "i intend to", "i'm aiming to", "i am aiming to",
        "i'm determined to", "i've decided to", "i have decided to",
        "this is the year i'm going to", "this is the year i'll", "this is the year that i", "this is the year i",
        "id love to", "id like to", "im hoping to", "im planning to", "ive decided to",
    ]
    /// Markers of a pure wish: what follows is a goal even when it starts with an errand verb.
    static let wishes: Set<String> = [
        "i'd love to", "i would love to", "i hope to", "i'm hoping to", "i am hoping to", "i'd like to", "i would like to",
        "my goal is to", "my goal is", "i aim to", "i'm aiming to", "i am aiming to", "i'm determined to",
        "this is the year i'm going to", "this is the year i'll", "this is the year that i", "this is the year i",
        "id love to", "id like to", "im hoping to",
    ]
    /// Note-form labels: "Goal: swim 2 km", "todo - call the bank".
    static let goalLabels = ["goal", "new goal", "objective", "aim", "resolution", "new year's resolution", "new years resolution",
                             "new year resolution", "my resolution", "goal for the year", "goal for next year", "this year's goal"]
    static let actionLabels = ["todo", "to do", "to-do", "action", "next step", "task", "reminder", "note to self", "next thing", "next up",
                               "first thing", "next job"]
    /// Spoken fillers before the words that matter ("maybe ask Femi…", "ok so call the bank").
    static let fillers: Set<String> = ["maybe", "so", "ok", "okay", "also", "and", "oh", "um", "uh", "erm", "right", "well", "then", "just", "please", "hey", "axel", "perhaps"]
    /// Verbs that start a goal said in the imperative ("Plan the retreat", "Learn Portuguese").
    static let goalVerbs: Set<String> = [
        "plan", "organise", "organize", "learn", "finish", "start", "prepare", "write", "build", "launch", "save",
        "train", "improve", "practise", "practice", "research", "find", "figure", "sort", "declutter", "renovate",
        "paint", "create", "design", "complete", "apply", "arrange", "decide", "swim", "run", "lose", "visit",
        "convert", "transform", "redo", "redecorate", "refurbish", "restore", "master", "quit", "reduce", "host",
        "volunteer", "grow", "become", "travel",
    ]
    /// Words after an intent marker that make it no intent ("I'll be late", "should have known").
    static let notIntent: Set<String> = ["be", "have", "probably", "never", "not", "see", "say", "admit", "know", "need", "just", "miss", "ever",
                                         // "i should of brought tissues": a transcript's "should have", a regret.
                                         "of"]
    /// Markers of an action; what follows is the action.
    static let actionMarkers = ["remind me to", "remind me:", "remember to", "don't forget to", "do not forget to", "todo:", "to do:", "to-do:", "note to self to",
                                "don't let me forget to", "do not let me forget to", "dont let me forget to", "make sure i remember to"]
    /// Verbs that make a short, concrete next step rather than an aspiration.
    static let actionVerbs: Set<String> = [
        "call", "email", "e-mail", "text", "ring", "phone", "message", "buy", "order", "book", "send", "pay",
        "pick", "reply", "schedule", "ask", "tell", "meet", "fix", "print", "submit", "check", "return", "cancel",
        "renew", "water", "clean", "post", "mail", "invite", "contact", "draft", "review", "sign", "collect",
        "confirm", "register", "file", "wash", "repair", "bring", "take", "drop", "update", "grab", "chase", "follow",
        "get", "tidy", "hoover", "vacuum", "iron", "cook", "bake", "feed", "walk", "charge", "backup", "print", "ship",
        "give", "lend", "borrow", "transfer", "pack", "defrost", "top-up", "rsvp",
        // Entering a race, a draw or a competition is one form to fill in: "enter the half marathon by June".
        "enter",
        // Apps and paperwork: "download the app", "install the printer driver", "prep the slides", "photocopy the forms".
        "download", "install", "prep", "photocopy",
        // A freelancer's paperwork: "Invoice the Hallam job today", "quote Ferris Ltd for the rewire".
        "invoice", "quote",
        // Selling a thing off and putting a thing somewhere: "sell the old pram on Vinted", "put the bins out".
        "sell", "put",
        // Signing up for a class or a course, as either side of the Atlantic spells it: "enrol in the Tuesday night
        // class", "enroll Maya in swim lessons"; trying a car before buying it: "test-drive the Ranger".
        "enrol", "enroll", "test-drive",
        // Fetching by truck: "haul water tomorrow", "haul the old fridge to the dump".
        "haul",
    ]
    /// Imperative phrasal verbs whose first word alone says nothing ("go", "look", "set"): a clause that starts
    /// with one of these pairs is a concrete next step ("Go over the budget with Femi", "look into flights").
    static let phrasalActions: Set<String> = [
        "go over", "go through", "pop to", "pop into", "pop round", "pop over", "nip to", "nip into",
        "swing by", "stop by", "drop by", "look into", "look up", "look over", "set up",
        "fill in", "fill out", "hand in", "hand over", "turn in", "catch up", "reach out", "write up",
        "read through", "read over", "run through", "talk to", "speak to", "chat to", "chat with",
        "put away", "put up", "put together", "clear out", "top up", "hang up", "touch base", "log in", "log into",
        "set aside", "line up", "find out", "hunt down", "dig out", "pass on", "run by", "sit down",
        "chip in", "back up", "drop off", "pay back", "pay in", "send off", "send back", "sign up", "book in",
        "turn off", "turn on", "switch off", "switch on",
        // Writing to someone is a letter to send: "write to the school about it", "write back to Gran".
        "write to", "write back",
        // Looking something up: "look at flights to Oslo", "look for a new dentist".
        "look at", "look for", "shop around",
        // "test drive the ranger at the dealer on Saturday", as a transcript writes it.
        "test drive",
    ]
    /// Starts that look like an errand verb but say something larger ("give up sugar").
    /// Paying off a debt is an aim for months ("pay off the credit card", "pay down the loan"), not one payment.
    static let notErrands: Set<String> = ["give up", "pay off", "pay down",
                                          // "Mark my words": a vow or a warning, not a task.
                                          "mark my"]
    /// Phrasal starts of a goal said in the imperative ("Pay off the Visa before the end of the year").
    static let goalPhrasals: Set<String> = ["pay off", "pay down"]
    /// Verbs that are an errand only with an errand's object ("open a savings account", "set a fare alert", "close the
    /// old account"); "open a bakery" or "set the world on fire" are no errands.
    static let errandOnlyVerbs: Set<String> = ["open", "close", "set"]
    /// Errand verbs that, wished for rather than needed, start a project ("I want to put a bench in the garden").
    static let wishedProjects: Set<String> = ["put", "sell"]
    /// Who is joined: "i'm gonna join her" is a next step with someone, "join a choir" an aim.
    static let joinedPeople: Set<String> = ["her", "him", "them", "us"]
    /// Money moved between accounts is an errand ("move 200 quid into the deposit savings"), though moving itself
    /// may be a life goal ("move to Lisbon").
    static let moneyWords: Set<String> = ["quid", "pounds", "pound", "money", "cash", "euros", "dollars", "grand", "savings", "k"]
    /// Phrasal starts that are errands only as a bare imperative ("go to the post office"): after an intent
    /// marker they are as often a wish ("I want to go to Japan").
    /// After a marker of need ("i need to", "gotta") they are errands too: "gotta go to the hardware store", "i need to
    /// run to the bank".
    static let imperativeOnly: Set<String> = ["go to", "go for", "go and", "nip out", "pop out", "run to", "run over", "run out"]
    /// Markers of need and obligation (not of wish): what follows an errand's start is an errand.
    static let obligations: Set<String> = ["i need to", "i have to", "i must", "we need to", "we have to", "need to", "have to", "got to",
                                           "gotta", "must", "i've to", "ive to", "we've to"]
    /// Everyday things whose making is an errand, not an aspiration: "write the thank-you cards", "prepare the
    /// invoice", "make a shopping list" are next steps even though "write", "prepare" and "make" can start goals.
    static let errandObjects: Set<String> = [
        "card", "cards", "note", "notes", "letter", "letters", "email", "emails", "message", "messages", "reply",
        "cheque", "cheques", "form", "forms", "invoice", "invoices", "receipt", "receipts", "label", "labels", "list",
        "invitation", "invitations", "invites", "postcard", "postcards", "voucher", "booking", "reservation",
        "appointment", "minutes", "memo", "agenda", "timesheet", "payslip", "prescription", "refund",
        // Paperwork that is sorted or arranged in one go: "sort out the car insurance", "arrange the MOT".
        "insurance", "tax", "mot", "renewal", "paperwork", "viewing",
        // Arrangements: "sort out the school run swap", "arrange the lift share", "sort the parking permit".
        "swap", "lift", "lifts", "payment", "payments", "bill", "bills", "ticket", "tickets", "permit", "rota",
        "pickup", "pick-up", "handover", "babysitter", "delivery", "transfer", "deposit", "quote", "quotes",
        // Things bought or booked for an occasion: "find a birthday present for Gran", "sort the flights to Oslo".
        "present", "presents", "gift", "gifts", "flight", "flights", "hotel", "taxi", "cab", "train",
        // Crossings booked like flights: "sort the ferry", "sort the coach to Leeds".
        "ferry", "ferries", "crossing", "coach",
        // Accounts and alerts opened or set: "open a savings account", "set a fare alert".
        "account", "accounts", "alert", "alerts", "alarm", "alarms", "timer", "reminder", "reminders",
        // One sitting's study or exercise: "redo the load calc chapter", "start the physio exercises every morning".
        "chapter", "chapters", "exercise", "exercises", "worksheet", "worksheets", "homework",
        // Paperwork written for someone else in one sitting: "write Kwame's reference", "write the risk assessment".
        "reference", "references", "assessment", "statement", "speech", "toast", "eulogy",
    ]
    /// First words of a statement rather than an instruction, after "Note to self:".
    static let statementStarts: Set<String> = ["the", "a", "an", "my", "our", "his", "her", "their", "it", "it's", "its", "that", "this",
                                               "there", "there's", "he", "she", "they", "we", "i", "i'm", "you"]
    /// Particles of phrasal goal verbs, skipped before the object ("sort out the swap", "figure out the rota").
    static let particles: Set<String> = ["out", "up", "together"]
    /// Adverbs between an intent marker and its verb ("I really want to…", "I should definitely…").
    static let softeners: Set<String> = ["really", "definitely", "finally", "actually", "seriously", "honestly", "totally", "absolutely", "still", "also"]

    /// Verbs that put a question to someone: a clause they open is a task even when it ends in "?".
    static let askingVerbs = ["ask", "check with", "check if", "check whether", "find out", "email", "text", "message", "call", "ring",
                              "phone", "confirm with"]

    static let questionStarts = [
        "what", "how", "why", "where", "when", "who", "which", "should i", "can i", "could i", "do i", "is it",
        "is there", "are there", "will i", "would it", "i wonder", "i'm wondering", "i am wondering",
    ]

    public static func classify(_ text: String) -> NodeType {
        let type = classifyClause(text.trimmingCharacters(in: .whitespacesAndNewlines))?.type ?? .thought
        // Feelings are never tasks: "I just feel flat, I don't want to see anyone" is a thought.
        return (type == .goal || type == .action) && FeelingStatement.isStated(in: text) ? .thought : type
    }

    /// The phrase that carries `type` in `text` ("I want to finish the plan." → "finish the plan").
    public static func phrase(of text: String, as type: NodeType) -> String {
        guard let found = classifyClause(text), found.type == type else { return tidy(text) }
        return found.phrase
    }

    /// Type and phrase of one clause, or nil for a plain thought.
    static func classifyClause(_ said: String) -> (type: NodeType, phrase: String)? {
        if let found = classifyWholeClause(said) { return found }
        // "Blanket: finish the border Thursday night", "Vapes: bin the spare pods": a label naming what the note is
        // about, then the task itself. Only a task: a label before an aim or a report is read with it, above.
        guard let colon = said.range(of: ": ") else { return nil }
        let label = said[..<colon.lowerBound].split(separator: " ").map { $0.lowercased() }
        let rest = String(said[colon.upperBound...])
        let verb = rest.split(separator: " ").first.map { tidy(String($0)).lowercased() } ?? ""
        // "For the succession meeting Monday: dig out the land titles", "Moin moin for Bisi's party: buy the beans": a label
        // naming the occasion the task is for may be longer, and may name its day.
        let forOccasion = label.count <= 7 && label.contains("for")
        guard (1...3).contains(label.count) || forOccasion,
              !label.contains(where: { speakers.contains($0) || finiteVerbs.contains($0) || !forOccasion && DueDates.weekdays.contains($0) }),
              actionVerbs.contains(verb) || Gazetteers.instructionVerbs.contains(verb) || Gazetteers.dualVerbs.contains(verb),
              let task = classifyWholeClause(rest), task.type == .action else { return nil }
        return task
    }

    private static func classifyWholeClause(_ said: String) -> (type: NodeType, phrase: String)? {
        var clause = dropSoftenersAfterSubject(canonical(Contractions.restore(said)))
        // "trying to cut down on sugar", "been trying to learn Welsh": a transcript drops the "I'm".
        if let start = ["trying to ", "been trying to "].first(where: { clause.lowercased().hasPrefix($0) }) {
            clause = "I'm trying to " + clause.dropFirst(start.count)
        }
        let lower = clause.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if isHedge(lower) { return nil }
        if let vow = resolution(clause, lower: lower, said: said) { return vow.type == .thought ? nil : vow }
        if let aim = whatIWant(clause, lower: lower) { return aim }
        // "Ask Mr. Yellowhair how they pick the award?", "check with the school if the trip's still on?": the question is
        // one to put to someone, and asking it is the task.
        if lower.hasSuffix("?") && !askingVerbs.contains(where: { lower.hasPrefix($0 + " ") })
            || questionStarts.contains(where: { lower.hasPrefix($0 + " ") }) {
            return (.question, tidy(clause))
        }
        if isHypothetical(lower) || isConditionalPlan(lower) || isAttributedAfter(clause) { return nil }
        if pointsBack(lower) { return (.action, tidy(clause)) }
        if let reminder = dontForget(clause, lower: lower) { return reminder }
        if let reminder = forgetAfterThing(clause, lower: lower) { return reminder }
        if let task = everydayTask(clause, lower: lower) { return task }
        if let task = arrangement(clause, lower: lower) { return task }
        if let labelled = labelledWithTime(clause, lower: lower) { return labelled }
        if let wish = wantSomeoneDoing(clause, lower: lower) { return wish }
        if let wish = wantMyThing(clause, lower: lower) { return wish }
        for marker in actionMarkers {
            if let range = lower.range(of: marker), isWordStart(lower, range.lowerBound) {
                let rest = tail(clause, lower: lower, after: range.upperBound)
                if !rest.isEmpty { return (.action, rest) }
            }
        }
        if let reminder = reminderWithTime(clause, lower: lower) { return reminder }
        if let labelled = labelled(clause, lower: lower) { return labelled }
        if let aim = aimIsLabelled(clause, lower: lower) { return aim }
        if let aim = aimSaidLoosely(clause, lower: lower) { return aim }
        if let request = requestOfMe(clause, lower: lower) { return request }
        if let errand = thingToDoByADay(clause, lower: lower) { return errand }
        if let need = needThing(clause, lower: lower) { return need }
        if let promise = promise(clause, lower: lower) { return promise }
        if let vow = vow(clause, lower: lower) { return vow }
        if let priority = priority(clause, lower: lower) { return priority }
        if let priority = priorityNamedFirst(clause, lower: lower) { return priority }
        if isReported(lower) { return nil }
        for marker in goalMarkers {
            guard let range = lower.range(of: marker + " "), isWordStart(lower, range.lowerBound),
                  !negated(lower, before: range.lowerBound), !othersIntent(lower, marker: marker, at: range.lowerBound) else { continue }
            var rest = dropSofteners(tail(clause, lower: lower, after: range.upperBound))
            // "should probably call the dentist", "need to probably ring the bank": a hedged obligation is still one.
            if obligations.contains(marker) || marker.hasSuffix("should"), rest.lowercased().hasPrefix("probably ") {
                rest = dropSofteners(String(rest.dropFirst("probably ".count)))
            }
            // "i need to i need to get meera a skirt": a transcript repeats the marker as the speaker restarts.
            while rest.lowercased().hasPrefix(marker + " ") { rest = dropSofteners(tidy(String(rest.dropFirst(marker.count + 1)))) }
            let first = rest.split(separator: " ").first.map { $0.lowercased() } ?? ""
            // "I want to have the bathroom finished before…": wanting a thing in a finished state is an aim.
            if first == "have", aspirations.contains(marker), wantsFinished(rest) { return (.goal, rest) }
            // "I want to be fluent in Arabic" is a wish to become; "I'll be late" says nothing about intent.
            let becomingWish = first == "be" && aspirations.contains(marker) && rest.split(separator: " ").count > 1
            guard !rest.isEmpty, !notIntent.contains(first) || becomingWish else { continue }
            // "This year I'm going to get my licence", "next year I'll learn to drive": a resolution for the year.
            if yearHorizons.contains(where: { lower.contains($0) }),
               first == "get" || !startsAction(rest.lowercased().split(separator: " ").map { tidy(String($0)) }) {
                return (.goal, rest)
            }
            // "I want to get fit" is an aspiration, "I need to get milk" an errand.
            if first == "get" { return (aspirations.contains(marker) || becoming(rest) ? .goal : .action, rest) }
            // "I'd love to walk the Camino" is a wish whatever its verb; "I need to walk the dog" an errand.
            if wishes.contains(marker) { return (.goal, rest) }
            let restWords = rest.lowercased().split(separator: " ").map { tidy(String($0)) }
            // "We want to take the kids to Vietnam": taking someone to a country or city is a trip, an aim.
            if aspirations.contains(marker), isTripWish(restWords) { return (.goal, rest) }
            // "gotta go to the hardware store", "i need to run to the bank", "i have to do two practice tests a week": after
            // a marker of need, going somewhere or doing a set amount is an errand ("I want to go to Japan" is a wish).
            if obligations.contains(marker), restWords.count >= 2,
               imperativeOnly.contains(restWords[0] + " " + restWords[1]) || ["do", "try"].contains(restWords[0]) && imperativeStep(restWords) {
                return (.action, rest)
            }
            // "now I need to actually write something", "I have to finish it": a pursuit's verb whose object only
            // points at something already said is the next step on it, not a new aim.
            // ("write that novel" names its object: "that" and "this" point back only when nothing follows them.)
            if goalVerbs.contains(first), restWords.count >= 2, restWords.count <= 3, vagueObjects.contains(restWords[1]),
               restWords.count == 2 || !["that", "this"].contains(restWords[1]) { return (.action, rest) }
            // "I need to make two trays of tablet by the 6th", "I'm gonna start the app on Monday": an intent pinned
            // to a day is a next step. A pursuit's verb only counts a day it is done on, not a deadline: "I need to
            // finish the grant application before December 5th" is still the aim.
            let pursuit = goalVerbs.contains(restWords.first ?? "")
            if namesSpecificDay(restWords, scheduledOnly: pursuit) { return (.action, rest) }
            // "Want to book a proper holiday for the summer": a wish on the scale of a season or a year is a goal,
            // even when its verb is an errand's.
            if aspirations.contains(marker), vagueHorizons.contains(where: { lower.contains($0) }) { return (.goal, rest) }
            // "I want to walk every evening after my route", "i want to call her twice a week": a wish to do something
            // as a habit is an aim, whatever its verb ("I need to walk the dog every evening" stays a chore).
            if aspirations.contains(marker), namesRecurrence(restWords) { return (.goal, rest) }
            // "I want to put a bench in the garden", "we'd like to sell the house": wished for, they are projects.
            if aspirations.contains(marker), wishedProjects.contains(first) { return (.goal, rest) }
            // "I need to notify the landlord", "I have to replace the filter": an obligation to do a concrete
            // thing is an errand whatever its verb; a wish ("I want to explore Japan") stays an aim.
            let instructed = duties.contains(marker) && startsInstruction(restWords)
            return (startsAction(restWords) || instructed ? .action : .goal, rest)
        }
        var words = lower.split(separator: " ").map(String.init)
        while words.count > 2, fillers.contains(tidy(words[0])) { words.removeFirst() }
        let first = words.first.map { tidy($0) } ?? ""
        if words.count >= 2, startsAction(words.map { tidy($0) }) || imperativeOnly.contains(tidy(words[0]) + " " + tidy(words[1]))
            || imperativeStep(words.map { tidy($0) })
            // "Plant, the big one in the hall, is dying": a comma after the first word makes it no verb.
            || words[0].last?.isLetter == true && startsInstruction(words.map { tidy($0) }) {
            return (.action, tidy(clause))
        }
        // An imperative goal: "Plan the retreat with Ravi", "learn portuguese", "turn the loft into a studio".
        // "Travel team practices are on Tuesdays", "Run club is cancelled": a noun that opens a statement, no imperative.
        let statement = words.dropFirst().prefix(3).contains { ["is", "are", "was", "were", "isn't", "aren't"].contains(tidy($0)) }
        if goalVerbs.contains(first) || first == "turn" && words.contains("into") || goalPhrasals.contains(first + " " + tidy(words.dropFirst().first ?? "")),
           words.count >= 2, !statement, !["was", "is", "went", "of", "and", "were"].contains(words[1]) {
            // "start the new plan tomorrow", "finish the slides tonight": a pursuit's verb with a day this close is a
            // next step, not an aspiration.
            // The same for a day it is scheduled on ("Practise the speech with Ana before she leaves on the 8th",
            // "paint the fence on Saturday"); a deadline ("Finish the proposal by Friday") leaves it an aim with a date.
            if namesSpecificDay(words.map { tidy($0) }, scheduledOnly: true) { return (.action, tidy(clause)) }
            // "Apply for leave on the HR portal", "then apply for pre-approval": an application for a thing is an
            // errand; one for a job, a course or a place is an aim ("apply for that band 6 job").
            if first == "apply", !words.dropFirst().prefix(6).contains(where: { Self.soughtPlaces.contains(tidy($0)) }) {
                return (.action, tidy(clause))
            }
            // "Practise bowline and cleat hitch every night this week": a pursuit's verb for this week only is a next
            // step too; "Finish the thesis by the end of this week" is a deadline and leaves it an aim.
            let spaced = " " + lower.split(whereSeparator: { $0.isWhitespace || ",.;:!".contains($0) }).joined(separator: " ") + " "
            if spaced.contains(" this week "), !spaced.contains(" end of this week "), !spaced.contains(" by this week "),
               !spaced.contains(" before this week ") { return (.action, tidy(clause)) }
            return (.goal, tidy(clause))
        }
        if isRegimeFromADay(words.map { tidy($0) }), !statementStarts.contains(first), !speakers.contains(first) { return (.action, tidy(clause)) }
        if isThingToBeDone(words.map { tidy($0) }) { return (.action, tidy(clause)) }
        return aimByWhatItHas(clause, lower: lower) ?? wantItFinished(clause, lower: lower)
    }

    /// Past participles that do not end in "-ed": what is done to a thing.
    static let irregularParticiples: Set<String> = ["done", "paid", "sent", "made", "taken", "seen", "bought", "sold", "given", "written",
                                                    "built", "put", "kept", "set", "sorted", "cut", "swept", "fixed", "sewn", "hung", "run"]

    /// "that has to be renewed before we fly", "the forms need to be signed by Friday", "the car must be taxed": a
    /// thing that must have something done to it is a task. A person who has to be something ("I have to be
    /// organised", "she needs to be told") and a state a thing has to reach ("it has to be road legal by the summer")
    /// are not.
    static func isThingToBeDone(_ words: [String]) -> Bool {
        for index in words.indices.dropFirst() where ["has", "have", "needs", "need", "must"].contains(words[index]) {
            let be = words[index] == "must" ? index + 1 : index + 2
            guard be + 1 < words.count, words[be] == "be", words[index] == "must" || words[index + 1] == "to" else { continue }
            let done = words[be + 1]
            guard done.count > 4 && done.hasSuffix("ed") || irregularParticiples.contains(done) else { continue }
            let subject = words[index - 1]
            if ["i", "we", "you", "he", "she", "they", "who", "everyone", "everybody", "someone", "somebody"].contains(subject)
                || Gazetteers.isFirstName(subject) && !Gazetteers.commonWords.contains(subject) || EntityRecognizer.kin.contains(subject) { continue }
            return true
        }
        return false
    }

    /// How often a routine is done: "twice a week", "every morning", "three times a day".
    static let frequencyWords: Set<String> = ["twice", "daily", "every", "times", "nightly", "weekly"]

    /// "Stretches every morning, starting Monday", "Flashcards twice a day, starting today": a routine said in note
    /// form with the day it starts is a next step, whatever noun names it. Both the frequency and "starting" plus a
    /// day must be there ("starting to feel better" is neither).
    static func isRegimeFromADay(_ words: [String]) -> Bool {
        guard words.contains(where: frequencyWords.contains),
              let start = words.firstIndex(where: { $0 == "starting" || $0 == "from" }), start + 1 < words.count else { return false }
        let day = words[start + 1] == "next" && start + 2 < words.count ? words[start + 2] : words[start + 1]
        return nearDays.contains(day) || DueDates.weekdays.contains(day)
    }

    /// Whether lower-case `words` start a concrete next step: an errand verb ("call", "book"), an imperative
    /// phrasal verb ("go over", "look into"), or a goal verb whose object is an everyday errand ("write the
    /// thank-you cards").
    static func startsAction(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        if words.count >= 2, notErrands.contains(first + " " + words[1]) { return false }
        // "Invoice sent to Hallam", "email done", "quote accepted": a noun and its participle report a thing done.
        if words.count >= 2, doneParticiples.contains(words[1]) { return false }
        // "Phone stays in the kitchen", "Call was fine": a noun and its verb state something of it.
        if words.count >= 2, finiteVerbs.contains(words[1]) || nounStateVerbs.contains(words[1]) { return false }
        if actionVerbs.contains(first) { return true }
        // "join her for the long run", "gonna join them at the pub": going along with someone.
        if first == "join", words.count >= 2, joinedPeople.contains(words[1]) { return true }
        if first == "move", words.contains("into") || words.contains("to"),
           words.dropFirst().prefix(4).contains(where: { word in moneyWords.contains(word) || word.first?.isNumber == true || word.first == "£" || word.first == "$" || word.first == "€" }) {
            return true
        }
        // "Look at that sunset", "look at the state of it": an exclamation, not an errand.
        if first == "look", words.count >= 3, words[1] == "at", lookAtExclamations.contains(words[2]) || words.dropFirst(2).prefix(2).joined(separator: " ") == "the state" {
            return false
        }
        if words.count >= 2, phrasalActions.contains(first + " " + words[1]) { return true }
        // "watch an episode of the Korean course", "watch the tutorial on pivot tables": a set piece to watch is a
        // step; "watch less telly" is not.
        if first == "watch", words.dropFirst().prefix(3).contains(where: watchedPieces.contains) { return true }
        if goalVerbs.contains(first) || first == "make" || errandOnlyVerbs.contains(first) {
            // The object: up to four words, stopping at a preposition ("write the cards for the wedding").
            let object = words.count > 1 && particles.contains(words[1]) ? words.dropFirst(2) : words.dropFirst()
            for word in object.prefix(4) {
                if ["for", "to", "with", "about", "by", "before", "on", "in", "at"].contains(word) { break }
                if errandObjects.contains(word) || word.split(separator: "-").last.map({ errandObjects.contains(String($0)) }) == true { return true }
            }
        }
        return false
    }

    /// Whether lower-case `words` start an instruction whose verb no errand list names: a verb that is a verb and
    /// nothing else (`Gazetteers.instructionVerbs`: "replace", "notify", "thank", "renew"), then its object — a
    /// determiner, a possessive, a number or a first name ("Replace the cabin filter", "Notify my landlord", "Thank
    /// Maria for the lift"). Pursuits' verbs stay goals ("Learn Portuguese"); "Imagine the look on her face" and
    /// "Thank god" are no tasks (the verb is not listed, or no object follows).
    ///
    /// A verb that is a noun or an adjective as well (`Gazetteers.dualVerbs`: "plant", "hire", "strip", "open")
    /// needs a determiner straight after it ("Plant the bulbs", "I need to hire a van", "Open a savings account"),
    /// where the same word as a noun seldom has one; and no statement may follow ("Shame the party got cancelled",
    /// "Lunch the other day was lovely"), nor an object that is one's life to change rather than a thing ("sort my
    /// life out").
    static func startsInstruction(_ words: [String]) -> Bool {
        guard words.count >= 2, let first = words.first, !goalVerbs.contains(first), !notErrands.contains(first + " " + words[1]) else { return false }
        let next = words[1]
        if Gazetteers.instructionVerbs.contains(first) {
            return instructionObjects.contains(next) || next.first?.isNumber == true
                || Gazetteers.isFirstName(next) && !Gazetteers.commonWords.contains(next)
        }
        // "open", "close" and "set" are errands only with an errand's object ("open a savings account", not "Open the
        // curtains, it's gorgeous out"); turning a thing into another is a project ("turn the attic into a guest room").
        guard Gazetteers.dualVerbs.contains(first) || unlistedVerbs.contains(first), !errandOnlyVerbs.contains(first), words.count >= 3 else { return false }
        // "sponsor him tonight", "record Lola making the embutido": a person straight after the verb-or-noun is its
        // object (a noun is not followed by "him"; the verb is no first name itself, so "Mark Evans" stays a name).
        if personObjects.contains(next) || Gazetteers.isFirstName(next) && !Gazetteers.commonWords.contains(next) && !Gazetteers.isFirstName(first)
            // "Coach Lungile moved the session": a title before a name (the titles list holds every formal one).
            && Gazetteers.titles[first] == nil && !EntityRecognizer.familyTitles.contains(first) {
            return !words.dropFirst(2).prefix(3).contains(where: finiteVerbs.contains)
        }
        // "climb up and clear the gutters", "clear out the shed": the verb's particle, then its object or a second verb.
        if dualParticles.contains(next), !notErrands.contains(first + " " + next) {
            let after = words[2]
            if dualObjects.contains(after) && words.count >= 4 { return !words.dropFirst(3).prefix(4).contains(where: finiteVerbs.contains) }
            if after == "and", words.count >= 4 { return actionVerbs.contains(words[3]) || Gazetteers.instructionVerbs.contains(words[3]) || Gazetteers.dualVerbs.contains(words[3]) }
            return false
        }
        // "Scan Dad's photo albums", "clear Mum's garage": a person's thing after the verb is its object.
        let owned = next.hasSuffix("'s") && next.count > 3 && (Gazetteers.isFirstName(String(next.dropLast(2))) || EntityRecognizer.kin.contains(String(next.dropLast(2))))
        guard dualObjects.contains(next) || owned,
              !["other", "whole", "same", "rest"].contains(words[2]), !words.contains("into") else { return false }
        let object = words.dropFirst(2).prefix(4)
        return !object.contains(where: { finiteVerbs.contains($0) || selfObjects.contains($0) })
    }

    /// Pronouns that can only be a verb's object.
    static let personObjects: Set<String> = ["him", "her", "them", "us", "me"]
    /// Verbs of everyday errands the generated verb lists leave out (an adverb, a brand, a rarer verb), taken as a
    /// verb-or-noun: with an object after them ("forward the post to Emeka", "venmo Keisha for the gift").
    static let unlistedVerbs: Set<String> = ["forward", "venmo", "restring", "enrol", "bin", "recycle", "reupholster", "descale"]

    /// Particles a verb-or-noun takes as a verb ("climb up", "clear out", "scrub down").
    static let dualParticles: Set<String> = ["up", "out", "down", "off", "over", "back", "away", "through"]

    /// Determiners that make the verb-or-noun before them a verb ("hire a van", "strip the bed", "move my car").
    static let dualObjects: Set<String> = ["the", "a", "an", "my", "our", "your", "his", "her", "their", "some", "this", "these",
                                           "those", "both", "two", "three", "four", "five", "six", "ten"]
    /// Verbs that make a clause a statement about its first noun ("Shame the party got cancelled").
    static let finiteVerbs: Set<String> = ["is", "are", "was", "were", "has", "had", "got", "gets", "will", "won't", "can't", "isn't",
                                           "wasn't", "aren't", "weren't", "did", "didn't", "does", "doesn't", "went", "looks", "looked",
                                           "seems", "seemed", "made", "kept"]
    /// Verbs in the third person that make the verb-or-noun before them a noun: "Phone stays in the kitchen", "Text
    /// comes through at six". Only verbs no errand takes as its plural object ("Order plants", "Pay bills" stay tasks).
    static let nounStateVerbs: Set<String> = ["stays", "goes", "lives", "sits", "stands", "comes", "says", "belongs", "happens",
                                              "sleeps", "arrives", "stayed", "came", "sat"]
    /// Objects that are one's life rather than a thing to see to ("sort my life out", "clear my head").
    static let selfObjects: Set<String> = ["life", "health", "habits", "habit", "confidence", "mindset", "attitude", "self", "career",
                                           "future", "weight", "fitness", "anxiety", "stress", "mood", "head", "mind", "thoughts",
                                           "feelings", "behaviour", "behavior", "relationship", "marriage"]

    /// Markers of a duty — the obligations and "should": what follows is a thing to do, not a wish ("I'm going to
    /// sing a solo" is one).
    static let duties: Set<String> = obligations.union(["i should", "we should", "should"])

    /// Words that open an instruction's object.
    static let instructionObjects: Set<String> = ["the", "a", "an", "my", "our", "his", "their", "your", "this", "these", "those",
                                                  "some", "all", "both", "every", "any", "two", "three", "four", "five"]

    /// Objects that only point at something said before ("write something", "finish it").
    static let vagueObjects: Set<String> = ["something", "it", "that", "this", "one", "them"]
    /// States a thing is wanted in: "have the bathroom finished", "want the deck done".
    static let finishedStates: Set<String> = ["finished", "done", "sorted", "fixed", "ready", "painted", "renovated", "built", "completed",
                                              "tiled", "cleared", "decluttered",
                                              // "have three months of bills saved", "have the loan paid off by June".
                                              "saved", "paid", "repaid", "learned", "learnt", "written", "published"]

    /// "have the bathroom totally finished", "have the thesis done": a finished state within a few words.
    static func wantsFinished(_ rest: String) -> Bool {
        rest.lowercased().split(separator: " ").dropFirst().prefix(6).contains { finishedStates.contains(tidy(String($0))) }
    }

    /// "take the kids to Vietnam", "bring mum to Lisbon": taking someone to a place the gazetteer knows.
    static func isTripWish(_ words: [String]) -> Bool {
        guard let first = words.first, ["take", "bring"].contains(first), let to = words.prefix(5).firstIndex(of: "to"), to >= 2,
              to + 1 < words.count else { return false }
        // "to cebu city", "to new york": the place may be two or three words.
        return (1...3).contains { length in
            to + length < words.count && Gazetteers.isUnambiguousPlace(words[(to + 1)...(to + length)].joined(separator: " "))
        }
    }

    /// "Flights to Hanoi need booking", "the car needs washing": a thing that needs an errand done to it.
    static func needsDoing(_ lower: String) -> Bool {
        guard lower.contains("need") else { return false }
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        for index in words.indices.dropFirst() where ["need", "needs"].contains(words[index]) && index + 1 < words.count {
            guard !speakers.contains(words[index - 1]), !["you", "they", "he", "she", "who"].contains(words[index - 1]) else { continue }
            let verb = words[index + 1]
            guard verb.count > 5, verb.hasSuffix("ing") else { continue }
            let stem = String(verb.dropLast(3))
            let candidates = [stem, stem + "e", stem.count > 3 && stem.last == stem.dropLast().last ? String(stem.dropLast()) : stem]
            if candidates.contains(where: { actionVerbs.contains($0) }) { return true }
        }
        return false
    }

    /// Things watched as one sitting: "watch an episode…", "watch the webinar".
    static let watchedPieces: Set<String> = ["episode", "episodes", "video", "videos", "tutorial", "tutorials", "lecture", "lectures",
                                             "documentary", "webinar", "recording", "talk"]

    /// Participles that, straight after a first word, make it a noun in a note of something done ("Invoice sent").
    static let doneParticiples: Set<String> = ["sent", "paid", "done", "submitted", "signed", "booked", "fixed", "filed", "received",
                                               "posted", "cancelled", "canceled", "returned", "delivered", "approved", "accepted", "sorted"]

    /// Words after "look at" that make it an exclamation ("look at that sunset", "look at him go").
    static let lookAtExclamations: Set<String> = ["that", "this", "those", "these", "him", "her", "them", "it", "you", "me", "us", "how", "what"]

    /// Determiners and numbers that start the object of a bare "do" or "try" ("do the tax return", "try a class").
    static let objectStarts: Set<String> = ["the", "a", "an", "my", "our", "his", "her", "their", "some", "ten", "five", "twenty",
                                            "thirty", "two", "three", "four", "fifteen", "half", "that", "this", "out"]

    /// Imperatives whose verb alone is too common to list as an errand: "do the nmc renewal this weekend", "do ten
    /// minutes of Spanish every night", "try the conversation exchange", "keep the Spanish going", "keep up the
    /// stretches" — said bare, they are next steps. "do you…", "try to relax" and "keep calm" are not.
    static func imperativeStep(_ words: [String]) -> Bool {
        guard words.count >= 3, let first = words.first else { return false }
        let next = words[1]
        switch first {
        case "do", "try":
            // "do like two practice tests a week": a transcript's "like" before the amount says nothing.
            let object = next == "like" && words.count > 3 ? words[2] : next
            // "do gwen's knee exercises": someone's set piece is a determiner's too.
            return objectStarts.contains(object) || object.first?.isNumber == true || object.count > 3 && object.hasSuffix("'s")
        case "keep": return ["up", "at", "going"].contains(next) || words.prefix(6).contains("going")
        default: return false
        }
    }

    /// Whether the words say how often something is done: "every evening", "each week", "every other Saturday", "every
    /// single Sunday", "twice a week", "three nights a week", "once a month". ("every time I…" says when, not how often.)
    /// `loosely`: any "every" or "each", "daily", "nightly", "weekly" or a weekday in the plural ("Sundays at Nonna's")
    /// too, for a task that a habit's vow after it has already made a habit ("…every Sunday. Every single one.").
    static func namesRecurrence(_ words: [String], loosely: Bool = false) -> Bool {
        if loosely, words.contains(where: { ["every", "each", "daily", "nightly", "weekly"].contains($0)
            || $0.hasSuffix("s") && DueDates.weekdays.contains(String($0.dropLast())) }) { return true }
        for (index, word) in words.enumerated() where index + 1 < words.count {
            let next = words[index + 1]
            if ["every", "each"].contains(word), recurringUnits.contains(next) || DueDates.weekdays.contains(next)
                || ["other", "second", "single"].contains(next) && index + 2 < words.count
                    && (recurringUnits.contains(words[index + 2]) || DueDates.weekdays.contains(words[index + 2])) {
                return true
            }
            if word == "a", ["day", "week", "month", "year", "night", "fortnight"].contains(next), index > 0,
               ["once", "twice", "times", "nights", "days", "mornings", "evenings", "hours", "minutes", "sessions", "runs"].contains(words[index - 1]) {
                return true
            }
        }
        return false
    }

    /// Spans of time that "every" makes a habit's.
    static let recurringUnits: Set<String> = ["day", "night", "morning", "evening", "afternoon", "week", "weekend", "month", "year",
                                              "weekday", "fortnight", "lunchtime"]

    /// Words before a weekday that make it recur ("every Sunday", "every other Saturday", "on a Saturday").
    static let recurrenceMarks: Set<String> = ["every", "each", "other", "a", "alternate"]
    /// Parts of a day said in the plural after a weekday, which make it recur ("sunday mornings", "friday nights").
    static let recurringParts: Set<String> = ["mornings", "afternoons", "evenings", "nights", "lunchtimes"]

    /// Words that make the day after them a deadline rather than the day something is done on.
    static let deadlineWords: Set<String> = ["by", "before", "until", "till", "til", "due"]

    /// Whether the words name one day: a weekday, today/tonight/tomorrow, or "the 8th" / "the fifth" (a weekend is
    /// two days; months, seasons, "next week" and "by the summer" are spans too). `scheduledOnly`: not a day said as
    /// a deadline ("by Friday", "before the 8th").
    static func namesSpecificDay(_ words: [String], scheduledOnly: Bool = false) -> Bool {
        for (index, word) in words.enumerated() {
            let previous = index > 0 ? words[index - 1] : ""
            let ordinal = previous == "the" && DueDates.dayOfMonth(word) != nil
            // "on Jan 7", "by March 3rd": a month with its day.
            let next = index + 1 < words.count ? words[index + 1] : ""
            let dated = (DueDates.months.contains(word) && word != "may" || DueDates.monthShort.contains(word) && !["may", "mar"].contains(word))
                && (Int(next).map { (1...31).contains($0) } ?? false || DueDates.dayOfMonth(next) != nil)
            guard nearDays.contains(word) || DueDates.weekdays.contains(word) || ordinal || dated else { continue }
            // "every Sunday", "every other Saturday", "every second sunday", "on a saturday", "sunday mornings": a
            // weekday that recurs is a habit's, no one day.
            if DueDates.weekdays.contains(word),
               recurrenceMarks.contains(previous) || index > 1 && words[index - 2] == "every" || recurringParts.contains(next) { continue }
            let cue = ordinal ? (index > 1 ? words[index - 2] : "") : previous
            if scheduledOnly, deadlineWords.contains(cue) { continue }
            return true
        }
        return false
    }

    /// Horizons of a season or a year: a wish said with one is an aim, not an errand.
    static let vagueHorizons = ["the summer", "this summer", "next summer", "the spring", "this spring", "next spring",
                                "the autumn", "this autumn", "the winter", "this winter", "this year", "next year",
                                "in the new year", "one day", "someday", "some day", "at some point", "eventually",
                                "long term", "long-term", "in the long run", "ultimately"]

    /// Conditionals that imagine ("If Tomasz got the job we'd have to move", "if I won the lottery I'd buy a
    /// cottage"): nothing is planned. A plain condition ("if it rains, remind me to bring the washing in") still is.
    static func isHypothetical(_ lower: String) -> Bool {
        guard lower.contains("if ") else { return false }  // cheap test first: this runs on every clause
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        while words.count > 2, fillers.contains(words[0]) { words.removeFirst() }
        guard words.first == "if" || words.first == "even" && words.dropFirst().first == "if" else { return false }
        // "if we win the raffle we should go to Hawaii": what one should do if a chance comes is no plan yet.
        return words.contains { ["would", "could", "might", "should", "we'd", "i'd", "they'd", "he'd", "she'd", "you'd", "wouldn't", "couldn't"].contains($0) }
    }

    /// Subjects that are someone else: pronouns, people in general, relations.
    static let otherSubjects: Set<String> = ["he", "she", "they", "you", "everyone", "everybody", "nobody", "someone", "somebody",
                                             "people", "kids", "children", "boys", "girls", "parents", "family", "team", "guys", "folks",
                                             "friends", "mum", "mom", "dad", "wife", "husband", "boss", "sister", "brother", "son",
                                             "daughter", "partner", "neighbours", "neighbors", "crew", "class"]

    /// "the kids want to go to the zoo", "they have to move the match", "manny should call his mum": a bare marker
    /// after a subject that is someone else — a pronoun, people, a relation, a first name — states their wish or task.
    /// A transcript runs clauses together ("…about the trough gotta do that tomorrow"), so only such a subject counts,
    /// past adverbs and "do" ("they really do want to").
    static func othersIntent(_ lower: String, marker: String, at index: String.Index) -> Bool {
        guard !marker.hasPrefix("i"), !marker.hasPrefix("we "), !marker.hasPrefix("let"), index > lower.startIndex else { return false }
        var words = lower[..<index].split(separator: " ")
        while let last = words.last, softeners.contains(tidy(String(last))) || ["do", "does", "did", "just", "all", "both"].contains(String(last)) {
            words.removeLast()
        }
        guard let last = words.last, !",.:;!-–(".contains(last.last ?? " ") else { return false }
        let word = tidy(String(last))
        // "the twins want to", "my parents have to": a plural noun after a determiner agrees with the marker.
        let determiner = words.count > 1 ? tidy(String(words[words.count - 2])) : ""
        let plural = word.hasSuffix("s") && !word.hasSuffix("ss") && ["the", "my", "our", "his", "her", "their", "both"].contains(determiner)
        return otherSubjects.contains(word) || plural || word.hasSuffix("'s") && word.count > 3
            || Gazetteers.isFirstName(word) && !Gazetteers.commonWordNames.contains(word) && !Gazetteers.commonWords.contains(word)
    }

    /// Verbs that report what someone else said or thinks.
    static let reportingVerbs: Set<String> = ["said", "says", "thinks", "reckons", "suggested", "suggests", "mentioned", "thought", "told"]

    /// "Draft will by the 31st, she says.", "Bring two forms of ID, apparently, Ms Reyes said": words attributed, after
    /// a comma, to someone who said them are that person's, not the speaker's plan. "Call me, she said" is the same.
    static func isAttributedAfter(_ clause: String) -> Bool {
        guard let comma = clause.lastIndex(of: ",") else { return false }
        let tail = clause[clause.index(after: comma)...].lowercased().split(separator: " ").map { tidy(String($0)) }.filter { !$0.isEmpty }
        guard (2...3).contains(tail.count), let verb = tail.last, ["says", "said", "reckons", "tells", "told"].contains(verb) else { return false }
        let who = tail.dropLast()
        return who.count == 1 && ["she", "he", "they"].contains(who[who.startIndex])
            || who.allSatisfy { $0.first?.isLetter == true && !["i", "we", "you", "and", "so", "but", "then"].contains($0) }
            && clause[clause.index(after: comma)...].split(separator: " ").first?.first?.isUppercase == true
    }

    /// "Mary-Kate said we should run the lakefront", "Chidi reckons we need to replace the joists", "doctor says I have
    /// to rest it": what someone else said is a report, not the speaker's plan. "I said I'd…" and "told Ravi I'd…" are
    /// the speaker's own word, handled as promises.
    static func isReported(_ lower: String) -> Bool {
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        while words.count > 2, fillers.contains(words[0]) { words.removeFirst() }
        guard let verb = words.prefix(4).firstIndex(where: reportingVerbs.contains), verb >= 1,
              !["i", "we", "i've", "we've"].contains(words[verb - 1]), words[0] != "i", words[0] != "told", words[0] != "remind" else { return false }
        // "Tell Ravi Sam said…", "ask Ana what she thinks": an instruction that mentions a report is still an instruction.
        return !actionVerbs.contains(words[0]) && !phrasalActions.contains(words.prefix(2).joined(separator: " "))
    }

    /// Words after "don't forget" that start a fact or a thought rather than the thing not to forget.
    static let notReminded: Set<String> = ["that", "how", "what", "who", "where", "when", "why", "which", "whether", "if", "i", "you",
                                           "he", "she", "they", "we", "it", "it's", "there", "me", "us", "him", "them"]

    /// "Don't forget Pickle's booster", "don't forget the bins", "don't let me forget the shin guards": the thing not to
    /// forget is an action, as with "don't forget to". "don't forget that she's vegan" records a fact. It may close a
    /// clause that said something else first ("tryouts are tomorrow don't let me forget the shin guards") when a time, a
    /// filler or a break stands before it; "the kids don't forget anything" is a statement.
    private static func dontForget(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        // "Don't forget: three payslips" — typed with a colon.
        guard lower.contains("forget") else { return nil }
        let said = clause.split(separator: " ").map(String.init)
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard said.count == words.count else { return nil }
        for index in words.indices {
            var at = index
            if ["don't", "dont"].contains(words[at]) {
                at += 1
            } else if words[at] == "do", at + 1 < words.count, words[at + 1] == "not" {
                at += 2
            } else {
                continue
            }
            if at + 1 < words.count, words[at] == "let", words[at + 1] == "me" { at += 2 }
            guard at + 1 < words.count, words[at] == "forget" else { continue }
            if index > 0 {
                let previous = words[index - 1]
                let opensHere = fillers.contains(previous) || reminderLeaders.contains(previous) || DueDates.weekdays.contains(previous)
                    || said[index - 1].last.map { ",.:;!-–".contains($0) } == true
                guard opensHere else { return nil }
            }
            let next = words[at + 1]
            guard next != "to", next != "about" || at + 2 < words.count, !notReminded.contains(next) else { return nil }
            let skip = at + 1 + (next == "about" ? 1 : 0)
            // "Don't forget: Gran's appointment is Wednesday at 2:30": a thing said with its verb is a fact to keep
            // in mind, not a thing to do.
            if words.dropFirst(skip).prefix(while: { !$0.isEmpty }).prefix(8).contains(where: { ["is", "are", "was", "were", "'s"].contains($0) }),
               said[at].hasSuffix(":") { return nil }
            let rest = tidy(said.dropFirst(skip).joined(separator: " "))
            return rest.isEmpty ? nil : (.action, rest)
        }
        return nil
    }
    /// "dentist on thursday can't forget eleven a m", "Mia's inhaler, mustn't forget": the thing said first and "can't
    /// forget" after it, with no one before the verb, is a reminder to oneself. "I can't forget her face" and "you
    /// mustn't forget us" are memories and pleas.
    static func forgetAfterThing(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard lower.contains("forget") else { return nil }
        let said = clause.split(separator: " ").map(String.init)
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard said.count == words.count else { return nil }
        for index in words.indices.dropFirst() where words[index] == "forget" {
            var at = index - 1
            if words[at] == "not", at > 0, ["must", "can"].contains(words[at - 1]) { at -= 1 }
            guard ["can't", "cant", "cannot", "mustn't", "mustnt", "must"].contains(words[at]), at >= 1 else { continue }
            if words[at] == "must", words[at + 1] != "not" { continue }
            guard !["i", "we", "you", "he", "she", "they", "never", "will", "i'll", "just", "ever", "could", "it"].contains(words[at - 1]) else { return nil }
            let before = words[..<at].filter { !fillers.contains($0) && !$0.isEmpty }
            guard before.count >= 1, !before.contains(where: { ["i", "we", "you", "he", "she", "they"].contains($0) }) else { return nil }
            let kept = said[..<at] + said[(index + 1)...]
            let rest = tidy(kept.joined(separator: " "))
            return rest.isEmpty ? nil : (.action, rest)
        }
        return nil
    }

    /// Words after which a reminder may open mid-clause: times and joins ("…tomorrow don't let me forget…").
    static let reminderLeaders: Set<String> = ["today", "tomorrow", "tonight", "tmrw", "but", "though", "also", "and", "plus"]

    /// Time words allowed between a goal label and its goal ("goal for twenty twenty seven", "resolution for 2027",
    /// "aim for this year").
    static let labelTimeWords: Set<String> = [
        "this", "next", "the", "new", "coming", "year", "month", "week", "summer", "spring", "autumn", "winter",
        "twenty", "nineteen", "thousand", "and", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve",
        // School and work periods: "goal for this term", "aim for the semester", "target for the quarter".
        "term", "semester", "quarter", "fortnight", "holidays", "season",
    ]

    /// "goal for twenty twenty seven um get my application in", "resolution for 2027: run a 10k", "my goal for
    /// this year is to learn to swim": a goal label with the time it is for, as a transcript writes it (no colon,
    /// fillers where the colon would be).
    private static func labelledWithTime(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard lower.contains(" for "), ["goal", "resolution", "aim", "objective", "target"].contains(where: { lower.contains($0) }) else { return nil }
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        var skip = 0
        while words.count > 2, fillers.contains(words[0]) { words.removeFirst(); skip += 1 }
        if let first = words.first, ["my", "the", "main", "big", "new"].contains(first) { words.removeFirst(); skip += 1 }
        if let first = words.first, ["main", "big", "new"].contains(first) { words.removeFirst(); skip += 1 }
        guard words.count >= 4, ["goal", "resolution", "aim", "objective", "target"].contains(words[0]), words[1] == "for" else { return nil }
        var index = 2
        while index < words.count, labelTimeWords.contains(words[index]) || DueDates.months.contains(words[index])
                || (words[index].count == 4 && Int(words[index]) != nil) {
            index += 1
        }
        // At least one word that says when ("2027", "twenty", "summer"), not only "the" or "this".
        guard words[2..<index].contains(where: { !["the", "this", "next", "new", "coming", "and"].contains($0) }) else { return nil }
        if index < words.count, words[index] == "is" { index += 1 }
        if index < words.count, words[index] == "to" { index += 1 }
        while index < words.count, fillers.contains(words[index]) || ["like", "is", "-", "–", ""].contains(words[index]) { index += 1 }
        guard index < words.count else { return nil }
        let rest = tidy(clause.split(separator: " ").dropFirst(skip + index).joined(separator: " "))
        return rest.isEmpty ? nil : (.goal, rest)
    }

    /// Those a parent or carer wants something for: "I want Oisín swimming by the summer", "I want the kids
    /// reading every night" is the speaker's aim for them.
    static let dependants: Set<String> = ["him", "her", "them", "the kids", "the children", "my son", "my daughter", "my kids", "the boys",
                                          "the girls", "my boy", "my girl", "the baby", "the twins"]
    /// Words ending in -ing that are nouns, not a pursuit ("I want something nice").
    static let ingNouns: Set<String> = ["thing", "something", "nothing", "anything", "everything", "morning", "evening", "wedding",
                                        "building", "ceiling", "king", "ring", "sibling", "darling", "pudding", "clothing", "ending"]

    /// "I really want Oisín swimming on his own", "we want the kids reading": want + someone + a pursuit in -ing.
    /// "I want my Spanish to be decent by June", "we want our garden to look like a meadow": a wish for one's own
    /// skill or thing to become something is a goal. "I want my money back" (no "to") is not.
    private static func wantMyThing(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard lower.contains(" want my ") || lower.contains(" want our ") || lower.hasPrefix("want my ") || lower.contains(" want the ") else { return nil }
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard let start = words.indices.first(where: { index in
            index + 3 < words.count && (index == 0 || ["i", "we", "really", "just", "still"].contains(words[index - 1])) && words[index] == "want"
                && ["my", "our", "the"].contains(words[index + 1])
        }), !negated(lower, before: lower.range(of: " want ")?.lowerBound ?? lower.startIndex) else { return nil }
        // The thing in a state: "want my knee strong enough for the hills", "want the garden properly tidy this
        // year" — "enough", or an adverb of degree and its adjective, within a few words of the thing.
        let stateWords = words[(start + 3)...].prefix(3)
        // "I just want the bathroom done", "we want the deck finished before summer".
        let finished = words[(start + 2)...].prefix(3).contains(where: finishedStates.contains)
        let inState = finished || stateWords.contains("enough")
            || stateWords.dropLast().contains(where: { ["properly", "really", "fully", "totally", "completely", "finally", "actually"].contains($0) })
        if inState {
            let rest = tidy(clause.split(separator: " ").dropFirst(start + 1).joined(separator: " "))
            return rest.isEmpty ? nil : (.goal, rest)
        }
        // The thing: one to three words, then "to" and a verb.
        guard words[start + 1] != "the", let to = words[(start + 3)...].prefix(3).firstIndex(of: "to"), to + 1 < words.count,
              !StopWords.english.contains(words[to + 1]) || ["be", "not"].contains(words[to + 1]) else { return nil }
        let rest = tidy(clause.split(separator: " ").dropFirst(start + 1).joined(separator: " "))
        return rest.isEmpty ? nil : (.goal, rest)
    }

    /// "I want it cleared — every penny of the overtime goes at it", "i want them all written down before its too late":
    /// wanting what was just named in a finished state is an aim, when no other form of the clause said what it is. Not
    /// when it is wanted today or tomorrow, nor when someone else wants it.
    static func wantItFinished(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard lower.contains("want ") else { return nil }
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard let start = words.indices.first(where: { index in
            index + 2 < words.count && (index == 0 || ["i", "we", "really", "just", "still", "honestly"].contains(words[index - 1]))
                && words[index] == "want" && ["it", "them", "those", "these", "everything"].contains(words[index + 1])
        }), start == 0 || ["i", "we"].contains(words[start - 1]) || start >= 2 && ["i", "we"].contains(words[start - 2]),
              !negated(lower, before: lower.range(of: "want ")?.lowerBound ?? lower.startIndex),
              !words.contains(where: { ["today", "tonight", "tomorrow"].contains($0) }) else { return nil }
        // The state: straight after the thing, or after "all", "both" or an adverb ("them all written down", "it properly sorted").
        var index = start + 2
        while index < words.count, ["all", "both", "properly", "fully", "completely", "totally", "finally"].contains(words[index]) { index += 1 }
        // A state the lists name, or a verb's participle ("them scanned", "it signed"; six letters, so "it red" is none).
        guard index < words.count, finishedStates.contains(words[index]) || words[index].count >= 6 && words[index].hasSuffix("ed") else { return nil }
        // The whole clause: "it" and "them" point at what was named before them ("lola's recipes, i want them all written down").
        return (.goal, tidy(clause))
    }

    private static func wantSomeoneDoing(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard lower.contains("want "), lower.contains("ing") else { return nil }
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        // "I don't want him…" never matches: the word before "want" must be the speaker.
        guard let start = words.indices.first(where: { index in
            index + 2 < words.count && ["i", "we"].contains(words[index]) && words[index + 1] == "want" && words[index + 2] != "to"
        }) else { return nil }
        let original = clause.split(separator: " ").map { tidy(String($0)) }
        let object = start + 2
        // The one wanted for: a name (capitalised or known), a pronoun, or "the kids".
        var verbIndex: Int?
        if object + 1 < words.count, dependants.contains(words[object] + " " + words[object + 1]) {
            verbIndex = object + 2
        } else if dependants.contains(words[object]) || Gazetteers.isFirstName(Gazetteers.fold(words[object]))
                    || (object < original.count && original[object].first?.isUppercase == true) {
            verbIndex = object + 1
        }
        guard let verbIndex, verbIndex < words.count else { return nil }
        let verb = words[verbIndex]
        guard verb.count >= 5, verb.hasSuffix("ing"), !ingNouns.contains(verb) else { return nil }
        let rest = tidy(clause.split(separator: " ").dropFirst(object).joined(separator: " "))
        return rest.isEmpty ? nil : (.goal, rest)
    }

    /// "really finish the quilt" → "finish the quilt": the adverb says how much, not what.
    private static func dropSofteners(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: true)
        while words.count > 1, softeners.contains(words[0].lowercased()) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// "get fitter", "get promoted": becoming something, not fetching it.
    private static func becoming(_ phrase: String) -> Bool {
        let words = phrase.lowercased().split(separator: " ")
        guard words.count > 1 else { return false }
        let next = String(words[1])
        // "get back into swimming", "get back to making real food": resuming a pursuit ("get back to Sam" is a reply).
        if next == "back", words.count > 3, words[2] == "into" || words[2] == "to" && words[3].hasSuffix("ing") { return true }
        // "get that emergency fund going", "get the allotment started": setting a pursuit going, not fetching a thing.
        if words.count > 2, words.dropFirst(2).prefix(4).contains(where: { ["going", "started"].contains(tidy(String($0))) }) { return true }
        return (next.hasSuffix("er") && next.count > 4) || ["fit", "healthy", "promoted", "married", "organised", "organized",
            "published", "certified", "qualified", "elected", "involved", "serious", "good", "better"].contains(next)
    }

    /// Words that put an intent on the scale of a year: a resolution, a goal.
    static let yearHorizons = ["this year", "next year", "in the new year", "this coming year"]
    /// Days close enough that a pursuit's verb with one is an errand ("start the plan tomorrow").
    static let nearDays: Set<String> = ["today", "tonight", "tomorrow", "tmrw"]

    /// "Remind me on Friday to call the bank", "remind me the day after tomorrow to pay the council tax": the
    /// time said between "remind me" and "to"; what follows "to" is the action.
    private static func reminderWithTime(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard let range = lower.range(of: "remind me "), isWordStart(lower, range.lowerBound),
              !negated(lower, before: range.lowerBound) else { return nil }
        let after = lower[range.upperBound...]
        let when = after.split(separator: " ").first.map(String.init) ?? ""
        guard !["what", "how", "where", "who", "why", "when", "which", "whether", "if"].contains(when),
              let to = after.range(of: " to "), after[..<to.lowerBound].split(separator: " ").count <= 6,
              !after[..<to.lowerBound].contains(" about ") else { return nil }
        let rest = tail(clause, lower: lower, after: to.upperBound)
        return rest.isEmpty ? nil : (.action, rest)
    }

    /// "Sister Connolly needs the rota from me by Friday", "Tom wants the keys back from me": someone waiting on
    /// the speaker is a task for the speaker.
    private static func requestOfMe(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard !lower.hasPrefix("i ") else { return nil }
        if lower.contains(" from me"), [" needs ", " wants ", " is waiting for ", " is expecting ", " expects "].contains(where: lower.contains) {
            return (.action, tidy(clause))
        }
        // "Sergeant Papadopoulos wants my statement by Wednesday": someone wanting the speaker's thing by a day.
        if [" wants my ", " needs my ", " is waiting on my ", " is waiting for my "].contains(where: lower.contains),
           [" by ", " before ", " until "].contains(where: lower.contains) {
            return (.action, tidy(clause))
        }
        // "Coach Okoro needs the team sheet by Thursday", "my landlord wants the forms back end of day Friday": someone
        // needing a thing by a deadline is waiting on the speaker. "Leo wants to learn the drums" (no thing) and "Sam
        // wants the car tonight" (no deadline) ask nothing of the speaker.
        // "Mrs Okonkwo needs Aoife's consent form back by Friday", "the robotics club at the library needs the permission
        // form signed by Wednesday", "he wants a full draft by 30 November": whatever opens the thing.
        if let wants = [" needs ", " wants "].compactMap({ lower.range(of: $0) }).first,
           let thing = lower[wants.upperBound...].split(separator: " ").first.map(String.init),
           Self.thingOpeners.contains(thing) || thing.hasSuffix("'s") && thing.count > 3,
           lower[..<wants.lowerBound].split(separator: " ").count <= 8,
           !lower[..<wants.lowerBound].split(separator: " ").contains(where: { ["if", "when", "unless"].contains($0) }),
           !["i", "we", "you", "it", "this", "that", "everybody", "everyone", "nobody"].contains(String(lower.split(separator: " ").first ?? "")),
           [" by ", " before ", "end of day", "end of the day", " eod", "first thing"].contains(where: { lower[wants.upperBound...].contains($0) }) {
            return (.action, tidy(clause))
        }
        // "Flights to Hanoi need booking in the next two weeks": a thing that needs an errand is one.
        if needsDoing(lower) { return (.action, tidy(clause)) }
        // "seun needs us to have the kids saturday", "Mum needs me to ring the council before Friday": someone needing the
        // speaker to do a thing on a day. A wish or a request alone ("wants us to try sea swimming", "asked me to do
        // the rota but I'm saying no") is theirs until the speaker takes it on; "needs me to be strong" asks for a state.
        // "jomar needs me to write a reference letter by the end of the month": a deadline said with "by" or "before"
        // will do for a need. "Liezl's asked me to run her to Plunket Wednesday at half ten", "Mum wants me to ring the
        // council on Friday": a request with its day is the speaker's task too, unless they turn it down.
        // "priyanka asked me to write up the postmortem", "gary wants me to train the new kid on the boiler calls this
        // month": a request of a thing to do is the speaker's task without a day; a suggestion ("wants us to try the sea
        // swimming") or an invitation ("wants me to join the choir") is not.
        // "Dr. Ngata's nurse rang — they want me in for a fasting blood test on Tuesday", "the physio wants me back in a
        // fortnight": someone calling the speaker in is an appointment the speaker must keep, a task with its day.
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        for index in words.indices.dropFirst() where index + 3 < words.count
            && ["needs", "asked", "wants", "want"].contains(words[index]) && ["me", "us"].contains(words[index + 1]) {
            // "want me in Decatur for Mother's Day": asked to a place is an invitation, not an appointment.
            let calledIn = ["wants", "want"].contains(words[index]) && ["in", "back"].contains(words[index + 2])
                && !Gazetteers.places.contains(Gazetteers.fold(words[index + 3])) && !Gazetteers.towns.contains(words[index + 3])
            guard words[index + 2] == "to" && words[index] != "want" || calledIn else { continue }
            let rest = Array(words[(index + 3)...])
            let deadline = words[index] == "needs" && rest.contains(where: { ["by", "before"].contains($0) })
                && DueDates.resolve(in: rest.joined(separator: " "), now: DueDates.anyDay, timeZone: DueDates.utc) != nil
            let asksADeed = !Self.suggestedVerbs.contains(words[index + 3]) && !words[index + 3].hasSuffix("ing")
            guard !["i", "we", "you", "it", "nobody", "no", "who"].contains(words[index - 1]),
                  calledIn || !requestedStates.contains(words[index + 3]),
                  calledIn || asksADeed || namesSpecificDay(rest, scheduledOnly: false) || deadline,
                  !rest.contains(where: Self.refusals.contains), !turnsDown(clause) else { return nil }
            return (.action, tidy(clause))
        }
        return nil
    }

    /// What someone may ask of the speaker that is an idea or an invitation, not a task, unless a day is said with it
    /// ("wants us to try the sea swimming", "wants me to join the choir", "asked me to think about it").
    static let suggestedVerbs: Set<String> = ["try", "think", "consider", "reconsider", "join", "come", "go", "visit", "see", "look",
                                              "meet", "have", "keep", "enjoy", "like", "love", "get", "give", "take", "play", "sing"]

    /// Whether `text` turns down what was asked ("but I'm saying no", "told her I can't").
    static func turnsDown(_ text: String) -> Bool {
        let spoken = " " + text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split { !($0.isLetter || $0 == "'") }.joined(separator: " ") + " "
        return [" saying no ", " said no ", " say no ", " told him no ", " told her no ", " told them no ", " not doing it ", " no way ",
                " i can't ", " i cant ", " i won't ", " i wont ", " not going to ", " turned it down ", " turning it down "].contains(where: spoken.contains)
    }

    /// "Choir robes to collect from the dry cleaner's by Saturday", "library books to return before Friday": a thing,
    /// then "to" and what is to be done with it, by a deadline — a list's note of an errand. Not "I want to…", "Nice to
    /// see you", "a trip to Paris by June" (no verb of an errand after "to"), and not without a deadline.
    private static func thingToDoByADay(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard let to = words.firstIndex(of: "to"), (1...4).contains(to), to + 1 < words.count, actionVerbs.contains(words[to + 1]),
              !words[..<to].contains(where: { speakers.contains($0) || notThingsBeforeTo.contains($0) }),
              let by = words[(to + 1)...].firstIndex(where: { ["by", "before"].contains($0) }),
              DueDates.resolve(in: words[by...].joined(separator: " "), now: DueDates.anyDay, timeZone: DueDates.utc) != nil
        else { return nil }
        return (.action, tidy(clause))
    }
    /// Words before "to" that make it no list's thing: someone, or a verb ("want to", "going to", "nice to").
    static let notThingsBeforeTo: Set<String> = [
        "you", "he", "she", "they", "it", "who", "want", "wants", "need", "needs", "going", "have", "has", "had", "got", "try",
        "trying", "plan", "planning", "hope", "hoping", "used", "nice", "good", "great", "time", "able", "due", "meant", "supposed",
        "about", "like", "love", "hate", "forgot", "remember", "asked", "told", "went", "came", "back", "off", "up", "down", "way",
    ]

    /// Words that open a thing someone needs or wants from the speaker by a deadline ("needs the form", "wants a draft").
    static let thingOpeners: Set<String> = ["the", "our", "those", "these", "a", "an", "another", "my", "his", "her", "their", "your"]

    /// Words that turn a request down or leave it open ("asked me to do the rota on Friday but I'm saying no").
    static let refusals: Set<String> = ["but", "no", "not", "can't", "cant", "won't", "wont", "maybe", "dunno", "unless"]

    /// What someone may ask of the speaker that is no task: a state or a feeling ("wants me to be happy").
    static let requestedStates: Set<String> = ["be", "stop", "know", "understand", "feel", "believe", "relax", "trust", "forgive", "calm",
                                               "stay", "listen", "smile", "rest", "sleep"]

    /// What one needs that is no errand: rest, a feeling, a life change, money itself.
    static let unneededThings: Set<String> = [
        "break", "rest", "sleep", "holiday", "holidays", "vacation", "nap", "hug", "drink", "coffee", "time", "space", "help",
        "day", "days", "minute", "moment", "weekend", "job", "career", "change", "life", "routine", "hobby", "cash", "money",
        "advice", "answer", "answers", "miracle", "distraction", "night", "lie-in", "win", "friend", "friends", "partner",
    ]

    /// Words that open the thing needed.
    static let determinersOfNeed: Set<String> = ["new", "a", "an", "the", "some", "more", "another", "those", "these"]
    /// Words that end the thing needed and start what is said about it ("for the smoke alarm", "before the climb").
    static let thingEnds: Set<String> = ["for", "to", "from", "before", "by", "at", "in", "on", "so", "because", "and", "or", "with", ""]

    /// "need new running shoes", "i still need the hangers and the concrete from menards", "need a new phone charger":
    /// the speaker needing a thing is an errand to get it. "I need a break", "we need the cash" and "need some sleep"
    /// are a feeling or a reason, no errand.
    private static func needThing(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard lower.contains("need ") else { return nil }
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        while words.count > 2, fillers.contains(words[0]) { words.removeFirst() }
        if words.first == "i" { words.removeFirst() }
        while let first = words.first, softeners.contains(first) { words.removeFirst() }
        guard words.count >= 2, words[0] == "need" else { return nil }
        var object = words.dropFirst()
        // "Need trekking poles.", "need batteries for the smoke alarm": things said without a determiner, in the plural.
        if let first = object.first, !determinersOfNeed.contains(first) {
            let thing = object.prefix { !StopWords.english.contains($0) && !$0.isEmpty }
            let after = object.dropFirst(thing.count).first
            guard (1...3).contains(thing.count), after.map(thingEnds.contains) ?? true,
                  let last = thing.last, last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss"), !unneededThings.contains(String(last.dropLast())),
                  !thing.contains(where: { unneededThings.contains($0) || notIntent.contains($0) }),
                  !Gazetteers.isFirstName(first) || Gazetteers.commonWords.contains(first) else { return nil }
            return (.action, tidy(clause))
        }
        guard words.count >= 3 else { return nil }
        // "still need those bike lights from Evans": a thing pointed at is needed as much.
        guard let determiner = object.first, determinersOfNeed.contains(determiner) else { return nil }
        object = object.dropFirst()
        if object.first == "new" { object = object.dropFirst() }
        let thing = object.prefix { !["for", "to", "from", "before", "by", "at", "in", "on", "so", "because", "my", "it's", "i"].contains($0) }.prefix(4)
        guard !thing.isEmpty, !thing.contains(where: { unneededThings.contains($0) || notIntent.contains($0) }) else { return nil }
        return (.action, tidy(clause))
    }

    /// Words that make a progressive "I'm passing…" a vow: "this time", "no excuses".
    static let vowWords = ["this time", "no excuses", "for real", "no matter what", "whatever it takes", "one way or another",
                           "no more talking about it", "no more talk", "i mean it", "full stop", "come hell or high water"]

    /// "i'm passing that exam this time no excuses", "I'm finishing this novel no matter what": the present progressive
    /// with a vow's words is a resolution. "I'm passing the shop now" and "I'm feeling better this time" are not.
    private static func vow(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard vowWords.contains(where: { lower.contains($0) }) else { return nil }
        let said = clause.split(separator: " ").map(String.init)
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard said.count == words.count else { return nil }
        var index = 0
        while index < words.count, fillers.contains(words[index]) { index += 1 }
        if index < words.count, ["i'm", "im"].contains(words[index]) {
            index += 1
        } else if index + 1 < words.count, words[index] == "i", words[index + 1] == "am" {
            index += 2
        } else {
            // "this blood pressure is coming down this year whatever it takes": a thing of the speaker's changing within
            // the year, vowed, is the aim.
            let spoken = words.joined(separator: " ")
            guard yearHorizons.contains(where: spoken.contains) || vagueHorizons.contains(where: spoken.contains),
                  let isIndex = words.prefix(8).firstIndex(of: "is"), isIndex >= 1, isIndex + 1 < words.count,
                  words[isIndex + 1].hasSuffix("ing"), !otherSubjects.contains(words[isIndex - 1]),
                  !["it", "that", "he", "she", "weather", "everything"].contains(words[isIndex - 1]) else { return nil }
            return (.goal, tidy(clause))
        }
        while index < words.count, softeners.contains(words[index]) { index += 1 }
        guard index + 1 < words.count else { return nil }
        let verb = words[index]
        // "i'm getting that honda back on the road this year, no more talking about it": getting a thing somewhere.
        let gettingAThing = verb == "getting" && ["that", "the", "my", "it", "this", "our"].contains(words[index + 1])
        guard verb.count > 5, verb.hasSuffix("ing"),
              gettingAThing || !["going", "feeling", "having", "being", "saying", "thinking", "trying", "getting", "sitting", "lying", "telling"].contains(verb)
        else { return nil }
        let rest = tidy(said.dropFirst(index).joined(separator: " "))
        return rest.isEmpty ? nil : (.goal, rest)
    }

    /// "Doing it this weekend", "gonna do that tomorrow", "Don't miss it": a clause that commits to a thing the clause
    /// before said (the extractor files that clause's words). "Did it yesterday" and "I don't miss it" commit to nothing.
    /// A note's bare to-do marker after its thing ("Fieldwork bookings for Mr Pillai - still to do", "Gutters. Still
    /// need doing.") points back as well.
    static func pointsBack(_ lower: String) -> Bool {
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        while words.count > 1, fillers.contains(words[0]) { words.removeFirst() }
        if isBareTodo(words) { return true }
        guard words.count >= 3, words.count <= 8 else { return false }
        let pointers: Set<String> = ["it", "this", "that"]
        if ["don't", "dont"].contains(words[0]), ["miss", "forget"].contains(words[1]), pointers.contains(words[2]), words.count == 3 { return true }
        for lead in [["doing"], ["i'm", "doing"], ["im", "doing"], ["i'll", "do"], ["gonna", "do"], ["i'm", "gonna", "do"], ["will", "do"]] {
            guard words.count > lead.count + 1, Array(words.prefix(lead.count)) == lead, pointers.contains(words[lead.count]) else { continue }
            let when = Array(words.dropFirst(lead.count + 1))
            return namesSpecificDay(when) || ["this weekend", "next week", "this week", "tonight"].contains { when.joined(separator: " ").contains($0) }
        }
        return false
    }

    /// The to-do markers a note ends with, said alone.
    static let bareTodos: Set<String> = ["to do", "todo", "still to do", "still todo", "needs doing", "still needs doing", "need doing",
                                         "still need doing", "not done yet", "still not done", "still outstanding", "outstanding",
                                         "yet to do", "still on the list", "on the list"]

    static func isBareTodo(_ words: [String]) -> Bool {
        bareTodos.contains(words.filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// "my aim this year as well and i mean it is to be in bed by eleven", "gosia and i have agreed the plan is to
    /// have a deposit saved by next year": the speaker's aim named, words between, then "is to" and the aim. "The
    /// plan", "the idea" say how as often as what for: they are an aim only with a horizon or a finished state ("the
    /// plan is to leave at eight" is not). Someone else's ("his aim is to", "Ana's plan is to") is not the speaker's.
    private static func aimSaidLoosely(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        let said = clause.split(separator: " ").map(String.init)
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard said.count == words.count else { return nil }
        // "the whole point with the flat is fifteen grand saved by january": what it is all for, with a state and a
        // date, is the aim said again.
        if let point = words.indices.first(where: { $0 + 2 < words.count && words[$0] == "whole" && words[$0 + 1] == "point" }),
           let isIndex = words[(point + 2)...].prefix(6).firstIndex(of: "is"), isIndex + 1 < words.count {
            let rest = tidy(said.dropFirst(isIndex + 1).joined(separator: " "))
            let restLower = rest.lowercased()
            if wantsFinished("x " + restLower) || vagueHorizons.contains(where: restLower.contains), DueDates.months.contains(where: restLower.contains) || restLower.contains(" by ") {
                return (.goal, rest)
            }
        }
        guard lower.contains(" is to ") else { return nil }
        for index in words.indices.dropLast() where ["my", "our", "the"].contains(words[index]) {
            let noun = words[index + 1]
            let loose = ["plan", "idea", "hope"].contains(noun)
            guard aimNouns.contains(noun) || loose || noun == "ambition",
                  !words[..<index].contains(where: reportingVerbs.contains) else { continue }
            guard let isTo = (index + 2..<min(words.count - 2, index + 12)).first(where: { words[$0] == "is" && words[$0 + 1] == "to" })
            else { continue }
            let rest = tidy(said.dropFirst(isTo + 2).joined(separator: " "))
            guard !rest.isEmpty else { return nil }
            if loose {
                let restLower = rest.lowercased()
                guard vagueHorizons.contains(where: { restLower.contains($0) }) || wantsFinished("x " + restLower)
                    || restLower.hasPrefix("have ") && wantsFinished(restLower) else { return nil }
            }
            return (.goal, rest)
        }
        return nil
    }

    /// A period that owns an aim: "this year's aim", "next summer's goal".
    static let periodsOwning: Set<String> = ["year's", "years", "month's", "summer's", "term's", "season's", "spring's", "winter's",
                                             "autumn's", "week's"]

    /// Nouns that name an aim before "is": "money goal is…", "the fitness target is…".
    static let aimNouns: Set<String> = ["goal", "target", "aim", "resolution", "plan", "mission"]

    /// "money goal is uh pay off the visa", "big fitness goal is to run a sub-25 5k", "the target is three months of
    /// bills": a goal label with a word or two naming its area, said with "is" as a transcript says it. Someone else's
    /// ("his goal is", "Manny's goal is") and a past one ("the goal was") are not the speaker's aim.
    private static func aimIsLabelled(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard aimNouns.contains(where: { lower.contains($0 + " is ") || lower.contains($0 + ": ") || lower.contains($0 + " - ") }) else { return nil }
        let said = clause.split(separator: " ").map(String.init)
        let words = lower.split(separator: " ").map { tidy(String($0)) }
        guard said.count == words.count else { return nil }
        var index = 0
        while index < words.count, fillers.contains(words[index]) { index += 1 }
        if index < words.count, ["my", "our", "the"].contains(words[index]) {
            index += 1
        } else if index + 1 < words.count, ["this", "next"].contains(words[index]), periodsOwning.contains(words[index + 1]) {
            // "This year's big aim: do the Liffey Swim", "next year's goal is a sub-four marathon".
            index += 2
        }
        let area = index
        while index < words.count, index - area < 2, !aimNouns.contains(words[index]) {
            let word = words[index]
            guard !word.hasSuffix("'s"), !StopWords.english.contains(word) else { return nil }
            index += 1
        }
        // "money goal is…", and typed with a colon or a dash: "money goal: save five grand", "fitness goal - a 10k".
        guard index + 1 < words.count, aimNouns.contains(words[index]) else { return nil }
        let colon = said[index].hasSuffix(":") || ["-", "–"].contains(words[index + 1])
        guard words[index + 1] == "is" || colon, index > area || words[index + 1] == "is" else { return nil }
        // "the plan is", "my plan is" alone say how, not what for: only a named area makes "plan" an aim.
        if ["plan", "mission"].contains(words[index]), index == area { return nil }
        index += said[index].hasSuffix(":") ? 1 : 2
        if index < words.count, words[index] == "to" { index += 1 }
        while index < words.count, fillers.contains(words[index]) || ["like", "basically", "-", "–", ""].contains(words[index]) { index += 1 }
        guard index < words.count, !["in", "on", "at", "done", "met", "reached", "close", "not", "that"].contains(words[index]) else { return nil }
        let rest = tidy(said.dropFirst(index).joined(separator: " "))
        return rest.isEmpty ? nil : (.goal, rest)
    }

    /// "Goal: swim 2 km", "todo - renew the passport".
    private static func labelled(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        // "Another goal, might as well: write up Dad's stories", "one more resolution for the list: no phone in bed": a goal's
        // label, counted or with an aside, before the colon.
        if let colon = lower.firstIndex(of: ":") {
            let head = lower[..<colon].split(separator: " ").map { tidy(String($0)) }.filter { !$0.isEmpty }
            if (2...7).contains(head.count), ["another", "one", "next", "second", "third", "also", "and", "my", "other"].contains(head[0]),
               head.prefix(3).contains(where: { ["goal", "resolution", "aim", "objective"].contains($0) }) {
                let rest = tail(clause, lower: lower, after: lower.index(after: colon))
                if !rest.isEmpty { return (.goal, rest) }
            }
        }
        for (labels, type) in [(goalLabels, NodeType.goal), (actionLabels, .action)] {
            for label in labels {
                for separator in [":", " -", " –"] where lower.hasPrefix(label + separator) {
                    let rest = tail(clause, lower: lower, after: lower.index(lower.startIndex, offsetBy: label.count + separator.count))
                    // "Note to self: the spare key is under the pot" records a fact; only an instruction is a task.
                    if label == "note to self", let word = rest.split(separator: " ").first?.lowercased(), statementStarts.contains(word) { return nil }
                    if !rest.isEmpty { return (type, rest) }
                }
            }
        }
        return nil
    }

    /// What one applies for as an aim: a job, a course or a place to study or live.
    static let soughtPlaces: Set<String> = ["job", "jobs", "role", "post", "position", "promotion", "course", "degree", "masters",
                                            "phd", "university", "uni", "college", "program", "programme", "apprenticeship",
                                            "scholarship", "residency", "citizenship", "fellowship", "grant", "school", "team"]

    /// Verbs whose object is company kept, not a thing: "join them", "meet her", "see him".
    static let companyVerbs: Set<String> = ["join", "meet", "see", "visit", "help", "call", "ring", "phone", "text", "email", "collect", "fetch"]

    /// "have the woolshed swept", "have the forms signed and back": a promise to have a thing done is one to do it.
    static func hasSomethingDone(_ promised: [String]) -> Bool {
        guard promised.first == "have", promised.count >= 3 else { return false }
        return promised.dropFirst(2).prefix(4).contains { word in
            word.count > 4 && word.hasSuffix("ed") && !["need", "speed", "bed", "seed", "feed", "weed"].contains(where: word.hasSuffix)
                || ["done", "swept", "sorted", "ready", "finished", "built", "written", "sent", "paid", "fixed", "cleaned", "signed"].contains(word)
                // "I'd have the dish back to her by Saturday": a thing had back is a thing returned.
                || word == "back"
        }
    }

    /// "I promised Ravi I'd review his draft" → the action "review his draft".
    private static func promise(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        // "I told Tariq I'd swap my shift": telling someone what one will do for them is a promise too.
        // A transcript drops the "I": "told coach i'd bring the oranges" at the clause's start.
        let told = lower.hasPrefix("told ") ? lower.range(of: "told ")
            : lower.range(of: "i told ").flatMap { isWordStart(lower, $0.lowerBound) ? $0 : nil }
        if let told {
            let after = lower[told.upperBound...].split(separator: " ").prefix(4).map(String.init)
            if let index = after.firstIndex(where: { ["i'd", "i'll", "id"].contains($0) }), index >= 1, index <= 2,
               let found = lower.range(of: " " + after[index] + " ", range: told.upperBound..<lower.endIndex) {
                let rest = dropSofteners(tail(clause, lower: lower, after: found.upperBound))
                // "I told Father Declan I'd bake for it": a promise about "it" points at a task said elsewhere.
                let promised = rest.lowercased().split(separator: " ").map { tidy(String($0)) }
                // "I'd join them tomorrow at 6": "them" after a verb of company are people, no task said elsewhere.
                // "Told him I'd fix them myself": an errand's verb on "them" or "it" is that errand, done to what the
                // thought has just named ("I'd do it", "I'd think about it" point at nothing to do).
                let named = promised.count > 1 && (Self.companyVerbs.contains(promised[0]) && ["them", "him", "her", "us"].contains(promised[1])
                    || (actionVerbs.contains(promised[0]) || Gazetteers.instructionVerbs.contains(promised[0])) && ["them", "it"].contains(promised[1]))
                if !rest.isEmpty, !notIntent.contains(promised.first ?? "") || hasSomethingDone(promised),
                   named || !promised.prefix(4).contains(where: vagueObjects.contains) {
                    return (.action, rest)
                }
            }
        }
        // "and I said I'd drive her", "i said i'll pick him up": the speaker's word given is a promise too.
        for said in ["i said i'd ", "i said i'll ", "i said i would ", "i said i will ", "i said id ", "i've said i'd "] {
            guard let found = lower.range(of: said), isWordStart(lower, found.lowerBound) else { continue }
            let rest = dropSofteners(tail(clause, lower: lower, after: found.upperBound))
            let promised = rest.lowercased().split(separator: " ").map { tidy(String($0)) }
            if !rest.isEmpty, !notIntent.contains(promised.first ?? "") || hasSomethingDone(promised),
               !["think", "thought", "try", "consider"].contains(promised.first ?? "") {
                return (.action, rest)
            }
        }
        guard let range = lower.range(of: "promised "), isWordStart(lower, range.lowerBound) else { return nil }
        // "I promised myself I'd read more" is a resolution, a goal; a promise to someone else is a task.
        let toSelf = ["myself ", "ourselves "].contains { lower[range.upperBound...].hasPrefix($0) }
        // "I promised to feed her cat": the promise straight after the verb.
        if lower[range.upperBound...].hasPrefix("to ") {
            let rest = dropSofteners(tail(clause, lower: lower, after: lower.index(range.upperBound, offsetBy: 3)))
            if !rest.isEmpty { return (.action, rest) }
        }
        // "I promised Karim two trays of ka'ak", "promised him a proper breakfast first", "I promised Pastor Adebayo two trays
        // of puff-puff": a thing promised to someone is a task, what is promised its phrase.
        if !toSelf, let thing = promisedThing(lower[range.upperBound...], clause: clause, lower: lower) { return (.action, thing) }
        // "i promised id drive her": a transcript drops the apostrophe.
        for connector in [" i'd ", " i would ", " i will ", " i'll ", " that i'd ", " we'd ", " we would ", " we will ", " id ", " to "] {
            // From the space after "promised": "i promised id drive her" has the connector straight after it.
            if let found = lower.range(of: connector, range: lower.index(before: range.upperBound)..<lower.endIndex) {
                let rest = dropSofteners(tail(clause, lower: lower, after: found.upperBound))
                if !rest.isEmpty { return (toSelf ? .goal : .action, rest) }
            }
        }
        return nil
    }

    /// "I want to say the wedding is going to be the best part", "I'd like to think she'll come round", "I want to
    /// believe it was an accident": wanting to say or think what is so hedges a statement; no aim. Only when what
    /// follows says something is ("is", "was", "will"…): "I want to say the rosary every night" and "I want to say it
    /// from memory" are aims.
    static func isHedge(_ lower: String) -> Bool {
        for cue in hedgeCues {
            guard let range = lower.range(of: cue), isWordStart(lower, range.lowerBound) else { continue }
            let after = lower[range.upperBound...].split { !($0.isLetter || $0 == "'") }.prefix(5)
            if after.contains(where: { hedgedVerbs.contains(String($0)) || $0.hasSuffix("'ll") || $0.hasSuffix("'s") && $0 != "let's" }) {
                return true
            }
        }
        return false
    }
    static let hedgeCues = ["want to say ", "wanna say ", "like to say ", "like to think ", "like to believe ", "want to believe ",
                            "want to think "]
    static let hedgedVerbs: Set<String> = ["is", "was", "were", "are", "will", "would", "has", "had", "did", "does", "isn't", "wasn't",
                                           "won't", "didn't", "doesn't", "can", "could"]

    /// Who may be promised a thing: a pronoun, a title or a first name, one or two words of them.
    static let promisedPeople: Set<String> = ["him", "her", "them", "us", "everyone"]

    /// The thing promised after "promised" and its recipient ("him", "Karim", "Pastor Adebayo"), or nil.
    private static func promisedThing(_ after: Substring, clause: String, lower: String) -> String? {
        let words = after.split(separator: " ").map { tidy(String($0)) }
        // The thing opens with a count: "two trays", "a proper breakfast", "some lumpia".
        guard let start = words.prefix(4).firstIndex(where: opensACount), (1...2).contains(start), start + 1 < words.count,
              words[..<start].allSatisfy({ promisedPeople.contains($0) || Gazetteers.isFirstName($0) || Gazetteers.titles[$0] != nil })
        else { return nil }
        // The clause's words from the thing on: "two trays of ka'ak for the booster table".
        let tailWords = tail(clause, lower: lower, after: after.startIndex).split(separator: " ", omittingEmptySubsequences: true)
        guard tailWords.count > start else { return nil }
        let thing = tidy(tailWords.dropFirst(start).joined(separator: " "))
        return thing.isEmpty ? nil : thing
    }

    /// What follows "X is (still) …" when X is what matters most to the speaker.
    static let priorityPhrases = [
        "the main thing", "my main thing", "the big one", "the big thing", "the biggest thing", "the main one",
        "the priority", "my priority", "the top priority", "my top priority", "my main priority", "my number one",
        "the number one", "my main goal", "my big goal", "the main goal", "my focus", "the focus", "my main focus",
        "the main focus", "what matters most", "the most important thing",
    ]
    /// Subjects that point back rather than name a topic ("That is the main thing").
    static let pointingSubjects: Set<String> = ["it", "that", "this", "he", "she", "they", "which", "what", "there"]

    /// "Saving up for our own flat is still the main thing for me this year", "Polish is still the big one: I
    /// want to…": a goal stated as a priority; the goal is its subject.
    private static func priority(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        guard let range = lower.range(of: " is ") else { return nil }
        let subject = tidy(String(clause.prefix(lower.distance(from: lower.startIndex, to: range.lowerBound))))
        let subjectWords = subject.lowercased().split(separator: " ")
        // "The storm on Friday is the big one" ranks a thing, not an aim: an aim is a pursuit ("Saving up…") or a subject ("Polish").
        guard !subjectWords.isEmpty, subjectWords.count <= 8, !pointingSubjects.contains(String(subjectWords[0])),
              !["the", "a", "an", "our", "his", "her", "their", "your"].contains(String(subjectWords[0])) else { return nil }
        var rest = lower[range.upperBound...].split(separator: " ").map(String.init)
        while let first = rest.first, ["still", "now", "really", "definitely", "always", "honestly", "very", "much", "by", "far", "going", "to", "be"].contains(first) {
            rest.removeFirst()
        }
        let said = rest.joined(separator: " ")
        guard priorityPhrases.contains(where: { said.hasPrefix($0) }) else { return nil }
        return (.goal, subject)
    }

    /// Words after a pursuit's -ing form that make it one ("getting the deposit", "getting fit"); "coming tonight" is none.
    static let pursuitObjects: Set<String> = ["the", "my", "our", "a", "an", "some", "more", "back", "fit", "into", "out", "off", "rid",
                                              "up", "down", "this", "that"]

    /// Words between a priority's name and its "is": "the main thing this year is", "my priority right now is".
    static let priorityLeadWords: Set<String> = ["this", "next", "year", "month", "summer", "spring", "autumn", "fall", "winter", "for", "me",
                                                 "us", "right", "now", "at", "the", "moment", "honestly", "really", "still"]

    /// "the main thing this year is still the will", "my priority right now is the deposit", "the big one is to get
    /// the degree finished": the priority named first, the aim after "is". "the main thing is she's safe" and "the main
    /// thing is that nobody got hurt" say how things stand, not an aim.
    private static func priorityNamedFirst(_ clause: String, lower: String) -> (type: NodeType, phrase: String)? {
        var words = lower.split(separator: " ").map { tidy(String($0)) }
        var dropped = 0
        while words.count > 2, fillers.contains(words[0]) { words.removeFirst(); dropped += 1 }
        let opening = words.joined(separator: " ")
        guard let phrase = priorityPhrases.first(where: { opening.hasPrefix($0 + " ") }) else { return nil }
        var index = phrase.split(separator: " ").count
        while index < words.count, priorityLeadWords.contains(words[index]) { index += 1 }
        guard index < words.count, words[index] == "is" else { return nil }
        index += 1
        while index < words.count, ["still", "now", "definitely", "really", "honestly", "just"].contains(words[index]) { index += 1 }
        guard index < words.count, !pointingSubjects.contains(words[index]), !["i", "we", "you", "i'm", "we're", "you're", "she's", "he's",
                                                                          "they're", "it's", "that's", "not"].contains(words[index]) else { return nil }
        // The aim is a thing of one's own, an infinitive or a pursuit: "the will", "my licence", "to finish it", "getting fit".
        guard index + 1 < words.count, ["the", "my", "our", "to", "a"].contains(words[index])
                || words[index].hasSuffix("ing") && words[index].count > 5 && pursuitObjects.contains(words[index + 1]) else { return nil }
        let said = clause.split(separator: " ").map(String.init)
        guard said.count == words.count + dropped else { return nil }
        let rest = tidy(said[(index + dropped)...].joined(separator: " "))
        return rest.isEmpty ? nil : (.goal, rest)
    }

    /// "I'd really like to", "I honestly want to", "we should definitely": the adverb between the speaker and the
    /// marker says how much, not what, so it is dropped before the markers are looked for.
    static func dropSoftenersAfterSubject(_ clause: String) -> String {
        var words = clause.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var index = 0
        var changed = false
        while index + 2 < words.count {
            let word = words[index].lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            if speakers.contains(word), softeners.contains(words[index + 1].lowercased()) || words[index + 1].lowercased() == "just" {
                words.remove(at: index + 1)
                changed = true
                continue
            }
            index += 1
        }
        return changed ? words.joined(separator: " ") : clause
    }
    static let speakers: Set<String> = ["i", "i'd", "i'm", "i'll", "i've", "we", "we'd", "we'll", "we're", "would"]

    /// "don't want to", "never have to", "don't really want to": a negated marker states no intent.
    private static func negated(_ lower: String, before index: String.Index) -> Bool {
        var words = lower[..<index].split(separator: " ").map(String.init)
        while let last = words.last, softeners.contains(last) || ["even", "just", "ever"].contains(last) { words.removeLast() }
        guard let last = words.last else { return false }
        let previous = words.dropLast().last ?? ""
        // "I wouldn't want to do it on a bike": a wish denied is no goal.
        return ["don't", "never", "didn't", "not", "won't", "shouldn't", "no", "can't", "cannot", "wouldn't", "couldn't"].contains(last)
            || (last == "not" && ["do", "did", "will", "should", "would", "could"].contains(previous))
    }

    /// The original-case text after `index` of the lowered copy, tidied.
    private static func tail(_ clause: String, lower: String, after index: String.Index) -> String {
        let offset = lower.distance(from: lower.startIndex, to: index)
        guard offset <= clause.count else { return "" }
        return tidy(String(clause.dropFirst(offset)))
    }

    private static func isWordStart(_ text: String, _ index: String.Index) -> Bool {
        index == text.startIndex || !text[text.index(before: index)].isLetter
    }

    /// Trims whitespace and trailing punctuation.
    static func tidy(_ text: String) -> String {
        text.trimmingCharacters(in: tidied)
    }

    private static let tidied = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ".,;:!?"))
}
