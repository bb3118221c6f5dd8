/// Whether a thought describes an occurrence (a dinner, a flight, a meeting) rather than a passing remark, so a
/// date in it makes it an `event`.
enum EventCue {
    static let nouns: Set<String> = [
        "dinner", "lunch", "breakfast", "brunch", "coffee", "drinks", "party", "meeting", "appointment", "birthday",
        "wedding", "funeral", "concert", "gig", "match", "game", "interview", "flight", "trip", "holiday", "vacation",
        "class", "lesson", "session", "meetup", "conference", "talk", "show", "exam", "test", "call", "date",
        "picnic", "barbecue", "bbq", "visit", "reunion", "ceremony", "recital", "rehearsal", "checkup", "check-up",
        "dentist", "doctor", "haircut", "playdate", "sleepover", "festival", "race", "marathon", "webinar", "workshop",
    ]

    static func isEvent(_ text: String) -> Bool {
        text.lowercased().split { !($0.isLetter || $0 == "-") }.contains { word in
            nouns.contains(String(word)) || (word.hasSuffix("s") && nouns.contains(String(word.dropLast())))  // "flights"
        }
    }
}
