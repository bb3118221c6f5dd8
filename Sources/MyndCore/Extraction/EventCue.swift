import Foundation

/// Whether a thought describes an occurrence (a dinner, a flight, a meeting) rather than a passing remark, so a
/// date in it makes it an `event`.
///
/// Two kinds of cue: a noun that names an occurrence ("dinner", "gig", "exhibition"), or a verb that says
/// something is scheduled to happen — often to someone else ("Femi's choir is performing on Sunday", "the new
/// café opens on the 3rd", "the baby is due in March"). The caller still needs a resolvable date.
enum EventCue {
    static let nouns: Set<String> = [
        "dinner", "lunch", "breakfast", "brunch", "coffee", "drinks", "party", "meeting", "appointment", "birthday",
        "wedding", "funeral", "concert", "gig", "match", "game", "interview", "flight", "trip", "holiday", "vacation",
        "class", "lesson", "session", "meetup", "conference", "talk", "show", "exam", "test", "call", "date",
        "picnic", "barbecue", "bbq", "visit", "reunion", "ceremony", "recital", "rehearsal", "checkup", "check-up",
        "dentist", "doctor", "haircut", "playdate", "sleepover", "festival", "race", "marathon", "webinar", "workshop",
        "performance", "exhibition", "screening", "premiere", "launch", "graduation", "christening", "tournament",
        "quiz", "fair", "parade", "lecture", "seminar", "surgery", "operation", "scan", "viewing", "housewarming",
        "anniversary", "deadline", "hearing", "tour", "fixture", "play", "musical", "opera", "ballet",
        "film", "movie", "cinema", "panto", "pantomime", "offsite", "retreat", "hen", "stag", "club", "practice", "training", "parkrun",
        // Fixtures and outcomes others have on a date: "the under-12s final is on Sunday", "the results are out on the 9th".
        "final", "finals", "semi-final", "semifinal", "results",
        // Community and school occasions: "the parish ceilidh on the 6th", "the school disco is on Friday".
        "ceilidh", "disco", "gala", "prom", "fundraiser", "jumble", "raffle", "nativity", "fete", "fête",
        // Appointments named by the treatment and openings others have: "Physio with Dr Okafor on Monday", "her
        // opening is this Friday", "his op is on the 4th".
        "physio", "physiotherapy", "osteo", "chiropractor", "opening", "op", "vernissage",
        // Practice exams: "her gcse maths mock is on Monday".
        "mock", "mocks",
        // Trials and sessions others hold on a date: "tryouts for the travel team are on Saturday".
        "tryout", "try-out", "trials", "audition", "auditions", "orientation", "open-house",
        // What a firm brings or does on a date: "Delivery is on the 20th", "the installation is Monday".
        "delivery", "installation", "inspection",
        // A doctor's next look: "follow-up with the eye surgeon Monday the 20th", "a consultation on the 3rd".
        "follow-up", "followup", "consultation", "consult",
        // Shared meals and coming-of-age parties: "Choir potluck tomorrow at 1", "Bea's debut is set: Saturday Feb 1",
        // "the quinceañera on military drive saturday at seven", "her feis in paisley on saturday".
        "potluck", "debut", "quinceañera", "quinceanera", "quince", "feis",
    ]
    /// Occasions named by two words whose parts alone are everyday words ("parents' evening", "sports day").
    static let compoundNouns = ["parents evening", "parent evening", "open evening",
                                "open day", "sports day", "prize giving", "prizegiving", "bake sale", "hen do", "stag do",
                                "leaving do", "works do", "christmas do", "school run",
                                // School days named by what happens on them: "picture day is the 12th", "field day is Friday".
                                "picture day", "photo day", "field day", "career day", "spirit day", "report card day",
                                // Parties named by who they are for, and tea as an occasion: "Kayla's baby shower — Saturday
                                // 18 August", "they're putting on an afternoon tea on the 25th".
                                "baby shower", "bridal shower", "wedding shower", "afternoon tea", "morning tea", "high tea"]
    /// Ages said as words, for "Nia is eight on Tuesday" and "Grandad turns ninety next week".
    static let ageWords: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
        "sixty", "seventy", "eighty", "ninety", "hundred",
    ]
    /// Words that may follow an age when a birthday's date comes next.
    static let ageDateCues: Set<String> = ["on", "next", "this", "tomorrow", "today", "tonight", "in", "at", "the"]
    /// Subjects that point at a thing, not at someone having a birthday ("it is two on Monday").
    static let thingSubjects: Set<String> = ["it", "that", "this", "there", "which", "what", "price", "cost", "bill", "total", "score"]

    /// Verbs of something scheduled to happen ("is playing", "opens", "kicks off", "is due").
    static let verbs: Set<String> = [
        "playing", "performing", "happening", "opens", "open", "starts", "start", "begins", "begin", "launches",
        "premieres", "arrives", "arrive", "arriving", "lands", "landing", "closes", "finishes", "ends", "due",
        "visiting", "coming", "married", "starting", "graduating", "graduates", "retiring", "retires", "scheduled", "booked", "rescheduled", "postponed", "moved",
        // Someone else's move: "Ji-woo is moving to Busan at the end of January".
        "moving", "relocating", "emigrating",
        // Travel: "Lucía is flying in on Monday".
        "flying", "flies",
        // Guests: "Ffion and the kids are staying with us from Friday".
        "staying",
        // Rites others have on a day: "the baby is getting christened at St Mary's on the 1st".
        "christened", "baptised", "baptized", "confirmed", "buried", "cremated",
    ]
    /// Greetings that name an occasion on its day.
    static let greetings = ["happy birthday", "happy anniversary", "happy christmas", "merry christmas", "happy new year", "happy mother's day",
                            "happy father's day", "happy bday"]

    /// Two-word verbs of the same kind.
    /// "wants to see me again in two weeks", "can see us on Monday": an appointment someone has given.
    static let phrases: [String] = ["kicks off", "kick off", "takes place", "take place", "comes out", "come out", "is on ", "are on ", "'s on ",
                                    "to see me ", "to see us ", "see me again", "see us again", "can see me ", "can see us ",
                                    "could see me ", "could see us ",
                                    // A follow-up someone has set: "she wants me back in on the 3rd".
                                    "wants me back", "want me back", "wants us back", "wants to see me",
                                    // Someone's return: "Hamid's back from Morocco on Wednesday", "they're back on the 4th".
                                    "'s back ", " is back ", " are back ", "'re back ", " comes back ", " gets back ", " get back from",
                                    // A named thing with only a day after it: "the ceilidh is tomorrow", "parents evening is next Wednesday".
                                    " is tomorrow", " is tonight", " are tomorrow", "'s tomorrow", "'s tonight", " is next monday",
                                    " is next tuesday", " is next wednesday", " is next thursday", " is next friday", " is next saturday", " is next sunday",
                                    // "her opening is this Friday", "the match's this Saturday".
                                    " is this monday", " is this tuesday", " is this wednesday", " is this thursday", " is this friday",
                                    " is this saturday", " is this sunday", "'s this friday", "'s this saturday", "'s this sunday",
                                    // A plan to go somewhere together on a day: "Zoe and I are going to the Leadmill on Friday".
                                    " and i are going to ", " and i are off to ", " and me are going to ",
                                    // A procedure someone is having: "she's having her knee done on the 4th".
                                    " having her ", " having his ", " having my ",
                                    // A team's fixture: "City are at home on Saturday", "the Blues are away at Leeds on Sunday".
                                    " are at home on ", " are at home this ", " are away on ", " are away at ", " are away this ",
                                    // Someone hosting: "Padma is having everyone over on the 14th", "we're having people round Saturday".
                                    " having everyone over", " having everybody over", " having people over", " having us over",
                                    " having friends over", " having the family over", " having everyone round", " having people round",
                                    " having us round", " having a few people over", " having a few people round"]

    /// Words before a booking's verb that leave it the first: "finally booked…", "so we reserved…".
    static let bookingLeaders: Set<String> = ["i", "we", "just", "finally", "so", "ok", "okay", "um", "uh", "and", "also", "have", "i've", "we've"]

    /// "Booked the hall at St Anne's: Saturday 10 March", "we reserved a table for Friday at 8": something booked,
    /// said first — with the day the caller resolves, an occasion set for that day rather than progress.
    static func opensWithBooking(_ text: String) -> Bool {
        let words = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").split { !($0.isLetter || $0 == "'") }
        guard let verb = words.firstIndex(where: { !bookingLeaders.contains(String($0)) }) else { return false }
        return ["booked", "reserved"].contains(String(words[verb]))
    }

    static func isEvent(_ text: String) -> Bool {
        let lower = " " + text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'") + " "
        if opensWithBooking(text) { return true }
        // "Happy birthday Mum", "happy anniversary, love": a greeting on the day schedules nothing.
        if greetings.contains(where: { lower.hasPrefix(" " + $0) }) { return false }
        let words = lower.split { !($0.isLetter || $0 == "-") }
        for (index, word) in words.enumerated() where !isDeadline(words, at: index) {
            if nouns.contains(String(word)) { return true }
            // "flights"; but "if the plumber shows up", "the tap plays up": a verb with its particle.
            if word.hasSuffix("s"), nouns.contains(String(word.dropLast())),
               index + 1 == words.count || !["up", "off", "out"].contains(words[index + 1]) { return true }
        }
        // A scheduling verb after its subject, not as the first word ("Start the novel" is an instruction).
        if words.dropFirst().contains(where: { verbs.contains(String($0)) }) { return true }
        let spaced = " " + words.joined(separator: " ") + " "
        if compoundNouns.contains(where: { compound in
            spaced.contains(" " + compound + " ") && spaced.components(separatedBy: " " + compound + " ").dropLast().contains { before in
                let preceding = before.split(separator: " ")
                return !isDeadline(preceding + [Substring(compound)], at: preceding.count)
            }
        }) { return true }
        if isBirthdayAge(lower.split { !($0.isLetter || $0.isNumber) }.map(String.init)) { return true }
        if isOrdinalBirthday(lower.split(separator: " ").map(String.init)) { return true }
        if isOnAWeekday(words.map(String.init)) { return true }
        if isAtHomeOnADay(words.map(String.init)) { return true }
        if isSetForADay(lower.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map { $0.trimmingCharacters(in: .punctuationCharacters) }) {
            return true
        }
        return phrases.contains { lower.contains($0) }
    }

    /// "finished before the baby shower", "fit by the wedding", "in time for the match": an occasion said as the time
    /// something else is due by is that thing's deadline, not an occasion being set.
    static func isDeadline(_ words: [Substring], at index: Int) -> Bool {
        var back = index - 1
        while back >= 0, deadlineDeterminers.contains(String(words[back])) || words[back].hasSuffix("'s") { back -= 1 }
        return back >= 0 && back < index - 1 && deadlinePrepositions.contains(String(words[back]))
    }
    static let deadlinePrepositions: Set<String> = ["before", "by", "until", "till", "til"]
    static let deadlineDeterminers: Set<String> = ["the", "my", "her", "his", "their", "our", "your", "its"]

    /// Subjects that say what day it is rather than name a thing on it ("today is Friday").
    static let daySubjects: Set<String> = ["today", "tomorrow", "yesterday", "it", "that", "this", "which", "what"]

    /// "hodan's henna night is saturday the twenty second": a named thing, then "is" and a bare weekday.
    static func isOnAWeekday(_ words: [String]) -> Bool {
        for index in words.indices.dropFirst() where words[index] == "is" && index + 1 < words.count
            && DueDates.weekdays.contains(words[index + 1]) && !daySubjects.contains(words[index - 1]) {
            return true
        }
        return false
    }

    /// Words that may stand between "is" and the day a thing is set for: "the signing is a week from Thursday", "the
    /// hearing is now the 14th", "the fitting is set for the 3rd".
    static let beforeSetDay: Set<String> = ["on", "now", "still", "set", "for", "booked", "planned", "scheduled", "the", "a", "one",
                                            "two", "three", "week", "weeks", "from", "in", "days", "this", "next"]

    /// "signing is a week from thursday at two", "the hearing is the 14th", "her graduation is June 3rd": something named,
    /// then "is" or "are" and, straight after, the day it happens — a thing set for a day. "Today is the 3rd" and "it's
    /// Friday" say what day it is; "the house is a mess till Friday" puts a state, not an occasion, before the day.
    static func isSetForADay(_ words: [String]) -> Bool {
        for index in words.indices.dropFirst() where ["is", "are"].contains(words[index]) && index + 1 < words.count {
            let subject = words[index - 1]
            guard !daySubjects.contains(subject), !pronounSubjects.contains(subject), subject.first?.isLetter == true else { continue }
            let rest = Array(words[(index + 1)...].prefix(8))
            guard let resolved = DueDates.resolve(in: rest.joined(separator: " "), now: DueDates.anyDay, timeZone: DueDates.utc),
                  let first = resolved.phrase.split(separator: " ").first.map(String.init),
                  let at = rest.firstIndex(of: first) else { continue }
            if rest[..<at].allSatisfy(beforeSetDay.contains) { return true }
        }
        return false
    }

    /// "Mammogram — Tues 11:15, Scarborough General.", "Carol service: Sunday 16 December, 6pm", "Recruiter screen with
    /// Derek — Mon 12:00": something named, then a day and the hour it starts. A diary's entry is an occasion set for that
    /// day, whatever the occasion is called. Not a deadline ("the form in by Friday at 5") and not a day gone by ("the
    /// bus was late Sunday at 9", "rang me yesterday at 6"), and only on a day of its own: a weekday, a date or
    /// tomorrow ("up at five in the dark in July" names a month, not a diary's day). The caller files it as an event only
    /// when nothing else was said with it: beside a task, the day and hour are the task's.
    static func isDiaryEntry(_ text: String) -> Bool {
        let (raw, words) = DueDates.tokens(text)
        guard !words.contains(where: pastMarkers.contains), !DueDates.isRecurring(words),
              let named = namedDay(raw, words),
              let first = named.phrase.first, !deadlinePrepositions.contains(first), !["today", "this"].contains(first),
              named.phrase.contains(where: { word in
                  DueDates.weekdays.contains(word) || ["tomorrow", "tonight"].contains(word) || word.contains(where: \.isNumber)
                      || DueDates.ordinal(word) != nil
              }),
              DueDates.timeOfDay(in: words, dayNamed: true) != nil else { return false }
        return true
    }
    /// `text` without a diary's day heading: "Saturday. Frost on the windscreen…", "Sunday night. Wander grilling…",
    /// "Easter Sunday. Forty-six days…" — a weekday, with a part of the day or a feast's name, alone before a full stop
    /// and more said after it, is the day the entry is written. A weekday before a colon ("Sunday: Kuba's match at
    /// Wellingborough") is a plan's, and kept.
    static func withoutDayHeading(_ text: String) -> String {
        let trimmed = text.drop(while: \.isWhitespace)
        guard let stop = trimmed.firstIndex(of: "."), stop < trimmed.index(before: trimmed.endIndex) else { return text }
        let words = trimmed[..<stop].lowercased().split(separator: " ").map(String.init)
        guard (1...3).contains(words.count), let day = words.firstIndex(where: DueDates.weekdays.contains),
              words[..<day].allSatisfy(headingFeasts.contains), words[(day + 1)...].allSatisfy(headingPartsOfDay.contains) else { return text }
        let rest = trimmed[trimmed.index(after: stop)...].drop(while: \.isWhitespace)
        return rest.isEmpty ? text : String(rest)
    }
    private static let headingPartsOfDay: Set<String> = ["morning", "afternoon", "evening", "night"]
    private static let headingFeasts: Set<String> = ["easter", "palm", "mothering", "good", "holy", "trinity", "pentecost", "whit", "super"]

    /// "Jess had the anatomy scan Thursday", "first swim lesson on thursday i swallowed half the pool", "Stress test
    /// Monday: passed.": an occasion on a bare weekday (or today), told in the past in the same sentence, has happened —
    /// no occasion to set, whatever day the words would name next. A date of the month ("on the 1st of September"), "next"
    /// or "this Friday" still sets one, and so does a past verb in another sentence ("Booked the flights! 14 March. I
    /// cried a bit.").
    static func isToldAsPast(_ text: String) -> Bool {
        let sentences = text.split(whereSeparator: { ".!?".contains($0) })
        return sentences.contains { sentence in
            let (raw, words) = DueDates.tokens(String(sentence))
            // "fadi did a wedding in dearborn heights yesterday … he calls me at midnight": a sentence set yesterday or
            // last night tells what happened, unless it names a date of its own ahead ("booked the flights yesterday
            // we fly out on the second of april").
            if saysYesterday(words) {
                // "Orientation yesterday at Hope Clinic. First shift: Saturday 26 April": another sentence's day is ahead.
                guard let named = namedDay(raw, words) else {
                    return !sentences.contains { other in
                        let (otherRaw, otherWords) = DueDates.tokens(String(other))
                        return other != sentence && namedDay(otherRaw, otherWords) != nil
                    }
                }
                return !named.phrase.contains { word in
                    word == "next" || DueDates.months.contains(word) || word.contains(where: \.isNumber) || DueDates.ordinal(word) != nil
                }
            }
            guard let named = namedDay(raw, words),
                  named.phrase.allSatisfy({ ["on", "today", "tonight", "morning", "afternoon", "evening", "this"].contains($0) || DueDates.weekdays.contains($0) }),
                  !(named.phrase.contains("this") && named.phrase.contains(where: DueDates.weekdays.contains)) else { return false }
            return words.indices.contains { index in
                let word = words[index]
                if pastVerbs.contains(word) { return true }
                // "mei moved out to melbourne on thursday": moving house, not moving an appointment.
                if word == "moved", index + 1 < words.count, ["out", "away", "house", "back"].contains(words[index + 1]) { return true }
                return index > 0 && subjectPronouns.contains(words[index - 1]) && isPlainPast(word)
            } || opensWithPast(words) || isPastDoneToSomething(words)
        }
    }

    /// A regular past form that tells what happened: long enough not to be "bed" or "need", not a verb that sets an
    /// occasion ("booked", "moved") and not one of the scheduling verbs ("married", "scheduled").
    static func isPlainPast(_ word: String) -> Bool {
        word.count > 4 && word.hasSuffix("ed") && !word.hasSuffix("eed") && !verbs.contains(word) && !settingVerbs.contains(word)
            && !pastParticipleStates.contains(word)
    }

    /// Past participles that describe a state or a feeling ahead as often as something done ("Excited for Saturday",
    /// "Supposed to be Friday", "Planned for the 3rd").
    static let pastParticipleStates: Set<String> = [
        "excited", "worried", "scared", "stressed", "tired", "relieved", "pleased", "thrilled", "bored", "annoyed", "confused",
        "overwhelmed", "exhausted", "disappointed", "delighted", "interested", "supposed", "required", "needed", "planned",
        "expected", "invited", "closed", "opened", "reserved", "wanted", "hoped", "intended", "allowed", "involved",
        "prepared", "organised", "organized", "based", "located",
    ]

    /// Words a note or a transcript opens with before its first verb ("ok so um", "and then", "finally").
    static let openers: Set<String> = ["ok", "okay", "so", "um", "uh", "and", "then", "just", "finally", "also", "oh", "well", "yeah", "right"]

    /// "played the whole game on saturday…", "Submitted the forms Friday": a diary's sentence that drops its subject
    /// and opens with a past form tells what happened on that day.
    static func opensWithPast(_ words: [String]) -> Bool {
        guard let first = words.firstIndex(where: { !openers.contains($0) }) else { return false }
        return isPlainPast(words[first]) || pastVerbs.contains(words[first]) && !["had", "was", "did"].contains(words[first])
    }

    /// Words that hold a past form back from telling what happened: "to be picked up Friday", "it gets delivered Monday".
    static let beforeFuturePast: Set<String> = ["to", "be", "been", "being", "get", "gets", "getting", "got", "will", "'ll", "is", "are",
                                                "am", "must", "should", "could", "would", "can", "need", "needs", "have", "the", "a", "an",
                                                "my", "his", "her", "our", "their", "your", "its"]
    /// Words after a past form that show it done to something: "poured the coffee", "spilled half of it".
    static let doneToWords: Set<String> = ["the", "a", "an", "my", "his", "her", "their", "our", "it", "them", "him", "us", "me", "up",
                                           "out", "off", "half", "all", "everything", "everyone", "everybody"]

    /// "selam poured the coffee for the first time today", "Citizenship application submitted Friday": a regular past
    /// form done to something, or said straight before the day, after a word that does not put it ahead.
    static func isPastDoneToSomething(_ words: [String]) -> Bool {
        words.indices.dropFirst().contains { index in
            let word = words[index]
            guard isPlainPast(word), !beforeFuturePast.contains(words[index - 1]), index + 1 < words.count else { return false }
            let next = words[index + 1]
            return doneToWords.contains(next) || DueDates.weekdays.contains(next)
        }
    }
    /// "yesterday", "last night": the day before, or the evening just gone.
    static func saysYesterday(_ words: [String]) -> Bool {
        words.indices.contains { index in
            words[index] == "yesterday" || words[index] == "last" && index + 1 < words.count && words[index + 1] == "night"
        }
    }

    /// The day `words` name and the words that named it, on any day's calendar: for rules that ask how a day is
    /// named, not which it is.
    private static func namedDay(_ raw: [String], _ words: [String]) -> (day: Date, phrase: [String])? {
        let calendar = DueDates.calendar(in: DueDates.utc)
        return DueDates.namedDay(raw, words, today: calendar.startOfDay(for: DueDates.anyDay), calendar: calendar)
    }

    /// Verbs that tell of what happened.
    static let pastVerbs: Set<String> = ["had", "was", "went", "passed", "did",
                                         // "we came second on Sunday", "they won on Saturday": told as done.
                                         "came", "won", "lost", "saw", "ran", "drove", "ate", "met", "sang", "cried", "swam",
                                         // "Félix took a hit from behind Saturday", "she fell on the ice Monday": past forms that
                                         // are no present or participle too, and set nothing ("said", "told", "made", "sent"
                                         // and "got" may give one's word or arrange what comes).
                                         "took", "fell", "broke", "caught", "threw", "woke", "slept", "wore", "rode", "flew",
                                         "spoke", "fought", "felt", "heard", "stood", "sat", "bought", "brought", "paid", "spent",
                                         "found", "forgot", "scored", "began", "drank", "fed", "froze", "gave", "grew", "hid",
                                         "knew", "led", "shook", "sold", "stole", "stuck", "swore", "taught", "thought", "tore", "wept"]
    static let subjectPronouns: Set<String> = ["i", "we", "he", "she", "they", "you"]
    /// Past verbs that set an occasion or give one's word for it ("we booked Thursday", "I promised").
    static let settingVerbs: Set<String> = ["booked", "moved", "rescheduled", "postponed", "confirmed", "promised", "agreed", "offered",
                                            "arranged", "registered", "signed", "entered", "invited", "asked", "called", "emailed", "texted"]

    /// Words that put what is said in the past.
    static let pastMarkers: Set<String> = ["was", "were", "had", "did", "went", "yesterday", "last", "ago", "earlier"]

    /// "Chargers at home Sunday Nov 11", "Ravens at home Sunday": a team at home on a named day is its fixture.
    static func isAtHomeOnADay(_ words: [String]) -> Bool {
        words.indices.dropLast(2).contains { index in
            words[index] == "at" && words[index + 1] == "home" && DueDates.weekdays.contains(words[index + 2])
        }
    }

    /// Subjects that are someone, not a thing set for a day ("she is away Friday", "they are off on the 3rd").
    static let pronounSubjects: Set<String> = ["i", "we", "you", "he", "she", "they", "who", "everyone", "everybody", "nobody", "someone"]

    /// Round ages said as ordinals: "Wojtek's fortieth", "Aunty Bisi's 60th", "her twenty-first".
    static let ordinalAges: Set<String> = ["eighteenth", "twenty-first", "twentyfirst", "thirtieth", "fortieth", "fiftieth", "sixtieth",
                                           "seventieth", "eightieth", "ninetieth", "hundredth", "sweet-sixteen"]

    /// "Wojtek's fortieth, the Gravediggers, Saturday at 8", "Aunty Bisi's 60th is in Lagos": someone's round age, said
    /// as an ordinal after their name or "his"/"her", is their birthday party. "the 60th anniversary" is caught as an
    /// anniversary; "on the 20th" is a date, not an age (no owner before it).
    static func isOrdinalBirthday(_ tokens: [String]) -> Bool {
        for index in tokens.indices.dropFirst() {
            let word = tokens[index].trimmingCharacters(in: .punctuationCharacters)
            let digits = word.prefix { $0.isNumber }
            let numbered = !digits.isEmpty && ["st", "th", "nd", "rd"].contains(String(word.dropFirst(digits.count)))
                && (Int(digits).map { $0 >= 16 && $0 <= 110 && ($0 % 10 == 0 || [16, 18, 21].contains($0)) } ?? false)
            guard numbered || ordinalAges.contains(word) || word == "first" && tokens[index - 1] == "twenty" else { continue }
            // "jordans twenty first": a round age said in two words has its owner before both.
            let ownerIndex = word == "first" && tokens[index - 1] == "twenty" ? index - 2 : index - 1
            guard ownerIndex >= 0 else { continue }
            let owner = tokens[ownerIndex]
            if owner.hasSuffix("'s") || ["his", "her", "their", "my"].contains(owner) { return true }
            // "my mums eightieth", "shonas fiftieth": a transcript drops the apostrophe of the owner's "'s".
            if owner.count > 3, owner.hasSuffix("s"), !owner.hasSuffix("ss"), !["this", "was", "has", "its", "does", "is"].contains(owner),
               !StopWords.english.contains(owner) { return true }
        }
        return false
    }

    /// "Nia is eight on Tuesday", "Grandad turns 90 next week", "she'll be six on the 3rd": an age reached on a day
    /// is a birthday.
    static func isBirthdayAge(_ words: [String]) -> Bool {
        for index in words.indices.dropFirst() where ["is", "turns", "turning", "be"].contains(words[index]) && index + 2 < words.count {
            let age = words[index + 1]
            let isAge = ageWords.contains(age) || (Int(age).map { (1...120).contains($0) } ?? false)
            guard isAge, ageDateCues.contains(words[index + 2]) || DueDates.weekdays.contains(words[index + 2]) else { continue }
            if words[index] == "turns" || words[index] == "turning" { return true }
            if !thingSubjects.contains(words[index - 1]) { return true }
        }
        return false
    }
}
