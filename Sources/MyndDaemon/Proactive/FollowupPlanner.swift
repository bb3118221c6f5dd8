import Foundation
import MyndCore

/// One goal's verdict: sent now or not, and why (what `mynd followups` prints).
public struct FollowupDecision: Sendable, Codable, Hashable {
    public var goal: StaleGoal
    public var urgency: Double
    public var send: Bool
    public var reason: String
    /// The notification body (< 100 characters).
    public var body: String
}

public struct FollowupPlan: Sendable, Codable, Hashable {
    public var now: Date
    public var quiet: Bool
    /// Every stale goal, most urgent first.
    public var decisions: [FollowupDecision]
    public var toSend: [FollowupDecision] { decisions.filter(\.send) }
}

/// The pure rules: given the goals, what was sent before and the time, decide what to send now.
public enum FollowupPlanner {
    public static func plan(goals: [StaleGoal], ledger: FollowupLedger, policy: FollowupPolicy, now: Date,
                            enabled: Bool = true) -> FollowupPlan {
        let ranked = rank(goals, now: now)
        let quiet = policy.isQuiet(now)
        let window = policy.windowStart(containing: now)
        let staleBefore = now.addingTimeInterval(-Double(policy.staleDays) * 86_400)
        var sentToday = ledger.sent.filter { policy.sameDay($0.at, now) }.count
        let time = DateFormatter()
        time.calendar = policy.calendar
        time.timeZone = policy.calendar.timeZone
        time.dateFormat = "HH:mm"
        var decisions: [FollowupDecision] = []
        for (goal, urgency) in ranked {
            let previous = ledger.sent.filter { $0.goalID == goal.id }
            let reason: String?
            if !enabled {
                reason = "proactive follow-ups are disabled"
            } else if goal.lastTouched > staleBefore, !FollowupPolicy.isDueSoon(goal, now: now) {
                reason = "touched less than \(policy.staleDays) days ago"
            } else if quiet {
                reason = "quiet hours until \(time.string(from: policy.nextQuietEnd(after: now)))"
            } else if let until = ledger.snoozedUntil[goal.id], until > now {
                reason = "snoozed until \(until.formatted(Date.ISO8601FormatStyle()))"
            } else if previous.contains(where: { policy.sameDay($0.at, now) }) {
                reason = "already followed up today"
            } else if previous.contains(where: { $0.at >= window && $0.at <= now }) {
                reason = "already followed up since \(time.string(from: window))"
            } else if sentToday >= policy.dailyCap {
                reason = "daily cap of \(policy.dailyCap) reached"
            } else {
                reason = nil
            }
            if reason == nil { sentToday += 1 }
            decisions.append(FollowupDecision(goal: goal, urgency: (urgency * 10).rounded() / 10, send: reason == nil,
                                              reason: reason ?? why(goal, now: now),
                                              body: FollowupTemplate.body(for: goal, now: now)))
        }
        return FollowupPlan(now: now, quiet: quiet, decisions: decisions)
    }

    /// Most urgent first; ties go to the older goal, then to the id (a stable order).
    static func rank(_ goals: [StaleGoal], now: Date) -> [(StaleGoal, Double)] {
        let scored: [(StaleGoal, Double)] = goals.map { ($0, FollowupPolicy.urgency(of: $0, now: now)) }
        return scored.sorted { (a: (StaleGoal, Double), b: (StaleGoal, Double)) -> Bool in
            if a.1 != b.1 { return a.1 > b.1 }
            if a.0.lastTouched != b.0.lastTouched { return a.0.lastTouched < b.0.lastTouched }
            return a.0.id < b.0.id
        }
    }

    private static func why(_ goal: StaleGoal, now: Date) -> String {
        let days = Int(now.timeIntervalSince(goal.lastTouched) / 86_400)
        var parts = ["untouched for \(days) days"]
        if let due = goal.due { parts.insert(due < now ? "overdue" : "due in \(max(0, Int(due.timeIntervalSince(now) / 86_400))) days", at: 0) }
        if goal.blocksCount > 0 { parts.append("blocks \(goal.blocksCount)") }
        if !goal.hasNextAction { parts.append("no next action") }
        return parts.joined(separator: ", ")
    }
}

/// Offline follow-up wording; the integrator may swap in a model-written line of the same length.
public enum FollowupTemplate {
    public static let summary = "Axel has a thought"
    /// Done, Snooze and Talk buttons; "default" (a click on the notification itself) also starts a talk.
    public static let actions: [DesktopNotification.Action] = [
        .init(key: "default", label: "Talk"), .init(key: "done", label: "Done"), .init(key: "snooze", label: "Snooze"),
        .init(key: "talk", label: "Talk"),
    ]
    public static let maxBodyLength = 99

    public static func body(for goal: StaleGoal, now: Date) -> String {
        let days = max(1, Int(now.timeIntervalSince(goal.lastTouched) / 86_400))
        let tail: String
        if let due = goal.due, FollowupPolicy.isDueSoon(goal, now: now) {
            tail = due < now ? " is overdue. Still on?" : " is due soon. Ready?"
        } else if goal.blocksCount > 0 {
            tail = " is holding up \(goal.blocksCount) other thing\(goal.blocksCount == 1 ? "" : "s"). Next step?"
        } else if !goal.hasNextAction {
            tail = " has no next step yet. What's one?"
        } else {
            tail = " has been quiet for \(days) days. Still on?"
        }
        let room = maxBodyLength - tail.count - 2
        let text = goal.content.split(whereSeparator: \.isNewline).joined(separator: " ")
        let snippet = text.count <= room ? text : String(text.prefix(room - 1)).trimmingCharacters(in: .whitespaces) + "…"
        return "“\(snippet)”\(tail)"
    }

    public static func briefing(goals: [StaleGoal], now: Date) -> String {
        guard let top = goals.max(by: { FollowupPolicy.urgency(of: $0, now: now) < FollowupPolicy.urgency(of: $1, now: now) })
        else { return "No active goals. A clear day — what matters most?" }
        let head = "\(goals.count) active goal\(goals.count == 1 ? "" : "s"). Maybe start with: "
        let room = maxBodyLength - head.count
        let snippet = top.content.count <= room ? top.content : String(top.content.prefix(room - 1)) + "…"
        return head + snippet
    }
}
