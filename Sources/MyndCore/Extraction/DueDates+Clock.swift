import Foundation

/// Times of day as they are said: "at six", "at half seven", "at ten past nine", "at 18:30", "3.30pm", "by nine".
extension DueDates {
    /// "at six", "at 6pm", "at 18:30", "at noon", "at half past seven", "at half seven", "at quarter to eight".
    static func clock(in said: [String], skippingFillers: Bool = false) -> (hour: Int, minute: Int, words: [String], bare: Bool)? {
        // "at like half eight", "at about six": a filler between "at" and its time.
        var words: [String] = []
        for word in said where !(skippingFillers && clockFillers.contains(word) && words.last == "at") { words.append(word) }
        for index in words.indices where words[index] == "at" && index + 1 < words.count {
            var token = words[index + 1]
            var used = 2
            if token == "noon" || token == "midday" { return (12, 0, Array(words[index..<index + 2]), false) }
            if token == "midnight" { return (0, 0, Array(words[index..<index + 2]), false) }
            // "at ten past nine", "at twenty five to six": minutes past or to a spelled or written hour.
            if let spoken = minutesPastOrTo(words, from: index + 1) {
                var (hour, minute) = (spoken.hour, spoken.minute)
                if minute < 0 { hour -= 1; minute += 60 }
                if (1...7).contains(hour) || hour == 0 { hour += 12 }
                return (hour % 24, minute, Array(words[index...spoken.last]), hour < 12)
            }
            // "at half seven" (British for 7:30), "at half past seven", "at quarter past/to seven".
            if ["half", "quarter"].contains(token), index + 2 < words.count {
                var hourIndex = index + 2
                var minute = token == "half" ? 30 : 15
                if ["past", "to"].contains(words[hourIndex]), hourIndex + 1 < words.count {
                    if words[hourIndex] == "to" { minute = token == "half" ? 30 : -15 }
                    hourIndex += 1
                }
                if var hour = Int(words[hourIndex]) ?? numberWords[words[hourIndex]], (1...12).contains(hour) {
                    if minute < 0 { hour -= 1; minute += 60 }
                    if (1...7).contains(hour) || hour == 0 { hour += 12 }
                    return (hour % 24, minute, Array(words[index...hourIndex]), hour < 12)
                }
            }
            var meridiem: String?
            for suffix in ["am", "pm", "a.m", "p.m"] where token.hasSuffix(suffix) && token.count > suffix.count {
                meridiem = suffix.hasPrefix("a") ? "am" : "pm"
                token = String(token.dropLast(suffix.count))
            }
            let clock = clockTime(token) { word in numberWords[word].flatMap { $0 > 1 || word == "one" ? $0 : nil } }
            guard let clock, (0...23).contains(clock.hour), (0...59).contains(clock.minute) else { continue }
            var h = clock.hour
            var minute = clock.minute
            // "at eight forty", "at nine fifteen", "at seven forty five", "at six oh five": the minutes said as words.
            if meridiem == nil, clock.minute == 0, words[index + 1].allSatisfy(\.isLetter), let spoken = spokenMinutes(words, from: index + 2) {
                minute = spoken.minute
                used += spoken.count
                if index + used < words.count, ["am", "pm", "a.m", "p.m"].contains(words[index + used]) {
                    meridiem = words[index + used].hasPrefix("a") ? "am" : "pm"
                    used += 1
                }
            } else if meridiem == nil, index + 3 < words.count, ["a", "p"].contains(words[index + 2]), words[index + 3] == "m" {
                // "at nine a m": the meridiem's letters spelled apart.
                meridiem = words[index + 2] == "a" ? "am" : "pm"
                used += 2
            } else if meridiem == nil, index + 2 < words.count, ["am", "pm", "a.m", "p.m", "in", "o'clock", "thirty"].contains(words[index + 2]) {
                let word = words[index + 2]
                if word == "thirty" { minute = 30 } else if word.hasPrefix("a") || word.hasPrefix("p") { meridiem = word.hasPrefix("a") ? "am" : "pm" }
                if word == "in", index + 4 < words.count, words[index + 3] == "the" {
                    meridiem = words[index + 4] == "morning" ? "am" : "pm"
                    used += 2
                }
                used += 1
            }
            if meridiem == "pm", h < 12 { h += 12 }
            if meridiem == "am", h == 12 { h = 0 }
            // "at 07:30": an hour written with its leading zero is on the 24-hour clock, never moved to the afternoon.
            let bare = meridiem == nil && (1...11).contains(h) && !isZeroPadded(token)
            if bare, (1...7).contains(h) { h += 12 }
            return (h, minute, Array(words[index..<min(words.count, index + used)]), bare)
        }
        return dayThenHour(in: words)
    }

