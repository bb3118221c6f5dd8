import Foundation
import MyndCore

/// The rules of proactive follow-ups, from `[proactive]` in config.toml, applied with a given calendar.
///
/// Quiet hours may wrap midnight (22:00–08:00). An *active window* is the stretch between two quiet periods;
/// "nothing twice in the same window" and "one per goal per day" are both enforced.
public struct FollowupPolicy: Sendable {
    public var staleDays: Int
    public var dailyCap: Int
    public var quietStart: ClockTime
    public var quietEnd: ClockTime
    public var briefingTime: ClockTime?
    public var calendar: Calendar

    public init(_ config: MyndConfig.Proactive, calendar: Calendar = .current) {
        staleDays = config.staleDays
        dailyCap = config.dailyCap
        quietStart = ClockTime(config.quietStart) ?? ClockTime(hour: 22, minute: 0)
        quietEnd = ClockTime(config.quietEnd) ?? ClockTime(hour: 8, minute: 0)
        briefingTime = config.briefingTime.flatMap(ClockTime.init)
        self.calendar = calendar
    }

    func minuteOfDay(_ date: Date) -> Int {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }

    /// Whether `date` falls in quiet hours (start inclusive, end exclusive; equal start and end: never quiet).
    public func isQuiet(_ date: Date) -> Bool {
        let now = minuteOfDay(date), start = quietStart.minutes, end = quietEnd.minutes
        if start == end { return false }
        return start < end ? (now >= start && now < end) : (now >= start || now < end)
    }

    /// The start of the active window containing `date`: the most recent end of quiet hours at or before it.
    public func windowStart(containing date: Date) -> Date {
        let today = calendar.startOfDay(for: date)
        let endToday = calendar.date(byAdding: .minute, value: quietEnd.minutes, to: today)!
        if endToday <= date { return endToday }
        return calendar.date(byAdding: .day, value: -1, to: endToday)!
    }

    /// When quiet hours end next (for "why nothing is sent now").
    public func nextQuietEnd(after date: Date) -> Date {
        let start = windowStart(containing: date)
        return start > date ? start : calendar.date(byAdding: .day, value: 1, to: start)!
    }

    public func sameDay(_ a: Date, _ b: Date) -> Bool { calendar.isDate(a, inSameDayAs: b) }

    /// How pressing a goal is: older, blocking more, and lacking a next action all raise it.
    ///
    /// score = days untouched + 2 × goals/tasks it blocks + 3 if it has no next action + a due-date weight:
    /// 20 when overdue or due within two days, 8 within a week — so a goal due tomorrow outranks one merely stale.
    public static func urgency(of goal: StaleGoal, now: Date) -> Double {
        let days = max(0, now.timeIntervalSince(goal.lastTouched) / 86_400)
        return days + 2 * Double(goal.blocksCount) + (goal.hasNextAction ? 0 : 3) + dueWeight(goal, now: now)
    }

    static func dueWeight(_ goal: StaleGoal, now: Date) -> Double {
        guard let due = goal.due else { return 0 }
        let daysLeft = due.timeIntervalSince(now) / 86_400
        if daysLeft < 2 { return 20 }
        return daysLeft < 7 ? 8 : 0
    }

    /// Due (or overdue) within two days: followed up even if touched recently.
    public static func isDueSoon(_ goal: StaleGoal, now: Date) -> Bool {
        goal.due.map { $0.timeIntervalSince(now) < 2 * 86_400 } ?? false
    }
}
