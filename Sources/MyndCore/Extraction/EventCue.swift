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
    ]

    /// Verbs of something scheduled to happen ("is playing", "opens", "kicks off", "is due").
    static let verbs: Set<String> = [
        "playing", "performing", "happening", "opens", "open", "starts", "start", "begins", "begin", "launches",
        "premieres", "arrives", "arrive", "arriving", "lands", "landing", "closes", "finishes", "ends", "due",
        "visiting", "coming", "married", "graduating", "graduates", "retiring", "retires", "scheduled", "booked", "rescheduled", "postponed", "moved",
        // Someone else's move: "Ji-woo is moving to Busan at the end of January".
        "moving", "relocating", "emigrating",
        // Travel: "Lucía is flying in on Monday".
        "flying", "flies",
    ]
    /// Two-word verbs of the same kind.
    /// "wants to see me again in two weeks", "can see us on Monday": an appointment someone has given.
    static let phrases: [String] = ["kicks off", "kick off", "takes place", "take place", "comes out", "come out", "is on ", "are on ",
                                    "to see me ", "to see us ", "see me again", "see us again",
                                    // Someone's return: "Hamid's back from Morocco on Wednesday", "they're back on the 4th".
                                    "'s back ", " is back ", " are back ", "'re back ", " comes back ", " gets back ", " get back from"]

    static func isEvent(_ text: String) -> Bool {
        let lower = " " + text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'") + " "
        let words = lower.split { !($0.isLetter || $0 == "-") }
        if words.contains(where: { word in
            nouns.contains(String(word)) || (word.hasSuffix("s") && nouns.contains(String(word.dropLast())))  // "flights"
        }) { return true }
        // A scheduling verb after its subject, not as the first word ("Start the novel" is an instruction).
        if words.dropFirst().contains(where: { verbs.contains(String($0)) }) { return true }
        return phrases.contains { lower.contains($0) }
    }
}