    /// Words said between "at" and the time it names ("at like half eight", "at around 7:30").
    static let clockFillers: Set<String> = ["like", "about", "around", "roughly", "approximately", "maybe", "say", "um", "uh", "erm", "er"]

    /// Tens of minutes said after an hour ("eight forty"), and the units that may follow them ("forty five").
    static let minuteTens: [String: Int] = ["ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
                                            "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "sixteen": 16,
                                            "seventeen": 17, "eighteen": 18, "nineteen": 19, "forty-five": 45, "twenty-five": 25]
    static let minuteUnits: [String: Int] = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9]

    /// Minutes said as words from `start`: "forty", "forty five", "oh five". Nil when none are there.
    private static func spokenMinutes(_ words: [String], from start: Int) -> (minute: Int, count: Int)? {
        guard start < words.count else { return nil }
        if words[start] == "oh", start + 1 < words.count, let unit = minuteUnits[words[start + 1]] { return (unit, 2) }
        guard let tens = minuteTens[words[start]] else { return nil }
        if tens >= 20, tens % 10 == 0, start + 1 < words.count, let unit = minuteUnits[words[start + 1]] { return (tens + unit, 2) }
        return (tens, 1)
    }

    /// "ten past nine", "twenty five to six", "five past 8": minutes (negative for "to") and the hour, with the
    /// index of the hour's word.
    private static func minutesPastOrTo(_ words: [String], from start: Int) -> (hour: Int, minute: Int, last: Int)? {
        guard start < words.count else { return nil }
        var minute: Int
        var next = start + 1
        if let tens = minuteTens[words[start]] ?? minuteUnits[words[start]] ?? Int(words[start]).flatMap({ (1...59).contains($0) ? $0 : nil }) {
            minute = tens
            if tens == 20, next < words.count, let unit = minuteUnits[words[next]] { minute += unit; next += 1 }
        } else {
            return nil
        }
        if next < words.count, ["minutes", "mins", "min"].contains(words[next]) { next += 1 }
        guard next + 1 < words.count, ["past", "to"].contains(words[next]) else { return nil }
        guard let hour = Int(words[next + 1]) ?? numberWords[words[next + 1]], (1...12).contains(hour), minute < 60 else { return nil }
        return (hour, words[next] == "to" ? -minute : minute, next + 1)
    }

    /// "07:30", "09.15": a time written with its hour's leading zero, as a 24-hour clock writes it.
    static func isZeroPadded(_ token: String) -> Bool {
        token.count == 5 && token.first == "0" && token.dropFirst(2).first.map { $0 == ":" || $0 == "." } == true
    }

    /// "18:30" and "4.15" (as British writing often puts it) → hour and minute; a bare number is the hour, or
    /// `spelled` reads a word ("six"). Nil when the token is no clock time; ranges are the caller's to check.
    static func clockTime(_ token: String, spelled: (String) -> Int? = { _ in nil }) -> (hour: Int, minute: Int)? {
        if let separator = token.first(where: { $0 == ":" || $0 == "." }) {
            let parts = token.split(separator: separator).map(String.init)
            guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
            return (hour, minute)
        }
        return (Int(token) ?? spelled(token)).map { ($0, 0) }
    }

    /// "Tuesday 10am", "tomorrow 3.30pm", "December 4th, 8 a.m.": an hour with its am or pm, without "at" — the
    /// meridiem makes a number a time wherever it stands.
    private static func dayThenHour(in words: [String]) -> (hour: Int, minute: Int, words: [String], bare: Bool)? {
        for index in words.indices {
            // "Tomorrow 10am: Costco run": a note's time keeps its label's colon.
            var token = words[index].hasSuffix(":") ? String(words[index].dropLast()) : words[index]
            // "Saturday 26 April, 8am–noon", "9am-5pm": a range of hours starts at its first.
            if let dash = token.firstIndex(where: { $0 == "\u{2013}" || $0 == "-" }),
               ["am", "pm"].contains(where: { token[..<dash].hasSuffix($0) }) { token = String(token[..<dash]) }
            let following = index + 1 < words.count ? words[index + 1] : ""
            // "eleven a m", "nine p m": a transcript spells the meridiem's letters apart.
            let spelledApart = ["a", "p"].contains(following) && index + 2 < words.count && words[index + 2] == "m"
            var suffix = ["am", "pm"].first(where: { token.hasSuffix($0) && token.count > $0.count })
            if suffix != nil {
                token = String(token.dropLast(2))
            } else if ["am", "pm", "a.m", "p.m"].contains(following) || spelledApart,
                      token.first?.isNumber == true || (numberWords[token].map { $0 > 1 || token == "one" } ?? false) {
                suffix = following.hasPrefix("a") ? "am" : "pm"
                if token.first?.isNumber != true, let spelled = numberWords[token] { token = String(spelled) }
            }
            guard let suffix else { continue }
            guard let (hour, minute) = clockTime(token), (1...12).contains(hour), (0...59).contains(minute) else { continue }
            var h = hour
            if suffix == "pm", h < 12 { h += 12 }
            if suffix == "am", h == 12 { h = 0 }
            return (h, minute, [words[index]], false)
        }
        return nil
    }

    /// Words that book a time: after one, "for seven thirty" is the hour booked for.
    static let bookingWords: Set<String> = ["booked", "book", "booking", "reserved", "reservation"]
    /// What an hour after "for" may count instead ("booked for 7 people", "a table for six of us", "for 2 nights").
    static let bookedCounts: Set<String> = ["people", "persons", "guests", "adults", "kids", "children", "of", "us", "nights", "night",
                                            "days", "weeks", "hours", "minutes", "mins", "months", "years", "tables", "rooms", "seats"]

    /// "booked gerards for seven thirty", "booked for 7": an hour after "for" that follows a booking word, only when a
    /// day is named too (the caller's condition) and no count of guests, nights or tables follows it. "a table for 7"
    /// books seven seats, so a table before "for" rules it out.
    static func bookedHour(in words: [String]) -> (hour: Int, minute: Int, words: [String], bare: Bool)? {
        for index in words.indices where words[index] == "for" && index + 1 < words.count && index > 0 {
            let before = words[max(0, index - 5)..<index]
            guard before.contains(where: bookingWords.contains), !before.contains("table"),
                  let found = clock(afterCue: index, in: words) else { continue }
            let next = index + found.words.count
            if next < words.count, bookedCounts.contains(words[next]) { continue }
            return found
        }
        return nil
    }

    /// The clock time said straight after the cue word at `index` ("by nine", "for seven thirty"), read as if the cue
    /// were "at", with the cue kept among its words.
    private static func clock(afterCue index: Int, in words: [String]) -> (hour: Int, minute: Int, words: [String], bare: Bool)? {
        var shifted = Array(words[index...])
        shifted[0] = "at"
        guard var found = clock(in: shifted), found.words.first == "at" else { return nil }
        found.words[0] = words[index]
        return found
    }

    /// Words that may follow a deadline hour ("by nine", "by 6 at the latest", "by five tomorrow").
    static let afterDeadlineHour: Set<String> = ["am", "pm", "a.m", "p.m", "o'clock", "sharp", "latest", "at", "on", "tomorrow", "tonight", "today", "and", "or", "so", "please"]

    /// "by nine", "by 6pm", "by 5.30": an hour said as a deadline, only when a day is named too (the caller's
    /// condition), and only when nothing countable follows ("by two weeks", "by five miles" are no hours).
    static func deadlineHour(in words: [String], cue: String = "by") -> (hour: Int, minute: Int, words: [String], bare: Bool)? {
        for index in words.indices where words[index] == cue && index + 1 < words.count {
            let after = index + 2 < words.count ? words[index + 2] : ""
            guard after.isEmpty || afterDeadlineHour.contains(after) || weekdays.contains(after) else { continue }
            if let found = clock(afterCue: index, in: words) { return found }
        }
        return nil
    }
}
