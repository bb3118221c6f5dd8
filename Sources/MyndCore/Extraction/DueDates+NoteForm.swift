import Foundation

/// Dates as notes and everyday speech put them: a day gone by or ruled out, a day something was moved to, a day of
/// the month after its weekday, a time written without "at" ("Thursday 18th, 11:20", "the 11 o'clock service",
/// "for half eleven"), and a task's own time on the day said beside it.
extension DueDates {
    /// "Tuesday: the bank at 4:15, so leave work by 3:30": a task's own clause that names a time but no day is due
    /// on the day the whole utterance names, at the task's own time. Otherwise the clause resolves as itself.
    public static func resolve(clause: String, within text: String, now: Date, timeZone: TimeZone = .current) -> Resolved? {
        let calendar = Self.calendar(in: timeZone)
        let today = calendar.startOfDay(for: now)
        let (raw, words) = tokens(clause)
        let (wholeRaw, wholeWords) = tokens(text)
        guard namedDay(raw, words, today: today, calendar: calendar) == nil, !isRecurring(words), !isRecurring(wholeWords),
              let day = namedDay(wholeRaw, wholeWords, today: today, calendar: calendar),
              let time = timeOfDay(in: words, dayNamed: true) else { return resolve(in: clause, now: now, timeZone: timeZone) }
        return resolved(day.day, time: time, phrase: day.phrase, calendar: calendar)
    }

    /// Nouns an ordinal counts ("the 20th century", "the 3rd floor", "the 2nd time"): then it names no day.
    static let ordinalNouns: Set<String> = [
        "century", "centuries", "floor", "time", "times", "place", "row", "round", "lap", "anniversary", "birthday",
        "edition", "grade", "generation", "amendment", "draft", "attempt", "try", "term", "chapter", "episode",
        "season", "series", "level", "stage", "step", "hole", "innings", "page", "person", "one", "ones", "year",
        "child", "kid", "baby", "choice", "option", "half", "quarter", "minute", "street", "avenue", "division",
    ]

    /// Whether the day at `index` is one gone by: "last Friday", "Saturday was great", "Sunday just gone", "this
    /// past Monday".
    static func isPast(at index: Int, _ words: [String]) -> Bool {
        if isSince(at: index, words) { return true }
        guard weekdays.contains(words[index]) || words[index] == "weekend" else { return false }
        let previous = index > 0 ? words[index - 1] : ""
        let before = index > 1 ? words[index - 2] : ""
        let next = index + 1 < words.count ? words[index + 1] : ""
        let after = index + 2 < words.count ? words[index + 2] : ""
        // "the last Friday of the month" is still to come.
        if previous == "last", before != "the" { return true }
        if previous == "past", before == "this" { return true }
        if ["was", "were", "gone"].contains(next) || next == "just" && after == "gone" { return true }
        // "Arthur died Friday", "the parcel came Monday", "Dad passed away Sunday": a day said of what happened.
        if happenedVerbs.contains(previous) || previous == "away" && ["passed", "went"].contains(before) { return true }
        // "Saturday night was mad", "Sunday morning was lovely".
        return ["night", "morning", "afternoon", "evening"].contains(next) && ["was", "were"].contains(after)
    }

    /// "first real talk since christmas", "cold water since thursday", "down 1.5 since the 10th", "since last Monday":
    /// a day said after "since" is the start of what has been, never a day ahead ("since he won't take money" names no
    /// day at all).
    static func isSince(at index: Int, _ words: [String]) -> Bool {
        var back = index - 1
        while back >= 0, ["the", "last", "like", "early", "mid", "late", "about", "around", "just", "before", "after"].contains(words[back]) { back -= 1 }
        return back >= 0 && words[back] == "since"
    }

    /// Verbs of what has happened that a day may follow with no "on": "died Friday", "arrived Monday".
    static let happenedVerbs: Set<String> = ["died", "arrived", "landed", "happened", "came", "went", "left", "started", "finished",
                                             "ended", "returned", "broke", "crashed", "collapsed"]

    /// Words ruling a day out: "can't do today", "can't make Friday", "not tomorrow", "can't do the twenty eighth".
    static func isRuledOut(at index: Int, _ words: [String]) -> Bool {
        let index = index > 0 && words[index - 1] == "the" ? index - 1 : index
        guard index > 0 else { return false }
        let previous = words[index - 1]
        let before = index > 1 ? words[index - 2] : ""
        let refusals: Set<String> = ["can't", "cannot", "cant", "couldn't", "won't"]
        return previous == "not" || refusals.contains(previous) || ["do", "make"].contains(previous) && refusals.contains(before)
    }

    /// Verbs that move an occasion to another day ("moved it to Tuesday", "pushed back till Friday").
    static let moveVerbs: Set<String> = ["moved", "move", "moving", "pushed", "push", "changed", "change", "switched", "rescheduled",
                                         "postponed", "postpone", "brought", "bumped", "shifted"]

    /// A day said after the first one, after a verb moving something to it: "the party was Friday but it's moved to
    /// Saturday" is due on Saturday.
    static func movedDay(after start: Int, _ words: [String], today: Date, calendar: Calendar) -> (day: Date, phrase: [String])? {
        guard start < words.count else { return nil }
        for index in start..<words.count {
            var cue = index - 1
            if cue >= 0, ["next", "this", "the"].contains(words[cue]) { cue -= 1 }
            // "moved us to Monday the 18th", "to Friday 19th": the weekday before the day of the month.
            if cue >= 0, weekdays.contains(words[cue]) { cue -= 1 }
            guard cue >= 1, ["to", "till", "until", "til", "for"].contains(words[cue]),
                  words[max(0, cue - 4)..<cue].contains(where: moveVerbs.contains),
                  !isPast(at: index, words),
                  let (found, used) = date(at: index, words, today: today, calendar: calendar) else { continue }
            return (found, Array(words[cue..<(index + used)]))
        }
        return nil
    }

