import Foundation
import MyndControl
import Logging

/// The daemon's answer to control commands: push-to-talk state, `say`, `reload`, and the status hub.
public actor DaemonController: ControlHandler {
    public let hub: StatusHub
    private let parts: DaemonParts
    private let reloadAction: @Sendable () async throws -> String
    private let logger: Logger
    private var listening = false

    public init(hub: StatusHub, parts: DaemonParts, logger: Logger = Logger(label: "mynd.daemon"),
                reload: @escaping @Sendable () async throws -> String) {
        self.hub = hub
        self.parts = parts
        self.reloadAction = reload
        self.logger = logger
    }

    public func status() async -> DaemonStatus { await hub.status }
    public func statusUpdates() async -> AsyncStream<DaemonStatus> { await hub.updates() }

    public func perform(_ command: ControlCommand, text: String?) async throws -> String? {
        switch command {
        case .pttStart: return try await startListening()
        case .pttStop: return try await stopListening()
        case .pttToggle: return listening ? try await stopListening() : try await startListening()
        case .pttCancel:
            guard listening, let voice = try? requireVoice() else { return "not listening" }
            listening = false
            try await voice.cancelListening()
            if !voice.publishesPhases { await hub.update { $0.phase = "idle" } }
            return "cancelled"
        case .speakStop:
            let voice = try requireVoice()
            await voice.stopSpeaking()
            if !voice.publishesPhases { await hub.update { if $0.phase == "speaking" { $0.phase = "idle" } } }
            return "stopped"
        case .say:
            guard let replies = parts.replies else {
                throw ControlFault(code: "axel_unavailable", message: "Axel is not wired into this daemon")
            }
            await hub.update { $0.phase = "thinking" }
            defer { Task { await hub.update { if $0.phase == "thinking" { $0.phase = "idle" } } } }
            return try await replies.reply(to: text ?? "")
        case .reload:
            return try await reloadAction()
        case .status, .subscribe:
            return nil  // answered by the server itself
        }
    }

    private func requireVoice() throws -> any VoiceControl {
        guard let voice = parts.voice else {
            throw ControlFault(code: "voice_unavailable",
                               message: "voice is unavailable" + (parts.voiceProblem.map { ": \($0)" } ?? ""))
        }
        return voice
    }

    private func startListening() async throws -> String {
        let voice = try requireVoice()
        guard !listening else { return "already listening" }
        listening = true
        do {
            try await voice.startListening()
        } catch {
            listening = false
            throw error
        }
        if !voice.publishesPhases { await hub.update { $0.phase = "listening" } }
        return "listening"
    }

    private func stopListening() async throws -> String {
        let voice = try requireVoice()
        guard listening else { return "not listening" }
        listening = false
        guard !voice.publishesPhases else {
            try await voice.stopListening()
            return "stopped"
        }
        await hub.update { $0.phase = "thinking" }
        do {
            try await voice.stopListening()
        } catch {
            await hub.update { $0.phase = "idle" }
            throw error
        }
        await hub.update { if $0.phase == "thinking" { $0.phase = "idle" } }
        return "stopped"
    }
}
