import Foundation

/// Resolves the date an utterance names — "before Friday", "tomorrow", "by March", "next Tuesday at six",
/// "in two weeks", "on the 3rd" — against the time it was said, in the user's time zone.
///
/// The result is what goals and actions keep as their `due` and events as their date: a local calendar date
/// ("2026-11-27") or date and time ("2026-11-27T18:00"), so it reads the same in any export and sorts as text.
/// Conventions where speech is ambiguous: a weekday ("Friday") is the next one after today, "next Friday" the one
/// in next week (said on a Wednesday, "next Thursday" is eight days away, not tomorrow); a month
/// alone ("by March") is its first day, this year or next; a bare hour from one to seven is in the afternoon.
public enum DueDates {
    /// Metadata key of the resolved date on goals, actions and events.
    public static let key = "due"

    public struct Resolved: Equatable, Sendable {
        /// "yyyy-MM-dd" or "yyyy-MM-dd'T'HH:mm", local to the time zone it was resolved in.
        public var value: String
        /// The words that named it ("next Tuesday at six").
        public var phrase: String

        /// Whether it names a month and no day in it ("in August", "by March"), which stands for the month's first (or
        /// today, said within the month). The end of a month ("end of April") names its last day.
        public var isMonthOnly: Bool {
            let words = phrase.split(separator: " ").map(String.init)
            guard value.count == 10, words.contains(where: { DueDates.months.contains($0) || DueDates.monthShort.contains($0) }),
                  words.allSatisfy({ DueDates.months.contains($0) || DueDates.monthShort.contains($0) || DueDates.monthOnlyWords.contains($0) })
            else { return false }
            let parts = value.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return false }
            let calendar = DueDates.calendar(in: TimeZone(identifier: "UTC")!)
            let month = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: 1))
            let days = month.flatMap { calendar.range(of: .day, in: .month, for: $0)?.count }
            return parts[2] != days
        }
    }
    /// Words that may stand with a month alone ("in August", "by next March").
    static let monthOnlyWords: Set<String> = ["in", "by", "for", "of", "during", "next", "this", "until", "till", "before", "after"]

    public static func resolve(in text: String, now: Date, timeZone: TimeZone = .current) -> Resolved? {
        let calendar = Self.calendar(in: timeZone)
        let (raw, words) = tokens(text)
        // "Tuesdays after work", "every morning", "any Friday afternoon in October": a time that recurs or is left
        // open names no one day to be due on.
        if isRecurring(words) { return nil }
        let today = calendar.startOfDay(for: now)
        let named = namedDay(raw, words, today: today, calendar: calendar)
        let time = timeOfDay(in: words, dayNamed: named != nil)
        var day = named?.day
        if day == nil, let time {
            // "at six" alone: today if that time is still ahead, otherwise tomorrow.
            let candidate = calendar.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: today)!
            day = candidate > now ? today : calendar.date(byAdding: .day, value: 1, to: today)
        }
        guard let day else { return nil }
        return resolved(day, time: time, phrase: named?.phrase ?? [], calendar: calendar)
    }

    /// The day an utterance names and the words that named it, the first said unless a later one replaces it.
    static func namedDay(_ raw: [String], _ words: [String], today: Date, calendar: Calendar) -> (day: Date, phrase: [String])? {
        var day: Date?
        var phrase: [String] = []
        var index = 0
        var end = 0
        var owned: (Date, [String])?
        while index < words.count, day == nil {
            if let (found, used) = date(at: index, words, today: today, calendar: calendar) {
                // "Saturday was great", "last Friday": a day gone by is no day for anything to be due.
                if isPast(at: index, words) {
                    index += used
                    continue
                }
                // "my statement from Saturday's job by Wednesday": a day owning a thing names that thing; a later
                // date is the one meant, when there is one.
                // "the halloween party is saturday the thirtieth": a holiday naming a kind of thing gives way to the
                // date said for it.
                // "can't do today, we moved it to Tuesday", "not tomorrow, Thursday": a day ruled out gives way too.
                // "the new years eve dinner is sunday at seven": the same for a holiday said in several words.
                let modifier = holiday(at: index, words, today: today, calendar: calendar) != nil && index + used < words.count
                    && occasionNouns.contains(words[index + used])
                if (raw[index].hasSuffix("'s") && weekdays.contains(words[index]) || modifier || isRuledOut(at: index, words)), owned == nil {
                    owned = (found, Array(words[index..<(index + used)]))
                    index += modifier ? used : 1
                    continue
                }
                day = found
                end = index + used
                let start = index > 0 && cueWords.contains(words[index - 1]) ? index - 1 : index
                phrase = Array(words[start..<(index + used)])
            }
            index += 1
        }
        // "the party was Friday but it's moved to Saturday": the day it was moved to.
        if day != nil, let moved = movedDay(after: end, words, today: today, calendar: calendar) { return moved }
        // "closed monday so tomorrow morning", "in spain till the weekend so sunday": the day after "so" is the plan.
        if let found = day, let planned = dayAfterSo(after: end, words, today: today, calendar: calendar), planned.day != found { return planned }
        // "Last outdoor Saturday at the market — Nov 20": a weekday, then the date of that weekday said in full.
        if let found = day, let full = fullDateOfSameWeekday(as: found, after: end, words, today: today, calendar: calendar) { return full }
        if let day { return (day, phrase) }
        if let owned { return (owned.0, owned.1) }
        return nil
    }

    /// The value and phrase of a day and, when one is said, its time.
    static func resolved(_ day: Date, time: ClockTime?, phrase: [String], calendar: Calendar) -> Resolved {
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        var value = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        if let time { value += String(format: "T%02d:%02d", time.hour, time.minute) }
        return Resolved(value: value, phrase: (phrase + (time?.words ?? [])).joined(separator: " "))
    }

    /// An hour and minute said, the words that said it, and whether it was a bare hour with no am, pm or part of day.
    typealias ClockTime = (hour: Int, minute: Int, words: [String], bare: Bool)

    /// The time of day the words say, in the part of the day the occasion makes likely. Some forms count only when
    /// a day is named too: "by nine", "from six", "11:20", "the 8 o'clock", "half eleven".
    static func timeOfDay(in words: [String], dayNamed: Bool) -> ClockTime? {
        var time = clock(in: words)
        // "Saturday at like half eight", "Friday at about six": a filler before the time of a named day ("had a
        // nightmare at like three" names no day, and no time to be due).
        if time == nil, dayNamed { time = clock(in: words, skippingFillers: true) }
        // "the match is on Saturday, be there by nine": a deadline hour after a named day is that day's time.
        if time == nil, dayNamed { time = deadlineHour(in: words) }
        // "Friday from six": the hour an occasion starts from, on its named day.
        if time == nil, dayNamed { time = deadlineHour(in: words, cue: "from") }
        // "Thursday 18th, 11:20", "the 11 o'clock service on the 21st", "Wednesday, for half eleven".
        if time == nil, dayNamed { time = unmarkedClock(in: words) }
        // "Monday the 10th, noon, at the Swiss Pub": noon or midday said beside a named day is its time.
        if time == nil, dayNamed, let noon = words.firstIndex(where: { ["noon", "midday"].contains($0) }),
           noon == 0 || !["before", "after", "past", "till", "until", "since"].contains(words[noon - 1]) {
            time = (12, 0, [words[noon]], false)
        }
        // "Saturday 10 March, 12 till 6": the hour an occasion runs from, on its named day.
        if time == nil, dayNamed { time = hourRange(in: words) }
        // "booked Gerard's on James Street for seven thirty", "Dinner Friday, booked for 7": the hour booked for.
        if time == nil, dayNamed { time = bookedHour(in: words) }
        guard var time else { return nil }
        // "long run on Sunday, meeting at 7": an early run, ride or swim at a bare hour is in the morning.
        // "tomorrow morning at 7:30", "Monday morning at 9", "at 6 for the morning walk": a bare hour said with the
        // morning is in the morning — not a morning said of something else after it ("starting at one not twelve cos
        // the hall's got a christening in the morning").
        if time.bare, (13...19).contains(time.hour), saysMorning(words, of: time) {
            time.hour -= 12
        } else if time.bare, (17...19).contains(time.hour), words.contains(where: earlyOutings.contains) || isWorkStart(words), !isEvening(words) {
            time.hour -= 12
        }
        // "dinner next Friday at 8", "the band is on at 9": a bare hour of an evening occasion is in the evening.
        if time.bare, (8...11).contains(time.hour), isEvening(words) { time.hour += 12 }
        return time
    }

    /// Words of the early day that make a bare hour a morning one (narrower than `morningWords`, which only keep an
    /// hour from being moved to the evening).
    static let earlyDayWords: Set<String> = ["morning", "breakfast", "dawn", "sunrise"]
    /// Words that start another clause after a time ("at one not twelve cos the hall's got a christening in the morning").
    static let clauseTurns: Set<String> = ["cos", "coz", "because", "since", "but", "though", "although", "as", "so", "and", "while", "whereas"]

    /// Whether the morning is said of `time`: before it, or within a few words after it in the same clause.
    static func saysMorning(_ words: [String], of time: ClockTime) -> Bool {
        guard let first = time.words.first, let start = words.firstIndex(of: first) else {
            return words.contains(where: earlyDayWords.contains)
        }
        if words[..<start].contains(where: earlyDayWords.contains) { return true }
        let end = min(words.count, start + time.words.count)
        for index in end..<min(words.count, end + 5) {
            if clauseTurns.contains(words[index]) { return false }
            if earlyDayWords.contains(words[index]) { return true }
        }
        return false
    }

    /// Whether the word at `index` follows a month said without its day: "for July 1–7" counts days, not hours
    /// ("Wednesday 10 Oct, 9–4" has its day already).
    static func followsBareMonth(_ index: Int, _ words: [String]) -> Bool {
        guard index > 0, monthIndex(words[index - 1]) != nil else { return false }
        return index < 2 || (Int(words[index - 2]) ?? ordinal(words[index - 2])) == nil
    }

    /// "Saturday 10 March, 12 till 6", "Sunday 2 until 5": an hour range's start, as a bare hour (only beside a named day).
    static func hourRange(in words: [String]) -> ClockTime? {
        // "Wednesday 10 Oct, 9–4": a range typed with its dash in one word.
        for (index, word) in words.enumerated() {
            if followsBareMonth(index, words) { continue }
            let ends = word.split(separator: "\u{2013}", omittingEmptySubsequences: false)
            guard ends.count == 2, let hour = Int(ends[0]), (1...12).contains(hour), let until = Int(ends[1]), (1...12).contains(until) else { continue }
            // "lost 3–2": a range ends after it starts, on the day's clock; a score need not.
            let (from, to) = ((1...7).contains(hour) ? hour + 12 : hour, (1...7).contains(until) ? until + 12 : until)
            guard to > from else { continue }
            return (from, 0, [word], hour != 12)
        }
        for index in words.indices.dropLast(2) where ["till", "til", "until", "\u{2013}"].contains(words[index + 1]) {
            // "Saturday 20th November, 7 till late".
            guard !["a", "an", "couple", "few"].contains(words[index]), let hour = Int(words[index]) ?? numberWords[words[index]], (1...12).contains(hour),
                  Int(words[index + 2]) ?? numberWords[words[index + 2]] != nil || words[index + 2] == "late",
                  !followsBareMonth(index, words) else { continue }
            let h = (1...7).contains(hour) ? hour + 12 : hour
            return (h, 0, Array(words[index...index + 2]), hour != 12)
        }
        return nil
    }

    /// The calendar dates are counted in: Gregorian, weeks from Monday, in `timeZone`.
    static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        return calendar
    }

    /// The words of `text` as said (lower case, "Mum's" kept) and as read ("mum"), without the punctuation around
    /// them. A day's label loses its colon ("Tuesday: the bank at 4:15"); other labels keep theirs ("Goal for next
    /// year: …" names the goal's horizon, not a day it is due).
    static func tokens(_ text: String) -> (raw: [String], words: [String]) {
        let written = text.replacingOccurrences(of: "\u{2019}", with: "'").split(whereSeparator: { $0.isWhitespace || $0 == "," })
        let raw = written.indices.map { index in weekday(abbreviated: written, at: index) ?? written[index].lowercased() }
            .map { Self.spelledOut(String($0).trimmingCharacters(in: Self.punctuationButClock)) }
            .map { token in
                let day = token.hasSuffix(":") ? String(token.dropLast()) : token
                let isDay = weekdays.contains(day) || ["today", "tomorrow", "tonight"].contains(day) || day.first?.isNumber == true && ordinal(day) != nil
                return isDay ? day : token
            }
        return (raw, raw.map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : $0 })
    }

    /// A token as the rules spell it: a transcript's "oclock" is "o'clock" ("ten oclock"), and September's common
    /// four-letter short form is "sep" ("Sept 14", "14 Sept").
    static func spelledOut(_ token: String) -> String {
        switch token {
        case "oclock": "o'clock"
        case "sept": "sep"
        default: token
        }
    }

    /// Weekdays as notes shorten them. "Tues", "Thurs", "Weds" are nothing else; "Mon", "Wed", "Fri", "Sat" and "Sun"
    /// are also words ("sat down", "the sun"), so they count only written with a capital after a sentence's first
    /// word, with a dot ("Fri."), or before a time or a day of the month ("sat 3pm", "Sun 14th").
    static func weekday(abbreviated written: [Substring], at index: Int) -> String? {
        let word = written[index]
        let letters = word.trimmingCharacters(in: .punctuationCharacters)
        guard let full = weekdayAbbreviations[letters.lowercased()] else { return nil }
        if unambiguousAbbreviations.contains(letters.lowercased()) { return full }
        let capitalised = letters.first?.isUppercase == true && letters.dropFirst().allSatisfy(\.isLowercase)
        let dotted = word.hasSuffix(".") && letters.count == word.count - 1
        let beforeTime = index + 1 < written.count && written[index + 1].first?.isNumber == true
        let sentenceStart = index == 0 || written[index - 1].last.map { ".!?".contains($0) } == true
        return capitalised && (!sentenceStart || dotted) || beforeTime ? full : nil
    }
    static let weekdayAbbreviations = ["mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday",
                                       "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday",
                                       "sun": "sunday"]
    static let unambiguousAbbreviations: Set<String> = ["tue", "tues", "weds", "thu", "thur", "thurs"]

    /// For rules that ask only whether a day is named, not which: any clock and zone will do.
    static let anyDay = Date(timeIntervalSince1970: 1_800_000_000)
    static let utc = TimeZone(identifier: "UTC")!

    /// The moment a stored due value stands for: its time, or the end of its day when it has none.
    public static func date(of value: String, timeZone: TimeZone = .current) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = value.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count == 3 || parts.count == 5 else { return nil }
        let hasTime = parts.count == 5
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2],
                                                  hour: hasTime ? parts[3] : 23, minute: hasTime ? parts[4] : 59))
    }

    /// `date`'s local calendar day, the form `due` values start with ("2026-11-27").
    public static func day(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    static let cueWords: Set<String> = ["by", "before", "on", "until", "till", "in", "this", "next", "for", "due", "from"]
    /// Punctuation at a word's edges, but not a clock's colon or a date's hyphen.
    private static let punctuationButClock = CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: ":-"))
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                         "october", "november", "december"]
    static let monthShort = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    static let numberWords: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3,
    ]

    /// A date starting at `index`, and how many words it took.
    static func date(at index: Int, _ words: [String], today: Date, calendar: Calendar) -> (Date, Int)? {
        let word = words[index]
        let previous = index > 0 ? words[index - 1] : ""
        let next = index + 1 < words.count ? words[index + 1] : ""
        func add(_ component: Calendar.Component, _ value: Int) -> Date { calendar.date(byAdding: component, value: value, to: today)! }
        switch word {
        case "today", "tonight": return (today, 1)
        // "this afternoon", "this evening": later today ("this morning" is as often already past).
        case "afternoon" where previous == "this", "evening" where previous == "this": return (today, 1)
        case "tomorrow", "tmrw": return (add(.day, 1), 1)
        case "day" where next == "after" && words.count > index + 2 && words[index + 2] == "tomorrow": return (add(.day, 2), 3)
        // "the weekend of the 24th of April" names the weekend by its date: the date that follows is the day.
        case "weekend" where (previous == "this" || previous == "the" || previous == "next") && next != "of":
            return (upcoming(weekday: 7, after: add(.day, -1), calendar: calendar), 1)
        // "next week tuesday", "next week on Friday": the weekday that follows names the day.
        case "week" where previous == "next" && !weekdays.contains(next) && !(next == "on" && index + 2 < words.count && weekdays.contains(words[index + 2])):
            return (startOfWeek(add(.day, 7), calendar), 1)
        // "end of the month", "by the end of next month", "end of the year", "the end of next year": the last day.
        case "month" where endOf(index, words), "year" where endOf(index, words):
            let unit: Calendar.Component = word == "month" ? .month : .year
            let base = previous == "next" ? add(unit, 1) : today
            let start = calendar.dateInterval(of: unit, for: base)!.start
            return (calendar.date(byAdding: .day, value: -1, to: calendar.date(byAdding: unit, value: 1, to: start)!)!, 1)
        case "month" where previous == "next":
            let comps = calendar.dateComponents([.year, .month], from: add(.month, 1))
            return (calendar.date(from: comps)!, 1)
        case "year" where previous == "next":
            let comps = DateComponents(year: calendar.component(.year, from: today) + 1, month: 1, day: 1)
            return (calendar.date(from: comps)!, 1)
        default: break
        }
        if let holiday = holiday(at: index, words, today: today, calendar: calendar) { return holiday }
        if let weekday = weekdays.firstIndex(of: word) {
            // "Friday the 18th", "Friday 18th": the day of the month names the date; the weekday only confirms it.
            if next.first?.isNumber == true && ordinal(next) != nil || next == "the" && index + 2 < words.count && spelledOrdinal(at: index + 2, words) != nil { return nil }
            // "Saturday, December 18th", "Sunday November 7th", "Friday 3 June": the month and day that follow are the date.
            if index + 2 < words.count, monthIndex(next) != nil && (Int(words[index + 2]) ?? ordinal(words[index + 2])) != nil
                || Int(next) != nil && monthIndex(words[index + 2], afterDay: true) != nil { return nil }
            let coming = upcoming(weekday: weekday + 1, after: today, calendar: calendar)
            // "the saturday after next", "Friday after next": that weekday a week after the coming one.
            if next == "after", index + 2 < words.count, words[index + 2] == "next" {
                return (calendar.date(byAdding: .day, value: 7, to: coming)!, 3)
            }
            // "Wednesday week", "Friday week": that weekday a week after the coming one.
            if next == "week", index + 2 >= words.count || !["on", "from", "of"].contains(words[index + 2]) {
                return (calendar.date(byAdding: .day, value: 7, to: coming)!, 2)
            }
            // "next Thursday" said on a Wednesday is the one after tomorrow's: the coming one when that falls in
            // next week already, otherwise a week later.
            if previous == "next", coming < startOfWeek(add(.day, 7), calendar) {
                return (calendar.date(byAdding: .day, value: 7, to: coming)!, 1)
            }
            // "a week on Monday", "a week on Friday": that weekday in the week after the coming one.
            if previous == "on", index >= 2, words[index - 2] == "week", index < 3 || words[index - 3] != "next" {
                return (calendar.date(byAdding: .day, value: 7, to: coming)!, 1)
            }
            // "a week from Saturday", "two weeks from Friday": that many weeks after the coming one.
            if previous == "from", index >= 2, words[index - 2].hasPrefix("week") {
                let count = index >= 3 ? Int(words[index - 3]) ?? numberWords[words[index - 3]] ?? 1 : 1
                return (calendar.date(byAdding: .day, value: 7 * count, to: coming)!, 1)
            }
            // "next week tuesday", "next week on Tuesday": that weekday of the next Monday-to-Sunday week.
            let afterWeek = previous == "on" ? index - 1 : index
            if afterWeek >= 2, words[afterWeek - 1] == "week", words[afterWeek - 2] == "next" {
                let offset = (weekday + 1 - calendar.firstWeekday + 7) % 7
                return (calendar.date(byAdding: .day, value: offset, to: startOfWeek(add(.day, 7), calendar))!, 1)
            }
            return (coming, 1)
        }
        // "in two weeks", "in 3 days", "in a month"; "in the next two weeks", "within three days": the span's end.
        if word == "in" || word == "within", index + 1 < words.count {
            var countIndex = index + 1
            if words[countIndex] == "the", countIndex + 2 < words.count, ["next", "coming"].contains(words[countIndex + 1]) { countIndex += 2 }
            else if ["next", "the"].contains(words[countIndex]), countIndex + 1 < words.count, word == "within" { countIndex += 1 }
            if ["a", "an"].contains(next), countIndex + 1 < words.count, ["couple", "few"].contains(words[countIndex + 1]) { countIndex += 1 }
            guard let count = Int(words[countIndex]) ?? numberWords[words[countIndex]] else { return nil }
            var unitIndex = countIndex + 1
            if unitIndex < words.count, words[unitIndex] == "of" { unitIndex += 1 }  // "a couple of weeks"
            guard unitIndex < words.count else { return nil }
            let unit = words[unitIndex]
            let used = unitIndex - index + 1
            // "flying in a week on Friday": the weekday names the day, a week after the coming one.
            if unit.hasPrefix("week"), unitIndex + 2 < words.count, count == 1 && words[unitIndex + 1] == "on" || words[unitIndex + 1] == "from",
               weekdays.contains(words[unitIndex + 2]) { return nil }
            if unit.hasPrefix("day") { return (add(.day, count), used) }
            // "in a fortnight", "in a fortnight's time": two weeks.
            if unit.hasPrefix("fortnight") { return (add(.day, 14 * count), used) }
            if unit.hasPrefix("week") { return (add(.day, 7 * count), used) }
            if unit.hasPrefix("month") { return (add(.month, count), used) }
            if unit.hasPrefix("year") { return (add(.year, count), used) }
            return nil
        }
        // ISO dates.
        if word.count == 10, word.dropFirst(4).first == "-", let parsed = isoDate(word, calendar) { return (parsed, 1) }
        // "the 3rd", "on the 21st"; "Monday the 12th" in a month where the 12th is a Monday.
        if previous == "the", let (dayNumber, spelled) = spelledOrdinal(at: index, words) {
            let next = index + spelled < words.count ? words[index + spelled] : ""
            if let month = monthIndex(next) { return (dateOf(month: month, day: dayNumber, today: today, calendar: calendar), spelled + 1) }
            if next == "of", index + spelled + 1 < words.count, let month = monthIndex(words[index + spelled + 1]) {
                return (dateOf(month: month, day: dayNumber, today: today, calendar: calendar), spelled + 2)
            }
            // "the 20th century", "the 3rd floor": an ordinal counting something is no day.
            if countsNoun(at: index + spelled, words) { return nil }
            // "moved the first class to Sunday the 26th", "the second coat": an ordinal said as a word before a noun
            // counts that thing; a day said so stands before a preposition, a time or nothing ("on the first at nine").
            if !word.contains(where: \.isNumber), spelled == 1, countsAThing(next) { return nil }
            let weekday = index >= 2 ? weekdays.firstIndex(of: words[index - 2]).map { $0 + 1 } : nil
            return (nextDay(dayNumber, weekday: weekday, today: today, calendar: calendar), spelled)
        }
        // "Friday 19th", "Thursday 18th, 11:20": a day of the month after its weekday, the month left unsaid.
        if let weekday = weekdays.firstIndex(of: previous), word.first?.isNumber == true, let dayNumber = ordinal(word),
           monthIndex(next) == nil, next != "of", !countsNoun(at: index + 1, words) {
            return (nextDay(dayNumber, weekday: weekday + 1, today: today, calendar: calendar), 1)
        }
        // "while they're away, 22nd to the 29th", "the 3rd till the 9th": a span of days starts on its first.
        if word.first?.isNumber == true, let dayNumber = ordinal(word), ["to", "till", "until", "through", "-"].contains(next),
           index + 2 < words.count, ordinal(words[index + 2] == "the" && index + 3 < words.count ? words[index + 3] : words[index + 2]) != nil {
            return (nextDay(dayNumber, weekday: nil, today: today, calendar: calendar), 1)
        }
        // "two weeks from today", "a week from tomorrow", "ten days from now": counted from the day named.
        if let count = Int(word) ?? numberWords[word], index + 3 < words.count, words[index + 2] == "from",
           ["today", "now", "tomorrow"].contains(words[index + 3]) {
            let unit = words[index + 1]
            let start = words[index + 3] == "tomorrow" ? add(.day, 1) : today
            let days = unit.hasPrefix("day") ? count : unit.hasPrefix("fortnight") ? 14 * count : unit.hasPrefix("week") ? 7 * count : nil
            if let days { return (calendar.date(byAdding: .day, value: days, to: start)!, 4) }
            if unit.hasPrefix("month") { return (calendar.date(byAdding: .month, value: count, to: start)!, 4) }
        }
        // "3 march", "3rd of march".
        if let dayNumber = Int(word) ?? ordinal(word), (1...31).contains(dayNumber) {
            // "Wed 17 Mar", "the 3rd may": after a weekday or an ordinal the short forms that are words are months too.
            if let month = monthIndex(next, afterDay: weekdays.contains(previous) || ordinal(word) != nil) { return (dateOf(month: month, day: dayNumber, today: today, calendar: calendar), 2) }
            if next == "of", index + 2 < words.count, let month = monthIndex(words[index + 2]) {
                return (dateOf(month: month, day: dayNumber, today: today, calendar: calendar), 3)
            }
        }
        // "march 3rd", "by march", "end of march". A month alone needs a preposition ("may" is also a verb).
        if let month = monthIndex(word) {
            if let dayNumber = Int(next) ?? ordinal(next), (1...31).contains(dayNumber) {
                return (dateOf(month: month, day: dayNumber, today: today, calendar: calendar), 2)
            }
            // "june the fifteenth", "march the 3rd", as it is said.
            if next == "the", index + 2 < words.count, let (dayNumber, spelled) = spelledOrdinal(at: index + 2, words) {
                return (dateOf(month: month, day: dayNumber, today: today, calendar: calendar), 2 + spelled)
            }
            guard ["by", "in", "before", "until", "till", "of", "for", "early", "mid", "late", "during", "since"].contains(previous),
                  word != "may" || previous != "i" else { return nil }
            // "Invoice Hallam for March today", "pay the rent for June on Friday": a month after "for" is the period
            // the thing covers when a day to do it is named too.
            // "my flight dates for December by the end of the month": so is a month's or week's end.
            if previous == "for", words.contains(where: { ["today", "tomorrow", "tonight"].contains($0) || weekdays.contains($0) })
                || words.indices.contains(where: { ["month", "week"].contains(words[$0]) && endOf($0, words) }) { return nil }
            if previous == "of", index >= 2, words[index - 2] == "end" {
                var year = calendar.component(.year, from: today)
                if month < calendar.component(.month, from: today) { year += 1 }
                let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
                let days = calendar.range(of: .day, in: .month, for: first)!.count
                return (calendar.date(byAdding: .day, value: days - 1, to: first)!, 1)
            }
            return (dateOf(month: month, day: 1, today: today, calendar: calendar, allowThisMonth: true), 1)
        }
        return nil
    }

    /// Words after an ordinal that keep it a date: prepositions, joins, times and parts of the day ("the first at nine",
    /// "the third, after work", "by the second or third").
    static let afterDateOrdinal: Set<String> = ["at", "of", "for", "by", "and", "or", "to", "till", "until", "in", "on", "is", "was",
                                                "when", "with", "from", "so", "then", "but", "if", "before", "after", "around", "about",
                                                "morning", "afternoon", "evening", "night", "noon", "midday", "please", "latest", "-",
                                                // "date night is friday the fifth instead", "the 3rd now".
                                                "instead", "now", "again", "too", "as"]

    /// Whether the word at `index`, after an ordinal, is a noun it counts (`ordinalNouns`): "the second half" is, but
    /// "Sunday 10th, half ten" says the time.
    static func countsNoun(at index: Int, _ words: [String]) -> Bool {
        guard index < words.count, ordinalNouns.contains(words[index]) else { return false }
        guard ["half", "quarter"].contains(words[index]), index + 1 < words.count else { return true }
        let hour = words[index + 1] == "past" && index + 2 < words.count ? words[index + 2] : words[index + 1]
        return Int(hour) == nil && numberWords[hour] == nil
    }

    /// Titles before a name, never a thing an ordinal counts: "on the nineteenth pastor okoye is coming".
    static let titlesBeforeName: Set<String> = ["pastor", "dr", "mr", "mrs", "ms", "mx", "mister", "missus", "reverend", "rev",
                                                "rabbi", "imam", "auntie", "aunty", "aunt", "uncle"]

    /// Sounds a transcript writes between words ("by the fourteenth um, the lot"): no noun an ordinal counts.
    static let fillers: Set<String> = ["um", "umm", "uh", "uhh", "er", "erm", "ah", "eh", "hmm", "mm"]
    /// Whether `next`, after an ordinal said as a word, is the thing the ordinal counts ("the first class", "the
    /// second coat", "the third time") rather than something said after a date.
    static func countsAThing(_ next: String) -> Bool {
        guard !next.isEmpty, next.first?.isLetter == true, !afterDateOrdinal.contains(next), monthIndex(next) == nil,
              !weekdays.contains(next), !["today", "tomorrow", "tonight", "am", "pm", "a.m", "p.m"].contains(next),
              !fillers.contains(next), !titlesBeforeName.contains(next) else { return false }
        return !StopWords.english.contains(next) || ["time", "one", "day", "week", "thing"].contains(next)
    }

    /// The next `weekday` (1 = Sunday) strictly after `today`.
    static func upcoming(weekday: Int, after today: Date, calendar: Calendar) -> Date {
        let current = calendar.component(.weekday, from: today)
        var delta = (weekday - current + 7) % 7
        if delta == 0 { delta = 7 }
        return calendar.date(byAdding: .day, value: delta, to: today)!
    }

    static func startOfWeek(_ date: Date, _ calendar: Calendar) -> Date {
        calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date
    }

    /// That day of `month` (1-based), this year if still ahead, otherwise next year.
    static func dateOf(month: Int, day: Int, today: Date, calendar: Calendar, allowThisMonth: Bool = false) -> Date {
        let year = calendar.component(.year, from: today)
        let thisMonth = calendar.component(.month, from: today)
        var candidate = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        if allowThisMonth, month == thisMonth { return today }
        if candidate < today { candidate = calendar.date(from: DateComponents(year: year + 1, month: month, day: day))! }
        return candidate
    }

    /// The month a word names (1-based). The short form "mar" is a word too ("mar the day"): it is March only
    /// `afterDay`, after a weekday's day of the month or an ordinal ("Wed 17 Mar").
    static func monthIndex(_ word: String, afterDay: Bool = false) -> Int? {
        if let index = months.firstIndex(of: word) { return index + 1 }
        if afterDay, word == "mar" { return 3 }
        if word != "may", word != "mar", let index = monthShort.firstIndex(of: word.replacingOccurrences(of: ".", with: "")) { return index + 1 }
        return nil
    }

    /// A day of the month said as one ordinal word ("8th", "fifth"), for callers that ask whether a day is named.
    static func dayOfMonth(_ word: String) -> Int? { ordinal(word) }

    static func ordinal(_ word: String) -> Int? {
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            if let number = Int(word.dropLast(2)), (1...31).contains(number) { return number }
        }
        let words = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                     "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
                     "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
                     "twentieth": 20, "thirtieth": 30]
        return words[word]
    }

    /// A day of the month said as an ordinal, in figures or words, and how many words it took: "18th", "third",
    /// "twenty third", "twenty-third", "thirty first" (transcripts spell them out).
    static func spelledOrdinal(at index: Int, _ words: [String]) -> (Int, Int)? {
        let word = words[index]
        let tens = ["twenty": 20, "thirty": 30]
        let parts = word.split(separator: "-").map(String.init)
        if parts.count == 2, let ten = tens[parts[0]], let unit = ordinal(parts[1]), unit < 10, ten + unit <= 31 { return (ten + unit, 1) }
        if let ten = tens[word], index + 1 < words.count, let unit = ordinal(words[index + 1]), unit < 10, ten + unit <= 31 {
            return (ten + unit, 2)
        }
        return ordinal(word).map { ($0, 1) }
    }

    /// Whether the word at `index` ("month", "year") ends "end of the …", "end of this …" or "end of next …".
    private static func endOf(_ index: Int, _ words: [String]) -> Bool {
        guard index >= 3, ["the", "this", "next"].contains(words[index - 1]) else { return false }
        return words[index - 2] == "of" && words[index - 3] == "end"
    }

    private static func isoDate(_ word: String, _ calendar: Calendar) -> Date? {
        let parts = word.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }

    // MARK: Recurring times, work starts, evenings and holidays

    /// Words after "every", "each" or "any" that make a time recur or stay open ("every morning", "any Friday").
    static let recurringUnits: Set<String> = ["morning", "mornings", "evening", "evenings", "night", "nights", "day", "days", "week",
                                              "weekend", "weekends", "month", "payday", "other", "single", "weekday", "weekdays"]

    /// Whether the words name a time that recurs or is left open — "Tuesdays and Thursdays at 6", "every morning",
    /// "any Friday afternoon in October" — and so no one day.
    static func isRecurring(_ words: [String]) -> Bool {
        // "Thursdays at 6 … First one is this Thursday": a one-off day said too is the date.
        for (index, word) in words.enumerated() {
            if ["today", "tomorrow", "tonight"].contains(word) { return false }
            let previous = index > 0 ? words[index - 1] : ""
            if weekdays.contains(word), !["every", "each", "any"].contains(previous) { return false }
        }
        for (index, word) in words.enumerated() {
            if word.hasSuffix("s"), weekdays.contains(String(word.dropLast())) { return true }
            guard ["every", "each", "any"].contains(word), index + 1 < words.count else { continue }
            let next = words[index + 1]
            if weekdays.contains(next) || word != "any" && recurringUnits.contains(next) { return true }
        }
        return false
    }

    /// Who starts work early: "the crew starts at 7", "my shift is at six" are in the morning.
    static let workStartWords: Set<String> = ["crew", "crews", "shift", "shifts"]

    /// Whether a bare early hour is a start of work ("Chidi's crew can start Monday at 7", "on the job starting
    /// Monday at six"), which is in the morning, not the evening.
    static func isWorkStart(_ words: [String]) -> Bool {
        words.contains(where: workStartWords.contains)
            || words.contains("job") && words.contains(where: { ["start", "starts", "starting"].contains($0) })
    }

    /// Holidays that also name a kind of occasion ("the halloween party", "a christmas dinner").
    static let holidayNames: Set<String> = ["halloween", "christmas", "xmas", "easter"]
    /// Occasions a holiday's name may qualify: then a date said for the occasion is its day.
    static let occasionNouns: Set<String> = ["party", "parties", "dinner", "lunch", "do", "disco", "parade", "fair", "market", "show",
                                             "concert", "play", "bash", "social", "fete", "service"]


    /// Occasions that happen in the evening: a bare "at 8" with one of these is 20:00.
    static let eveningWords: Set<String> = [
        "dinner", "supper", "drinks", "party", "band", "gig", "concert", "film", "movie", "cinema", "theatre",
        "theater", "opera", "ballet", "musical", "panto", "comedy", "karaoke", "disco", "club", "pub", "tonight",
        "evening", "night", "do", "takeaway", "dj", "quiz",
    ]
    /// Outings done early, before work: a bare five to seven o'clock with one is in the morning ("run at 6").
    static let earlyOutings: Set<String> = ["run", "jog", "parkrun", "swim", "ride", "hike", "rowing", "surf", "5k", "10k", "marathon", "triathlon",
                                            // Tests taken before breakfast: "fasting bloodwork Tuesday at 7:45".
                                            "fasting"]
    /// Words that keep a bare hour in the morning, whatever else is said ("breakfast before the party at 8").
    static let morningWords: Set<String> = ["breakfast", "morning", "mornings", "brunch", "am", "a.m", "dawn", "sunrise"]

    /// Whether the words name an evening occasion and nothing of the morning. "do" counts only as a noun after
    /// "leaving", "birthday" and the like ("Tunde's leaving do"), not as the verb.
    static func isEvening(_ words: [String]) -> Bool {
        if words.contains(where: morningWords.contains) || words.contains(where: daytimeWords.contains) { return false }
        // "Wojtek's fortieth, Saturday at 8", "Dad's 70th": a milestone birthday is celebrated in the evening.
        if words.contains(where: isMilestone) { return true }
        for (index, word) in words.enumerated() where eveningWords.contains(word) {
            if word == "do", index == 0 || !["leaving", "birthday", "christmas", "works", "office", "farewell", "engagement"].contains(words[index - 1]) { continue }
            return true
        }
        return false
    }

    /// Prepositions before a bare "Christmas" that make it the day ("over Christmas", "by Christmas"), not a
    /// kind of thing ("the Christmas cards", "the christmas market").
    static let holidayCues: Set<String> = ["on", "at", "over", "for", "by", "before", "until", "till", "til", "after", "since", "from", "during", "around"]

    /// Named days: "New Year's Eve", "Christmas Eve", "Christmas (Day)", "Boxing Day", "New Year's Day",
    /// "Halloween", "Valentine's Day" — this year's when still ahead, otherwise next year's.
    private static func holiday(at index: Int, _ words: [String], today: Date, calendar: Calendar) -> (Date, Int)? {
        let word = words[index]
        let previous = index > 0 ? words[index - 1] : ""
        let next = index + 1 < words.count ? words[index + 1] : ""
        let after = index + 2 < words.count ? words[index + 2] : ""
        func on(_ month: Int, _ day: Int, _ used: Int) -> (Date, Int) {
            (dateOf(month: month, day: day, today: today, calendar: calendar), used)
        }
        switch word {
        case "new" where next == "year" || next == "years":
            if ["eve", "evening", "night"].contains(after) { return on(12, 31, 3) }
            if after == "day" { return on(1, 1, 3) }
        case "nye": return on(12, 31, 1)
        case "christmas", "xmas":
            if next == "eve" { return on(12, 24, 2) }
            if next == "day" { return on(12, 25, 2) }
            if holidayCues.contains(previous) { return on(12, 25, 1) }
        case "boxing" where next == "day": return on(12, 26, 2)
        case "halloween": return on(10, 31, 1)
        case "easter" where holidayCues.contains(previous) || ["sunday", "day"].contains(next):
            // Easter Sunday (the Gregorian computus), this year's when still ahead, otherwise next year's.
            let year = calendar.component(.year, from: today)
            for candidate in [year, year + 1] {
                let (month, day) = easterSunday(candidate)
                let date = calendar.date(from: DateComponents(year: candidate, month: month, day: day))!
                if date >= today { return (date, ["sunday", "day"].contains(next) ? 2 : 1) }
            }
        case "valentine" where next == "day", "valentines" where next == "day": return on(2, 14, 2)
        default: break
        }
        return nil
    }

    /// Month and day of Easter Sunday in `year` (the anonymous Gregorian algorithm).
    static func easterSunday(_ year: Int) -> (month: Int, day: Int) {
        let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
        let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = (a + 11 * h + 22 * l) / 451
        return ((h + l - 7 * m + 114) / 31, (h + l - 7 * m + 114) % 31 + 1)
    }
}
