/// How carefully Axel must answer this turn; a section of the system prompt that is never cut.
public enum ContextCare: Sendable, Hashable {
    case normal
    /// Earlier in this session the user spoke of a crisis: no goals, tasks or nudges.
    case gentle
    /// This message speaks of a crisis; `said` is the local reply the user has already been given.
    case crisis(kind: CrisisKind, said: String)
    /// This message tells how the user feels ("I just feel flat"): listen; no tasks or nudges.
    case feelings

    /// Whether goals and next steps stay out of the context.
    var hidesGoals: Bool { self != .normal }

    /// The instructions for the model, or "" for a normal turn.
    public var instructions: String {
        switch self {
        case .normal:
            return ""
        case .gentle:
            return """
            ## Care for the rest of this conversation
            Earlier in this conversation the user spoke of a crisis (suicide, self-harm, abuse or danger). Stay gentle \
            and present. Do not bring up goals, tasks, next steps, plans or reminders unless the user does. If they \
            seem to be in distress again, remind them warmly that the crisis lines they were given are there for them.
            """
        case .feelings:
            return """
            ## This message: how the user feels
            The user is telling you how they feel. Listen first: acknowledge it warmly and briefly in your own words, \
            without judging, fixing or cheering them up. Do not suggest tasks, next steps, plans, goals or reminders, \
            and do not turn anything they said into one. You may gently ask whether they want to talk about it.
            """
        case let .crisis(kind, said):
            return """
            ## This message: a crisis (\(kind.rawValue))
            The user's message speaks of a crisis. mynd has already said this to them, word for word, including \
            crisis resources:
            "\(said)"
            Continue after it with one or two short, warm sentences: take them seriously, stay with them, and gently \
            invite them to reach out to one of those lines or to someone they trust now. Do not repeat the phone \
            numbers, do not diagnose, do not give advice about methods, do not plan, and do not mention goals, tasks, \
            next steps or reminders.
            """
        }
    }
}
