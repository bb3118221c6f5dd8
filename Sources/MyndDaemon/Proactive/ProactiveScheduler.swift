import Foundation
import Logging
import MyndCore
import ServiceLifecycle

/// Follows up on stale goals with desktop notifications, under the rules of `FollowupPlanner`.
///
/// Runs as a service: a tick every minute (on the suspending clock) checks once per `check_interval_minutes`,
/// immediately after a resume, and sends the morning briefing when it is due. The ledger of what was sent is
/// saved after every notification so restarts keep the rules. Clicked actions come back through the notifier
/// and go to the `FollowupResponder`.
public actor ProactiveScheduler: Service {
    private var config: MyndConfig.Proactive
    private let source: any FollowupSource
    private let notifier: (any Notifier)?
    private let responder: (any FollowupResponder)?
    private let store: FollowupLedgerStore
    private let calendar: Calendar
    private let now: @Sendable () -> Date
    private let logger: Logger
    private let tickInterval: Duration
    private var ledger: FollowupLedger
    private var pending: [UInt32: String] = [:]
    private var lastCheck: Date?
    private var resume = ResumeDetector()
    private var lastNotifyError: String?
    /// Speaks the briefing when set (the integrator wires it to speech if the user wants it).
    private let briefingSpeaker: (any SpokenReplies)?

    public init(config: MyndConfig.Proactive, source: any FollowupSource, notifier: (any Notifier)?,
                responder: (any FollowupResponder)?, ledgerStore: FollowupLedgerStore, calendar: Calendar = .current,
                now: @escaping @Sendable () -> Date = { Date() }, tickInterval: Duration = .seconds(60),
                briefingSpeaker: (any SpokenReplies)? = nil, logger: Logger = Logger(label: "mynd.proactive")) {
        self.config = config
        self.source = source
        self.notifier = notifier
        self.responder = responder
        self.store = ledgerStore
        self.calendar = calendar
        self.now = now
        self.tickInterval = tickInterval
        self.briefingSpeaker = briefingSpeaker
        self.logger = logger
        do {
            ledger = try ledgerStore.load()
        } catch {
            logger.error("follow-up ledger unreadable, starting afresh", metadata: ["path": "\(ledgerStore.path)", "error": "\(error)"])
            ledger = FollowupLedger()
        }
    }

    public var policy: FollowupPolicy { FollowupPolicy(config, calendar: calendar) }
    public var currentLedger: FollowupLedger { ledger }

    /// Applies a reloaded `[proactive]` section.
    public func update(config: MyndConfig.Proactive) { self.config = config }

    public func run() async throws {
        let notifier = self.notifier
        try await withThrowingDiscardingTaskGroup { group in
            if let notifier {
                group.addTask {
                    for await (id, key) in notifier.actions().cancelOnGracefulShutdown() {
                        await self.handleAction(notificationID: id, key: key)
                    }
                }
            }
            group.addTask {
                let clock = SuspendingClock()
                while !Task.isCancelled && !Task.isShuttingDownGracefully {
                    await self.tick()
                    do {
                        try await cancelWhenGracefulShutdown { try await Task.sleep(for: self.tickInterval, clock: clock) }
                    } catch {
                        return
                    }
                }
            }
        }
    }

    /// One tick: checks when the interval has passed, after a resume, and sends a due briefing.
    /// `monotonic` is CLOCK_MONOTONIC (which stops during suspend); tests pass their own.
    /// Returns whether a resume (or wall-clock jump) was detected.
    @discardableResult
    public func tick(monotonic: Duration? = nil) async -> Bool {
        let wall = now()
        let resumed = resume.observe(wall: wall, monotonic: monotonic ?? Self.monotonicNow())
        let interval = config.checkIntervalMinutes * 60
        if resumed { logger.info("resume or clock jump detected; checking follow-ups now") }
        if resumed || lastCheck.map({ wall.timeIntervalSince($0) >= interval || wall < $0 }) ?? true {
            _ = await check()
        }
        _ = await briefingIfDue()
        return resumed
    }

    /// Plans without sending: what `mynd followups` shows.
    public func dryRun() async throws -> FollowupPlan {
        let at = now()
        let goals = try await source.staleGoals(olderThanDays: config.staleDays, now: at)
        return FollowupPlanner.plan(goals: goals, ledger: ledger, policy: policy, now: at, enabled: config.enabled)
    }

    /// Plans and sends; returns the plan with what was actually sent.
    @discardableResult
    public func check() async -> FollowupPlan? {
        let at = now()
        lastCheck = at
        ledger.prune(now: at)
        guard config.enabled else { return nil }
        let plan: FollowupPlan
        do {
            plan = try await dryRun()
        } catch {
            logger.error("cannot read stale goals", metadata: ["error": "\(error)"])
            return nil
        }
        for decision in plan.toSend {
            guard let notifier else { break }
            let notification = DesktopNotification(summary: FollowupTemplate.summary, body: decision.body,
                                                   actions: FollowupTemplate.actions)
            do {
                let id = try await notifier.notify(notification)
                pending[id] = decision.goal.id
                ledger.sent.append(.init(goalID: decision.goal.id, at: at))
                save()
                lastNotifyError = nil
                logger.info("followed up on a stale goal", metadata: ["goal": "\(decision.goal.id)", "why": "\(decision.reason)"])
            } catch {
                // Not recorded: it is tried again at the next check. Logged once per distinct error.
                if lastNotifyError != "\(error)" { logger.error("follow-up not shown: \(error)") }
                lastNotifyError = "\(error)"
                break
            }
        }
        return plan
    }

    /// Sends the morning briefing once per day, within two hours after `briefing_time`.
    @discardableResult
    public func briefingIfDue() async -> Bool {
        let at = now()
        guard config.enabled, let time = policy.briefingTime, let notifier else { return false }
        let minute = policy.minuteOfDay(at)
        guard minute >= time.minutes, minute < time.minutes + 120 else { return false }
        if let last = ledger.lastBriefing, policy.sameDay(last, at) { return false }
        let goals: [StaleGoal]
        do { goals = try await source.activeGoals(now: at) } catch {
            logger.error("cannot read goals for the briefing", metadata: ["error": "\(error)"])
            return false
        }
        let body = FollowupTemplate.briefing(goals: goals, now: at)
        do {
            let actions: [DesktopNotification.Action] = goals.isEmpty ? [] : [.init(key: "talk", label: "Talk")]
            let id = try await notifier.notify(DesktopNotification(summary: "Good morning from Axel", body: body, actions: actions))
            if let top = FollowupPlanner.rank(goals, now: at).first { pending[id] = top.0.id }
            ledger.lastBriefing = at
            save()
            await briefingSpeaker?.speak(body)
            return true
        } catch {
            logger.error("briefing not shown: \(error)")
            return false
        }
    }

    /// Routes a clicked action of one of our notifications to the handlers.
    public func handleAction(notificationID: UInt32, key: String) async {
        guard let goal = pending[notificationID] else { return }
        do {
            switch key {
            case "done":
                pending[notificationID] = nil
                try await responder?.done(goalID: goal)
            case "snooze":
                pending[notificationID] = nil
                let until = now().addingTimeInterval(86_400)
                ledger.snoozedUntil[goal] = until
                save()
                try await responder?.snooze(goalID: goal, until: until)
            case "talk", "default":
                try await responder?.talk(goalID: goal)
            default:
                return
            }
            logger.info("follow-up action", metadata: ["goal": "\(goal)", "action": "\(key)"])
        } catch {
            logger.error("follow-up action failed", metadata: ["goal": "\(goal)", "action": "\(key)", "error": "\(error)"])
        }
    }

    private func save() {
        do { try store.save(ledger) } catch {
            logger.error("cannot save the follow-up ledger", metadata: ["path": "\(store.path)", "error": "\(error)"])
        }
    }

    static func monotonicNow() -> Duration {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return .seconds(ts.tv_sec) + .nanoseconds(ts.tv_nsec)
    }
}
