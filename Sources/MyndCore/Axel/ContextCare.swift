/// How carefully Axel must answer this turn; a section of the system prompt that is never cut.
public enum ContextCare: Sendable, Hashable {
    case normal
    /// Earlier in this session the user spoke of a crisis: no goals, tasks or nudges.
    case gentle
    /// This message speaks of a crisis; `said` is the local reply the user has already been given.
    case crisis(kind: CrisisKind, said: String)

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