    /// A day said after "so" later in the utterance ("closed monday so tomorrow morning", "till the weekend so sunday"):
    /// what was decided, after the reason. Not a day gone by.
    static func dayAfterSo(after start: Int, _ words: [String], today: Date, calendar: Calendar) -> (day: Date, phrase: [String])? {
        guard start < words.count else { return nil }
        for index in start..<words.count {
            var cue = index - 1
            if cue >= 0, ["next", "this", "on"].contains(words[cue]) { cue -= 1 }
            guard cue >= 0, words[cue] == "so", !isPast(at: index, words),
                  let (found, used) = date(at: index, words, today: today, calendar: calendar) else { continue }
            return (found, Array(words[cue..<(index + used)]))
        }
        return nil
    }

    /// A date said in full later in the utterance ("Nov 20", "the 20th of November") that falls on the same weekday as
    /// `day`, the weekday said first ("Last outdoor Saturday at the market — Nov 20"): the weekday is that date's.
    static func fullDateOfSameWeekday(as day: Date, after start: Int, _ words: [String], today: Date, calendar: Calendar)
        -> (day: Date, phrase: [String])? {
        guard start < words.count, start > 0, weekdays.contains(words[start - 1]) else { return nil }
        for index in start..<words.count {
            guard let (found, used) = date(at: index, words, today: today, calendar: calendar), used >= 2, found != day,
                  words[index..<(index + used)].contains(where: { months.contains($0) || monthShort.contains($0) }),
                  calendar.component(.weekday, from: found) == calendar.component(.weekday, from: day), !isPast(at: index, words) else { continue }
            return (found, Array(words[index..<(index + used)]))
        }
        return nil
    }

    /// The next `day` of a month from today on, in a month where it falls on `weekday` (1 = Sunday) when one is
    /// said ("Friday 19th", "Monday the 12th"), otherwise the nearest.
    static func nextDay(_ day: Int, weekday: Int?, today: Date, calendar: Calendar) -> Date {
        let thisMonth = calendar.dateInterval(of: .month, for: today)!.start
        var nearest: Date?
        for offset in 0..<14 {
            guard let first = calendar.date(byAdding: .month, value: offset, to: thisMonth),
                  day <= calendar.range(of: .day, in: .month, for: first)!.count,
                  let candidate = calendar.date(byAdding: .day, value: day - 1, to: first), candidate >= today else { continue }
            if weekday == nil || calendar.component(.weekday, from: candidate) == weekday { return candidate }
            if nearest == nil { nearest = candidate }
        }
        return nearest ?? today
    }

    /// Units a number after "half" counts ("half six hours", "half a dozen"): then it is no clock time.
    static let countedUnits: Set<String> = ["of", "hours", "hour", "minutes", "mins", "days", "weeks", "months", "years", "miles", "k", "km",
                                            "people", "pints", "kilos", "pounds", "quid", "euro", "dollars", "times"]

    /// A time said without "at", which counts only beside a named day: a typed "11:20" or "7:45", "the 11
    /// o'clock service", "for half eleven", "quarter past one".
    static func unmarkedClock(in words: [String]) -> ClockTime? {
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            // "Thursday 18th, 11:20", "Tuesday 6 February 8:50": a time typed with a colon.
            if word.contains(":"), let typed = clockTime(word), (0...23).contains(typed.hour), (0...59).contains(typed.minute) {
                // "Wed 07:30": the leading zero says the 24-hour clock.
                let bare = (1...11).contains(typed.hour) && !isZeroPadded(word)
                return (bare && (1...7).contains(typed.hour) ? typed.hour + 12 : typed.hour, typed.minute, [word], bare)
            }
            // "the 11 o'clock service", "the eight o'clock train".
            if next == "o'clock", let hour = Int(word) ?? numberWords[word], (1...12).contains(hour), !["a", "an", "couple", "few"].contains(word) {
                return ((1...7).contains(hour) ? hour + 12 : hour, 0, [word, next], hour < 12)
            }
            // "for half eleven", "quarter past one": the British forms, but not "half the time" or "half a dozen".
            guard ["half", "quarter"].contains(word), index == 0 || words[index - 1] != "at" else { continue }
            let hourIndex = ["past", "to"].contains(next) ? index + 2 : index + 1
            guard hourIndex < words.count, Int(words[hourIndex]) != nil || numberWords[words[hourIndex]] != nil,
                  !["a", "an", "couple", "few"].contains(words[hourIndex]),
                  hourIndex + 1 >= words.count || !countedUnits.contains(words[hourIndex + 1]),
                  let found = clock(in: ["at"] + words[index...hourIndex]) else { continue }
            return (found.hour, found.minute, Array(found.words.dropFirst()), found.bare)
        }
        return nil
    }

    /// Days to be out in daylight: a bare hour for one is never in the evening ("the parade … for half eleven",
    /// whatever band marches in it).
    static let daytimeWords: Set<String> = ["parade", "parades", "fete", "fête", "matinee", "matinée", "lunch", "lunchtime"]

    /// A milestone birthday said as its ordinal, beyond any day of a month: "fortieth", "60th".
    static func isMilestone(_ word: String) -> Bool {
        if ["fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth", "hundredth"].contains(word) { return true }
        guard word.hasSuffix("th"), let number = Int(word.dropLast(2)) else { return false }
        return (32...120).contains(number)
    }
}
