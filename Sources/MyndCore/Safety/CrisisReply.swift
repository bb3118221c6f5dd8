/// Axel's reply to a person in crisis: short, calm and caring; it takes them seriously, does not diagnose, does
/// not plan, asks for no next step, and always carries the crisis resources. The same words are spoken and
/// printed, offline or with a model (a model may add a few warm sentences after them, never instead of them).
public enum CrisisReply {
    /// The whole local reply.
    public static func text(for kind: CrisisKind, resources: CrisisResources) -> String {
        [opening(kind), resourcesText(for: kind, resources: resources), closing(kind)].joined(separator: " ")
    }

    /// Acknowledgement and care, before the resources.
    public static func opening(_ kind: CrisisKind) -> String {
        switch kind {
        case .suicide, .selfHarm:
            "I'm really glad you told me, and I'm so sorry you're hurting this much. You deserve support from a real person right now, and you don't have to face this alone."
        case .danger:
            "What you're describing sounds frightening, and your safety matters most right now."
        case .abuse:
            "I'm so sorry that is happening to you. It isn't your fault, and you deserve to be safe."
        case .others:
            "It sounds like you're worried about someone, and you're right to take it seriously."
        }
    }

    /// The resource sentences and the emergency number.
    public static func resourcesText(for kind: CrisisKind, resources: CrisisResources) -> String {
        var sentences: [String] = []
        switch kind {
        case .others:
            sentences.append("If they might be in immediate danger, call \(resources.emergency) now.")
            sentences.append(contentsOf: resources.lines)
            sentences.append("These lines also help people who are supporting someone else.")
        case .abuse, .danger:
            sentences.append("If you're in immediate danger, call \(resources.emergency) now.")
            sentences.append(contentsOf: resources.abuseLines)
            sentences.append(contentsOf: resources.lines)
        case .suicide, .selfHarm:
            sentences.append(contentsOf: resources.lines)
            sentences.append("If you're in immediate danger, call \(resources.emergency) now.")
        }
        return sentences.joined(separator: " ")
    }

    /// What mynd did with it, and that Axel is still here.
    public static func closing(_ kind: CrisisKind) -> String {
        "I'm not a crisis service, but I'm here with you. I've kept what you said private, and it won't become a task or a reminder."
    }
}
